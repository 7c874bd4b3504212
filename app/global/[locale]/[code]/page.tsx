import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorView } from '@/components/error/ErrorView';
import { isLocale } from '@/lib/i18n/locales';

type Params = { locale: string; code: string };

// Rendered on first request, not at build time: the build has no request, so a page rendered
// then would carry no script nonce and its scripts would not run under the CSP. Invalid params
// are a 404 below.
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}


/** Global 404 (unknown host) and 503 (maintenance): the status is set by the middleware. */
export default async function GlobalErrorPage({ params }: { params: Promise<Params> }) {
  const { locale, code } = await params;
  if (!isLocale(locale) || (code !== '404' && code !== '503')) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('error');
  // The title is rendered with the page (React puts it in <head>): this page is rendered per
  // request, and Next's streamed metadata left it without one.
  return (
    <>
      <title>{t(code)}</title>
      <ErrorView
        code={Number(code) as 404 | 503}
        title={t(code)}
        codeLabel={t('code', { code })}
        message={code === '503' ? t('maintenance') : t('unknownSite')}
      />
    </>
  );
}
