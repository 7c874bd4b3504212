'use client';

import { QRCodeSVG } from 'qrcode.react';
import { useTranslations } from 'next-intl';
import type { CustomerIndexInfo } from '@/lib/api/schemas';
import { badgeReference } from '@/lib/api/schemas/badge';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PdfDownload } from './PdfDownload';
import styles from './Account.module.css';

/**
 * Accreditation: the QR code the entrance scans (the badge's short reference is also said as
 * text, for screen readers and for reading it out at the desk: the signed code is too long for
 * that) and, once a door admitted it, when and where and the PDF to print or keep on the phone. Where
 * the tenant requires tickets it needs one (the API says `reason: 'ticket_required'`): then the
 * docs/product.md#errors "ticket needed" sentence, with the way to the purchase; where the held ticket does not
 * include the badge (`not_included`), that sentence and the way to the ticket that does.
 */
export function AccreditationCard({
  qr,
  available,
  reason = null,
  checkedIn = null,
  fileName,
}: {
  qr: string | null;
  available: boolean;
  reason?: CustomerIndexInfo['accreditation']['reason'];
  /** "Checked in at 09:12, Main entrance" once a door admitted the badge */
  checkedIn?: string | null;
  fileName: string;
}) {
  const t = useTranslations('Account');
  const tErrors = useTranslations('ApiErrors');
  if (!available && reason === 'ticket_required') {
    return (
      <div className={styles.notice}>
        <p>{t('accreditation.ticketNeeded')}</p>
        <p>{t('accreditation.ticketNeededHint')}</p>
        <Link href={href('purchase')} className="button">
          {tErrors('buyTicket')}
        </Link>
      </div>
    );
  }
  if (!available && reason === 'not_included') {
    // The held ticket lacks the accreditation right (the free online one): the upgrade is the way.
    return (
      <div className={styles.notice}>
        <p>{tErrors('notIncludedAccreditation')}</p>
        <p>{t('accreditation.notIncludedHint')}</p>
        <Link href={href('purchase')} className="button">
          {tErrors('upgradeTicket')}
        </Link>
      </div>
    );
  }
  if (!available || !qr) {
    return (
      <div className={styles.notice}>
        <p>{t('accreditation.unavailable')}</p>
        <p>{t('accreditation.unavailableHint')}</p>
      </div>
    );
  }
  return (
    <div className={styles.accreditation}>
      <figure className={styles.qr}>
        <div role="img" aria-label={t('accreditation.qrLabel')} className={styles.qrCode}>
          <QRCodeSVG value={qr} size={208} level="M" marginSize={2} aria-hidden="true" />
        </div>
        <figcaption className={styles.qrCaption}>
          {t('accreditation.codeLabel')} <span className={styles.qrPayload}>{badgeReference(qr) ?? qr}</span>
        </figcaption>
      </figure>
      <div className={styles.accreditationText}>
        {checkedIn ? (
          <p className={styles.checkedIn} data-testid="checked-in">
            {checkedIn}
          </p>
        ) : null}
        <p>{t('accreditation.intro')}</p>
        <PdfDownload kind="accreditation" fileName={fileName} label={t('accreditation.download')} />
      </div>
    </div>
  );
}
