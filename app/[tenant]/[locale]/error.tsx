'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error/ErrorView';
import { reloadIfChunkError } from '@/lib/chunk-reload';
import { Link } from '@/lib/i18n/navigation';

/** A page that failed to render: the 500 error page inside the tenant's frame, with a retry. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  useEffect(() => {
    reloadIfChunkError(error);
  }, [error]);
  return (
    <ErrorView
      code={500}
      title={t('500')}
      codeLabel={t('code', { code: 500 })}
      message={t('description500')}
      action={
        <>
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>{' '}
          <Link href="/" className="button button-secondary">
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
