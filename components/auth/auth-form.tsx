'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AccountCatalogues } from '@/components/forms/error-text';
import { CheckboxField, PasswordField } from '@/components/forms/fields';
import { SubmitButton } from '@/components/forms/FormFrame';
import { Notice } from '@/components/ui/Notice';
import { catalogueText } from '@/lib/auth/errors';
import { Link } from '@/lib/i18n/navigation';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

/**
 * What the sign-in screens add to the form kit: their error texts (AuthErrors, an account
 * namespace), their submit button, the one-message screens (a link expired, nothing pending) and
 * the field blocks two screens share (new password + confirmation; the two consents).
 */

/** The AuthErrors texts for useApiForm / useErrorText (the kit reads only public namespaces). */
export function useAuthCatalogues(): AccountCatalogues {
  return { AuthErrors: catalogueText(useTranslations('AuthErrors')) };
}

/** The submit button of a sign-in screen: full width, disabled until hydrated. */
export function AuthSubmit({ busy, label, busyLabel, secondary = false }: { busy: boolean; label: string; busyLabel: string; secondary?: boolean }) {
  const hydrated = useHydrated();
  return (
    <SubmitButton disabled={!hydrated} busy={busy} label={label} busyLabel={busyLabel} className={secondary ? `button-secondary ${styles.secondary}` : styles.submit} />
  );
}

/** A screen that is one message and its way out (a button-like link, or several in `actions`). */
export function StateScreen({ tone, lines, children }: { tone: 'error' | 'success' | 'info'; lines: ReactNode[]; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <Notice live tone={tone}>
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </Notice>
      {children}
    </div>
  );
}

type Register<N extends string> = (name: N) => UseFormRegisterReturn;

/** A new password (with the docs/product.md#validation hint) and its confirmation: sign-up, reset, change. */
export function NewPasswordFields({
  idPrefix,
  register,
  errorOf,
  label,
  hint,
}: {
  idPrefix: string;
  register: Register<'password' | 'passwordConfirmation'>;
  errorOf: (name: 'password' | 'passwordConfirmation') => string;
  label: string;
  hint: string;
}) {
  const tSignup = useTranslations('Signup');
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        hint={hint}
        autoComplete="new-password"
        required
        registration={register('password')}
        error={errorOf('password')}
      />
      <PasswordField
        id={`${idPrefix}-passwordConfirmation`}
        label={tSignup('passwordConfirmation')}
        autoComplete="new-password"
        required
        registration={register('passwordConfirmation')}
        error={errorOf('passwordConfirmation')}
      />
    </>
  );
}

/** The privacy policy (its page in a new window) and the personal-data authorisation: sign-up and SSO sign-up. */
export function ConsentFields({
  idPrefix,
  register,
  errorOf,
  privacyHref,
}: {
  idPrefix: string;
  register: Register<'privacyPolicy' | 'dataAuthorization'>;
  errorOf: (name: 'privacyPolicy' | 'dataAuthorization') => string;
  privacyHref: string;
}) {
  const tSignup = useTranslations('Signup');
  const tShared = useTranslations('Common');
  return (
    <>
      <h2 className={styles.sectionTitle}>{tSignup('consents')}</h2>
      <CheckboxField
        id={`${idPrefix}-privacyPolicy`}
        label={tSignup.rich('privacyPolicy', {
          link: (chunks) => (
            <Link href={privacyHref} target="_blank" rel="noopener noreferrer">
              {chunks}
              <span className="visually-hidden"> {tShared('newWindow')}</span>
            </Link>
          ),
        })}
        required
        registration={register('privacyPolicy')}
        error={errorOf('privacyPolicy')}
      />
      <CheckboxField
        id={`${idPrefix}-dataAuthorization`}
        label={tSignup('dataAuthorization')}
        required
        registration={register('dataAuthorization')}
        error={errorOf('dataAuthorization')}
      />
    </>
  );
}
