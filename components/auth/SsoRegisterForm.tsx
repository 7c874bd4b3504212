'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useKeptToken } from './use-token';
import { TextField } from '@/components/forms/fields';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { applyApiError, type AuthErrorKey } from '@/lib/auth/errors';
import { afterLoginPath, loginHref } from '@/lib/auth/redirect';
import { clearSsoProfile, readSsoProfile, type SsoProfile } from '@/lib/auth/sso-storage';
import { customerFieldValue, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';
import { ssoRegisterSchema } from '@/lib/schemas/signup';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import { AuthSubmit, ConsentFields, StateScreen, useAuthCatalogues } from './auth-form';
import { CustomerFieldInputs, customerErrorValues } from './CustomerFieldInputs';
import styles from './Auth.module.css';

const ID = 'sso-signup';
type State = { kind: 'loading' } | { kind: 'form'; profile: SsoProfile | null } | { kind: 'failed'; key: AuthErrorKey | 'missing' };

/**
 * `/registro-sso/{token}` (feature sso_register): the first SSO sign-in of a person without an
 * account asks for the tenant's customer fields (prefilled from the identity provider, the
 * email shown read-only) and the two consents, then signs them in (30-day cookie).
 */
export function SsoRegisterForm({
  token: linkToken,
  customerFields,
  options,
  privacyHref,
}: {
  token: string | null;
  customerFields: CustomerFieldUse[];
  options: CustomerFieldOptions;
  privacyHref: string;
}) {
  // Out of the address bar at once, still there after a reload.
  const { token, known, forget } = useKeptToken(linkToken, 'sso-register');
  const t = useTranslations('Sso');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tCustomer = useTranslations('CustomerFields');
  const locale = useLocale();
  const signIn = useSession((s) => s.signIn);
  const schema = useMemo(() => ssoRegisterSchema(customerFields, options), [customerFields, options]);
  const order = [...customerFields.map((f) => f.name), 'privacyPolicy', 'dataAuthorization'];
  const { register, submit, pending, fail, result, text, fieldError, summaryItems, showSummary, summaryRef, messageRef, reset } = useApiForm({
    schema,
    defaultValues: { ...Object.fromEntries(customerFields.map((f) => [f.name, ''])), privacyPolicy: false, dataAuthorization: false },
    fields: order,
    catalogues: useAuthCatalogues(),
    apiErrors: { aliases: { ssoToken: '__token' } },
    errorValues: customerErrorValues,
  });
  const [progress, setState] = useState<State>({ kind: 'loading' });
  const state: State = progress.kind === 'loading' && known && !token ? { kind: 'failed', key: 'missing' } : progress;
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const finish = async (customerToken: string) => {
    setLeaving(true);
    clearSsoProfile();
    forget();
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

  const labelOf = (name: string) =>
    customerFields.some((f) => f.name === name) ? tCustomer(name as CustomerFieldUse['name']) : name === 'privacyPolicy' ? tSignup('privacyPolicyLabel') : tSignup('dataAuthorization');

  const send = async (values: Record<string, unknown>) => {
    if (!token) return;
    try {
      const customerToken = await auth.registerSsoExtraFields({
        ssoToken: token,
        customer: Object.fromEntries(customerFields.map(({ name }) => [name, customerFieldValue(name, values[name])])),
        privacyPolicy: values.privacyPolicy === true,
        dataAuthorization: values.dataAuthorization === true,
      });
      await finish(customerToken);
    } catch (error) {
      setLeaving(false);
      // A bad, expired or used link ends the form: its own screen says so.
      const failure = fail(error);
      const tokenKey = failure.keys.find((k) => k.startsWith('token.'));
      if (tokenKey) {
        forget();
        setState({ kind: 'failed', key: tokenKey as AuthErrorKey });
      }
    }
  };

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
      <StateScreen
        tone={state.key === 'missing' ? 'info' : 'error'}
        lines={state.key === 'missing' ? [t('missing')] : [text(state.key), ...(state.key !== 'error.unavailable' ? [t('failedHint')] : [])]}
      >
        <p>
          <Link href={loginHref()} className="button">
            {t('normalLogin')}
          </Link>
        </p>
      </StateScreen>
    );
  }

  const busy = pending || leaving;
  return (
    <FormFrame
      id={ID}
      onSubmit={submit(send)}
      summary={showSummary ? summaryItems(labelOf, (name) => `${ID}-${name}`) : null}
        summaryRef={summaryRef}
      note={tCommon('requiredNote')}
      className={styles.form}
    >
      {state.profile ? (
        <TextField id={`${ID}-email`} type="email" label={tCommon('email')} hint={t('emailFromProvider')} value={state.profile.email} readOnly />
      ) : null}
      <div className={styles.grid}>
        <CustomerFieldInputs idPrefix={ID} fields={customerFields} options={options} register={register} errorOf={fieldError} />
      </div>
      <ConsentFields idPrefix={ID} register={register} errorOf={fieldError} privacyHref={privacyHref} />
      <FormResult ref={messageRef} result={result} />
      <AuthSubmit busy={busy} label={t('submit')} busyLabel={t('submitting')} />
    </FormFrame>
  );
}
