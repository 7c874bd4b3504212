'use client';

import { useEffect, useState } from 'react';
import { reloadIfChunkError } from '@/lib/chunk-reload';
import { DEFAULT_LOCALE, isLocale, LOCALE_META, type Locale } from '@/lib/i18n/locales';
import '@/themes/base.css';

type ErrorMessages = { '500': string; code: string; description500: string; retry: string; backHome: string };

/**
 * Last resort when a root layout itself fails (e.g. the API is unreachable): a 500 page in the
 * withoutTenant look. The catalogue of the URL's language is loaded on demand, so that no
 * page pays for six catalogues.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale] = useState<Locale>(() => {
    const first = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
    return isLocale(first) ? first : DEFAULT_LOCALE;
  });
  const [messages, setMessages] = useState<ErrorMessages | null>(null);

  useEffect(() => {
    reloadIfChunkError(error);
    import(`@/messages/${locale}.json`).then((m: { default: { error: ErrorMessages } }) => setMessages(m.default.error));
  }, [error, locale]);

  return (
    <html lang={LOCALE_META[locale].iso} data-theme="withoutTenant">
      <body>
        <main id="main" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
          {messages ? (
            <>
              <p>{messages.code.replace('{code}', '500')}</p>
              <h1>{messages['500']}</h1>
              <p>{messages.description500}</p>
              <p>
                <button type="button" className="button" onClick={reset}>
                  {messages.retry}
                </button>{' '}
                <a className="button button-secondary" href={locale === DEFAULT_LOCALE ? '/' : `/${locale}`}>
                  {messages.backHome}
                </a>
              </p>
            </>
          ) : (
            <h1>500</h1>
          )}
        </main>
      </body>
    </html>
  );
}
