import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from './ErrorView';

/**
 * The 500 page's body (title, code, text, image) with its two ways on: a retry and a link home,
 * each drawn by the caller as it can (the client error boundary resets and uses the router's
 * link; the fault page, without script, asks for the address again with a form). Shared by
 * app/[tenant]/[locale]/error.tsx and the fault page, so that both say the same.
 */
export function ServerErrorView({ retry, home }: { retry: (label: string) => ReactNode; home: (label: string) => ReactNode }) {
  const t = useTranslations('error');
  return (
    <ErrorView
      code={500}
      title={t('500')}
      codeLabel={t('code', { code: 500 })}
      message={t('description500')}
      action={
        <>
          {retry(t('retry'))} {home(t('backHome'))}
        </>
      }
    />
  );
}
