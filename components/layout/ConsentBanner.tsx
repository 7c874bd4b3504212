'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { giveVideoConsent } from '@/lib/participation/video-consent';
import { giveChatConsent } from '@/lib/third-parties/chat-widget';
import { recordConsentChoice } from '@/lib/third-parties/consent-service';
import { giveTagConsent } from '@/lib/third-parties/tag-manager';
import styles from './ConsentBanner.module.css';

/**
 * The first question on a tenant with a consent service, asked by the portal itself so that
 * nothing of a third party loads before the answer. Accept: every optional category, and the
 * service loads (ConsentGate tells it). Reject: nothing loads. Either answer is kept in this
 * browser; "Configurar cookies" at the foot of every page changes it.
 */
export default function ConsentBanner() {
  const t = useTranslations('ConsentBanner');
  const id = useId();

  const answer = (accepted: boolean) => {
    const win = window as never;
    if (accepted) {
      giveTagConsent(win);
      giveVideoConsent(win);
      giveChatConsent(win);
    }
    // The banner goes: the focus, if it was on its button, goes to the page's content.
    if (document.activeElement?.closest(`[data-consent-banner]`)) document.getElementById('main')?.focus();
    recordConsentChoice(window, accepted ? 'accepted' : 'rejected');
  };

  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`} data-consent-banner>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>
        {t('text')}{' '}
        <Link href="/politica-de-cookies" className={styles.link}>
          {t('policy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => answer(true)}>
          {t('accept')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => answer(false)}>
          {t('reject')}
        </button>
      </div>
    </section>
  );
}
