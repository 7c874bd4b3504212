'use client';

import { useEffect, useState } from 'react';
import { reloadIfChunkError } from '@/lib/chunk-reload';
import { DEFAULT_LOCALE, isLocale, LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { plainMessage, type CatalogueMessage } from '@/lib/i18n/plain-message';
import '@/themes/base.css';

// Compiled at build time (next.config.mjs): each message is a string or its compact form.
type ErrorMessages = Record<'500' | 'code' | 'description500' | 'retry' | 'backHome', CatalogueMessage>;

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
    import(`@/messages/${locale}.json`).then((m: { default: { error: unknown } }) => setMessages(m.default.error as ErrorMessages));
  }, [error, locale]);

  return (
    <html lang={LOCALE_META[locale].iso} data-theme="withoutTenant">
      <body>
        <main id="main" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
          {messages ? (
            <>
              <p>{plainMessage(messages.code, { code: 500 })}</p>
              <h1>{plainMessage(messages['500'])}</h1>
              <p>{plainMessage(messages.description500)}</p>
              <p>
                <button type="button" className="button" onClick={reset}>
                  {plainMessage(messages.retry)}
                </button>{' '}
                <a className="button button-secondary" href={locale === DEFAULT_LOCALE ? '/' : `/${locale}`}>
                  {plainMessage(messages.backHome)}
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
