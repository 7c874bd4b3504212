'use client';

import { useTranslations } from 'next-intl';
import type { CheckinDirection, DoorRefusal } from '@/lib/api/schemas/checkin-keys';
import styles from './Checkin.module.css';

/** A scan's outcome in words: admitted (or out), already inside, or refused and why. */
export function ScanVerdict({ result, direction, reason }: { result: 'admitted' | 'already' | 'refused'; direction: CheckinDirection; reason: DoorRefusal | null }) {
  const t = useTranslations('Checkin');
  if (result === 'admitted') return <span className={styles.ok}>{direction === 'exit' ? t('verdict.exited') : t('verdict.admitted')}</span>;
  if (result === 'already') return <span className={styles.warn}>{t('verdict.already')}</span>;
  return (
    <span className={styles.bad}>
      {t('verdict.refused')}: {reason ? t(`refusals.${reason}`) : ''}
    </span>
  );
}
