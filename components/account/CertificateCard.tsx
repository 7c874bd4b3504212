'use client';

import { useTranslations } from 'next-intl';
import type { CustomerIndexInfo } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PdfDownload } from './PdfDownload';
import styles from './Account.module.css';

/** Diploma: the attendance certificate PDF once it exists, else why not yet. */
export function CertificateCard({
  certificate,
  fileName,
  eventEnd,
}: {
  certificate: CustomerIndexInfo['certificate'];
  fileName: string;
  /** when the event ends, already formatted ('10 de mayo de 2023') */
  eventEnd: string;
}) {
  const t = useTranslations('Account');
  const tErrors = useTranslations('ApiErrors');
  if (certificate.available) {
    return (
      <div className={styles.certificate}>
        <p>{t('certificate.intro')}</p>
        <PdfDownload kind="certificate" fileName={fileName} label={t('certificate.download')} />
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      {certificate.reason === 'not_included' ? (
        <>
          <p>{tErrors('notIncludedDiploma')}</p>
          <p>{t('certificate.notIncludedHint')}</p>
          <Link href={href('purchase')} className="button">
            {tErrors('upgradeTicket')}
          </Link>
        </>
      ) : certificate.reason === 'no_attendance' ? (
        <>
          <p>{t('certificate.noAttendance')}</p>
          <p>{t('certificate.noAttendanceHint')}</p>
        </>
      ) : (
        <>
          <p>{t('certificate.notFinished', { date: eventEnd })}</p>
          <p>{t('certificate.notFinishedHint')}</p>
        </>
      )}
    </div>
  );
}
