'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { auth } from '@/lib/api/browser-calls';
import { useErrorText } from '@/components/forms/error-text';
import { Notice } from '@/components/ui/Notice';
import { applyApiError, type AuthErrorKey } from '@/lib/auth/errors';
import { afterLoginPath, loginHref, redirectOf } from '@/lib/auth/redirect';
import { saveSsoProfile } from '@/lib/auth/sso-storage';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useSession } from '@/lib/stores/session-context';
import { useAuthCatalogues } from './auth-form';
import { useTokenFromPath } from './use-token';
import styles from './Auth.module.css';

/**
 * `/login-sso/{token}` (docs/product.md#routes, docs/product.md#states): signs in on arrival with the identity provider's token.
 * SSO sessions use the 30-day cookie. A person without an account goes on to
 * `/registro-sso/{token}` (where the tenant offers it); an invalid token, or none, is explained
 * with a link to the normal login.
 */
export function SsoLogin({ token: initialToken, registerEnabled }: { token: string | null; registerEnabled: boolean }) {
  const t = useTranslations('Sso');
  const message = useErrorText(useAuthCatalogues());
  const locale = useLocale();
  const signIn = useSession((s) => s.signIn);
  const token = useTokenFromPath(initialToken);
  const [failure, setFailure] = useState<AuthErrorKey | 'missing' | 'noRegistration' | null>(initialToken ? null : 'missing');
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const search = window.location.search;
    (async () => {
      try {
        const answer = await auth.loginSso(token);
        if (answer.token) {
          try {
            await signIn(answer.token, true);
          } catch {
            // The token is stored; the next page loads the customer.
          }
          window.location.assign(afterLoginPath(search, locale));
          return;
        }
        if (answer.registrationRequired) {
          if (!registerEnabled) {
            setFailure('noRegistration');
            return;
          }
          saveSsoProfile(token, answer.profile);
          const redirect = redirectOf(search);
          const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
          // A full load: the sign-up form's definition is rendered by the server page.
          window.location.replace(`${localizePath(locale, href('registerSso', { token }))}${query}`);
          return;
        }
        setFailure('token.invalid');
      } catch (error) {
        const result = applyApiError(error, () => undefined, []);
        setFailure((result.keys.find((k) => k.startsWith('token.')) as AuthErrorKey | undefined) ?? result.formErrors[0] ?? 'error.unavailable');
      }
    })();
  }, [token, locale, signIn, registerEnabled]);

  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  if (!failure) {
    return (
      <p className={styles.busy} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('signingIn')}
      </p>
    );
  }

  const text =
    failure === 'missing' ? t('missing') : failure === 'noRegistration' ? t('noRegistration') : message(failure);
  return (
    <div className={styles.state}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.resendTitle}>
        {failure === 'error.unavailable' ? t('unavailableTitle') : t('failedTitle')}
      </h2>
      <Notice live tone={failure === 'missing' ? 'info' : 'error'}>
        <p>{text}</p>
        {failure !== 'missing' && failure !== 'noRegistration' && failure !== 'error.unavailable' ? <p>{t('failedHint')}</p> : null}
      </Notice>
      <p>
        <Link href={loginHref()} className="button">
          {t('normalLogin')}
        </Link>
      </p>
    </div>
  );
}
