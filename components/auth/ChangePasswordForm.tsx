'use client';

import { account } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PasswordField } from '@/components/forms/fields';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { loginHref } from '@/lib/auth/redirect';
import { changePasswordSchema } from '@/lib/schemas/password';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { AuthSubmit, NewPasswordFields, useAuthCatalogues } from './auth-form';
import styles from './Auth.module.css';

const ID = 'change-password';
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * `/cambiar-contraseña` (signed in, feature change_password; the middleware guards it): current
 * password, a new one that differs from it, and its confirmation (docs/product.md#validation). The other sessions
 * of the account end; this one stays.
 */
export function ChangePasswordForm({ profileEnabled }: { profileEnabled: boolean }) {
  const t = useTranslations('ChangePassword');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const { register, submit, pending, fail, succeed, result, fieldError, summaryItems, showSummary, summaryRef, messageRef } = useApiForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    catalogues: useAuthCatalogues(),
  });
  const [signedOut, setSignedOut] = useState(false);

  const send = async (values: typeof EMPTY) => {
    setSignedOut(false);
    try {
      await account.changePassword(values);
      succeed([t('done')], EMPTY);
    } catch (error) {
      const failure = fail(error, { lines: (f, keys) => (keys.length ? [...(f.kind === 'unavailable' ? [tApi('passwordChangeFailed')] : []), ...keys] : []) });
      setSignedOut(failure.kind === 'session_ended');
    }
  };

  const labels = { currentPassword: t('current'), password: t('new'), passwordConfirmation: tSignup('passwordConfirmation') };
  return (
    <>
      <FormFrame
        id={ID}
        onSubmit={submit(send)}
        summary={showSummary && result?.tone !== 'success' ? summaryItems((f) => labels[f as keyof typeof labels], (f) => `${ID}-${f}`) : null}
        summaryRef={summaryRef}
        note={tCommon('requiredNote')}
        className={styles.form}
      >
        <PasswordField
          id={`${ID}-currentPassword`}
          label={labels.currentPassword}
          autoComplete="current-password"
          required
          registration={register('currentPassword')}
          error={fieldError('currentPassword')}
        />
        <NewPasswordFields idPrefix={ID} register={register} errorOf={fieldError} label={labels.password} hint={`${tSignup('passwordHint')} ${t('differentHint')}`} />
        <FormResult ref={messageRef} result={result}>
          {signedOut ? (
            <p>
              <Link href={loginHref({ redirect: window.location.pathname })} className={styles.inlineLink}>
                {tCommon('backToLogin')}
              </Link>
            </p>
          ) : null}
        </FormResult>
        <AuthSubmit busy={pending} label={t('save')} busyLabel={t('saving')} />
      </FormFrame>
      <ul className={styles.links}>
        {profileEnabled ? (
          <li>
            <Link href={href('user')}>{tCommon('privateArea')}</Link>
          </li>
        ) : null}
        <li>
          <Link href={href('passwordResetRequest')}>{t('forgotCurrent')}</Link>
        </li>
      </ul>
    </>
  );
}
