'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from '../Purchase.module.css';

/** A step's buttons: its own (continue, buy), then back when there is a step before. */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const t = useTranslations('purchase');
  return (
    <div className={styles.actions}>
      {children}
      {onBack ? (
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
      ) : null}
    </div>
  );
}

/** The actions of a step that only moves on: Continue (the form's submit), then back. */
export function ContinueActions({ onBack }: { onBack?: () => void }) {
  const t = useTranslations('purchase');
  return (
    <StepActions onBack={onBack}>
      <button type="submit" className="button">
        {t('actions.continue')}
      </button>
    </StepActions>
  );
}
