'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import type { CustomerFieldOptions, CustomerFieldUse } from '@/lib/auth/customer-fields';
import { afterLoginPath, loginHref } from '@/lib/auth/redirect';
import { ssoRegisterSchema } from '@/lib/auth/schemas';
import { clearSsoProfile, readSsoProfile, type SsoProfile } from '@/lib/auth/sso-storage';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import { CustomerFieldInputs, useCustomerFieldError, useCustomerFieldLabel } from './CustomerFieldInputs';
import { CheckboxField } from './fields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Auth.module.css';

const ID = 'sso-signup';
type Values = Record<string, unknown>;
type State = { kind: 'loading' } | { kind: 'form'; profile: SsoProfile | null } | { kind: 'failed'; key: AuthErrorKey | 'missing' };

/**
 * `/registro-sso/{token}` (feature sso_register): the first SSO sign-in of a person without an
 * account asks for the tenant's customer fields (prefilled from the identity provider, the
 * email shown read-only) and the two consents, then signs them in (30-day cookie).
 */
export function SsoRegisterForm({
  token,
  customerFields,
  options,
  privacyHref,
}: {
  token: string | null;
  customerFields: CustomerFieldUse[];
  options: CustomerFieldOptions;
  privacyHref: string;
}) {
  const t = useTranslations('Sso');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tShared = useTranslations('Common');
  const message = useAuthErrorMessage();
  const customerLabel = useCustomerFieldLabel();
  const customerError = useCustomerFieldError();
  const locale = useLocale();
  const signIn = useSession((s) => s.signIn);
  const schema = useMemo(() => ssoRegisterSchema(customerFields, options), [customerFields, options]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { ...Object.fromEntries(customerFields.map((f) => [f.name, ''])), privacyPolicy: false, dataAuthorization: false },
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'failed', key: 'missing' });
  const [alert, setAlert] = useState<AuthErrorKey[]>([]);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const finish = async (customerToken: string) => {
    setLeaving(true);
    clearSsoProfile();
    try {
      await signIn(customerToken, true);
    } catch {
      // The token is stored; the next page loads the customer.
    }
    window.location.assign(afterLoginPath(window.location.search, locale));
  };

  // The profile: handed over by /login-sso, else asked for here (a direct link).
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const prefill = (profile: SsoProfile | null) => {
      if (profile) reset((values) => ({ ...values, name: profile.name, surname: profile.surname }));
      setState({ kind: 'form', profile });
    };
    const stored = readSsoProfile(token);
    if (stored !== undefined) {
      prefill(stored);
      return;
    }
    auth
      .loginSso(token)
      .then((answer) => {
        if (answer.token) return finish(answer.token);
        if (answer.registrationRequired) return prefill(answer.profile);
        setState({ kind: 'failed', key: 'token.invalid' });
      })
      .catch((error: unknown) => {
        const failure = applyApiError(error, () => undefined, []);
        setState({ kind: 'failed', key: (failure.keys.find((k) => k.startsWith('token.')) as AuthErrorKey | undefined) ?? failure.formErrors[0]! });
      });
    // finish and reset are stable enough for a one-time effect
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const order = [...customerFields.map((f) => f.name), 'privacyPolicy', 'dataAuthorization'];
  const errorText = (name: string) => {
    const raw = errors[name]?.message;
    const field = customerFields.find((f) => f.name === name);
    return field ? customerError(field.name, raw) : message(typeof raw === 'string' ? raw : undefined);
  };
  const labelOf = (name: string) => {
    const field = customerFields.find((f) => f.name === name);
    return field ? customerLabel(field.name) : name === 'privacyPolicy' ? tSignup('privacyPolicyLabel') : tSignup('dataAuthorization');
  };
  const summary: ErrorSummaryItem[] = order
    .filter((name) => errorText(name))
    .map((name) => ({ targetId: `${ID}-${name}`, label: labelOf(name), message: errorText(name) }));

  const send = (raw: Values) =>
    run(async () => {
      if (!token) return;
      const values = schema.parse(raw) as Record<string, unknown>;
      setAlert([]);
      const customer: Record<string, string | null> = {};
      for (const { name } of customerFields) {
        const v = values[name];
        customer[name] = typeof v === 'string' && v !== '' ? v : null;
      }
      try {
        const customerToken = await auth.registerSsoExtraFields({
          ssoToken: token,
          customer,
          privacyPolicy: values.privacyPolicy === true,
          dataAuthorization: values.dataAuthorization === true,
        });
        await finish(customerToken);
      } catch (error) {
        setLeaving(false);
        const failure = applyApiError(error, setError, order, { aliases: { ssoToken: '__token' } });
        const tokenKey = failure.keys.find((k) => k.startsWith('token.'));
        if (tokenKey) {
          setState({ kind: 'failed', key: tokenKey as AuthErrorKey });
          return;
        }
        setAlert(failure.formErrors);
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  if (state.kind === 'loading') {
    return (
      <p className={styles.busy} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {tCommon('loading')}
      </p>
    );
  }

  if (state.kind === 'failed') {
    return (
      <div className={styles.state}>
        <FormAlert tone={state.key === 'missing' ? 'info' : 'error'}>
          <p>{state.key === 'missing' ? t('missing') : message(state.key)}</p>
          {state.key !== 'missing' && state.key !== 'error.unavailable' ? <p>{t('failedHint')}</p> : null}
        </FormAlert>
        <p>
          <Link href={loginHref()} className="button">
            {t('normalLogin')}
          </Link>
        </p>
      </div>
    );
  }

  const busy = pending || leaving;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(send, () => {
        setAlert([]);
        focusSummary();
      })}
      aria-describedby={`${ID}-required-note`}
    >
      {submitCount > 0 ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={summary} /> : null}
      <p id={`${ID}-required-note`} className={styles.note}>
        {tCommon('requiredNote')}
      </p>
      {state.profile ? (
        <div className={formStyles.field}>
          <label htmlFor={`${ID}-email`} className={formStyles.label}>
            {tCommon('email')}
          </label>
          <input
            id={`${ID}-email`}
            type="email"
            className={`${formStyles.input} ${styles.readOnly}`}
            value={state.profile.email}
            readOnly
            aria-describedby={`${ID}-email-hint`}
          />
          <p id={`${ID}-email-hint`} className={styles.note}>
            {t('emailFromProvider')}
          </p>
        </div>
      ) : null}
      <div className={styles.grid}>
        <CustomerFieldInputs idPrefix={ID} fields={customerFields} options={options} register={register} errors={errors} />
      </div>
      <h2 className={styles.sectionTitle}>{tSignup('consents')}</h2>
      <CheckboxField
        id={`${ID}-privacyPolicy`}
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
        error={errorText('privacyPolicy')}
      />
      <CheckboxField
        id={`${ID}-dataAuthorization`}
        label={tSignup('dataAuthorization')}
        required
        registration={register('dataAuthorization')}
        error={errorText('dataAuthorization')}
      />
      <FormAlert ref={alertRef} tone="error">
        {alert.map((key) => (
          <p key={key}>{message(key)}</p>
        ))}
      </FormAlert>
      <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={busy || undefined}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
