'use client';

import { useTranslations } from 'next-intl';

/** Loads the page again (a part of the private area could not be loaded). */
export function RetryButton() {
  const t = useTranslations('Account');
  return (
    <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
      {t('retry')}
    </button>
  );
}
