'use client';

import { auth } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useKeptToken } from './use-token';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import type { AuthErrorKey } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { newPasswordSchema } from '@/lib/schemas/password';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { AuthSubmit, NewPasswordFields, StateScreen, useAuthCatalogues } from './auth-form';
import styles from './Auth.module.css';

const ID = 'reset';
const FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * `/password-reset-confirm/{token}`: a new password and its confirmation. A bad, expired or used
 * link is explained with a way to ask for a new one; success goes to the login with a message.
 */
export function ResetConfirmForm({ token: linkToken }: { token: string | null }) {
  // Out of the address bar at once, still there after a reload.
  const { token, known, forget } = useKeptToken(linkToken, 'password-reset');
  const t = useTranslations('PasswordReset');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const router = useRouter();
  const { register, submit, pending, fail, result, text, fieldError, summaryItems, showSummary, summaryRef, messageRef } = useApiForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', passwordConfirmation: '' },
    fields: FIELDS,
    catalogues: useAuthCatalogues(),
  });
  const [refused, setRefused] = useState<AuthErrorKey | null>(null);
  const tokenProblem: AuthErrorKey | 'missing' | null = refused ?? (known && !token ? 'missing' : null);
  const [leaving, setLeaving] = useState(false);

  const send = async (values: { password: string; passwordConfirmation: string }) => {
    if (!token) return;
    try {
      await auth.resetPassword({ token, ...values });
      forget();
      setLeaving(true);
      router.push(loginHref({ notice: 'reset' }));
    } catch (error) {
      // A bad, expired or used link has its own screen; the rest is said on the form.
      const failure = fail(error, { lines: (f, keys) => keys.filter((_, i) => !f.formErrors[i]!.startsWith('token.')) });
      const tokenKey = failure.keys.find((k) => k.startsWith('token.'));
      if (tokenKey) {
        forget();
        setRefused(tokenKey as AuthErrorKey);
      }
    }
  };

  if (tokenProblem) {
    return (
      <StateScreen
        tone={tokenProblem === 'missing' ? 'info' : 'error'}
        lines={tokenProblem === 'missing' ? [t('missing')] : [text(tokenProblem), t('tokenHint')]}
      >
        <div className={styles.actions}>
          <Link href={href('passwordResetRequest')} className="button">
            {t('requestNew')}
          </Link>
          <Link href={loginHref()} className="button button-secondary">
            {tCommon('backToLogin')}
          </Link>
        </div>
      </StateScreen>
    );
  }

  const labels = { password: t('newPassword'), passwordConfirmation: tSignup('passwordConfirmation') };
  return (
    <FormFrame
      id={ID}
      onSubmit={submit(send)}
      summary={showSummary ? summaryItems((f) => labels[f as keyof typeof labels], (f) => `${ID}-${f}`) : null}
        summaryRef={summaryRef}
      className={styles.form}
    >
      <NewPasswordFields idPrefix={ID} register={register} errorOf={fieldError} label={labels.password} hint={tSignup('passwordHint')} />
      <FormResult ref={messageRef} result={result} />
      <AuthSubmit busy={pending || leaving} label={t('save')} busyLabel={t('saving')} />
    </FormFrame>
  );
}
