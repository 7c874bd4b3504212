'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CustomFormFields, fieldId, useFieldErrorMessage } from '@/components/forms/CustomFormFields';
import type { CustomForm } from '@/lib/api/schemas';
import type { SignupBody } from '@/lib/api/schemas/customer';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import type { CustomerFieldOptions, CustomerFieldUse } from '@/lib/auth/customer-fields';
import { loginHref } from '@/lib/auth/redirect';
import { signupSchema, type SignupValues } from '@/lib/auth/schemas';
import { customFormDefaults, type CustomFormValues } from '@/lib/schemas/custom-form';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { CheckInbox } from './CheckInbox';
import { CustomerFieldInputs, useCustomerFieldError, useCustomerFieldLabel } from './CustomerFieldInputs';
import { CheckboxField, PasswordField, TextField } from './fields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

export interface SignupFormProps {
  customerFields: CustomerFieldUse[];
  options: CustomerFieldOptions;
  /** the tenant's register form, as the sign-up shows it (lib/auth/server.ts), or null */
  registerForm: CustomForm | null;
  /** `/registro-invitacion`: an invitation code is asked for (prefilled from `?code=`) */
  invitation: boolean;
  /** locale-free path of the privacy policy page */
  privacyHref: string;
}

type Outcome = { kind: 'sent'; email: string } | { kind: 'ready' };

/**
 * `/registro` and `/registro-invitacion` (SPEC §2, §5, §8): the customer fields the tenant uses,
 * email and password, the tenant's register form, and the consents. Every error is shown at
 * once; nothing typed is lost on a failure.
 */
export function SignupForm({ customerFields, options, registerForm, invitation, privacyHref }: SignupFormProps) {
  const id = invitation ? 'invitation-signup' : 'signup';
  const t = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tShared = useTranslations('Common');
  const message = useAuthErrorMessage();
  const customerLabel = useCustomerFieldLabel();
  const customerError = useCustomerFieldError();
  const surveyError = useFieldErrorMessage();
  const locale = useLocale();
  const router = useRouter();
  const schema = useMemo(
    () => signupSchema({ customerFields, options, registerForm, invitation }),
    [customerFields, options, registerForm, invitation],
  );
  const defaults = useMemo<SignupValues>(
    () => ({
      ...Object.fromEntries(customerFields.map((f) => [f.name, ''])),
      email: '',
      password: '',
      passwordConfirmation: '',
      survey: registerForm ? customFormDefaults(registerForm) : {},
      invitationCode: '',
      privacyPolicy: false,
      dataAuthorization: false,
      consentAdvertising: false,
    }),
    [customerFields, registerForm],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, submitCount },
  } = useForm<SignupValues>({
    resolver: zodResolver(schema) as unknown as Resolver<SignupValues>,
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [alert, setAlert] = useState<AuthErrorKey[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!invitation) return;
    const code = new URLSearchParams(window.location.search).get('code');
    if (code) setValue('invitationCode', code.slice(0, 64));
  }, [invitation, setValue]);

  const surveyFields = registerForm?.fields ?? [];
  // The order of the form: where focus and the summary go first.
  const order: string[] = [
    ...(invitation ? ['invitationCode'] : []),
    ...customerFields.map((f) => f.name),
    'email',
    'password',
    'passwordConfirmation',
    ...surveyFields.map((f) => `survey.${f.name}`),
    'privacyPolicy',
    'dataAuthorization',
  ];
  const own: Record<string, string> = {
    invitationCode: t('invitationCode'),
    email: tCommon('email'),
    password: t('password'),
    passwordConfirmation: t('passwordConfirmation'),
    privacyPolicy: t('privacyPolicyLabel'),
    dataAuthorization: t('dataAuthorization'),
  };

  const errorText = (name: string): string => {
    if (name.startsWith('survey.')) {
      const field = surveyFields.find((f) => `survey.${f.name}` === name)!;
      const raw = (errors.survey as FieldErrors<CustomFormValues> | undefined)?.[field.name]?.message;
      return surveyError(field, raw as string | undefined);
    }
    const raw = errors[name]?.message;
    const customer = customerFields.find((f) => f.name === name);
    if (customer) return customerError(customer.name, raw);
    return message(typeof raw === 'string' ? raw : undefined, name === 'invitationCode' ? { length: 64 } : undefined);
  };
  const labelOf = (name: string): string => {
    if (name.startsWith('survey.')) return surveyFields.find((f) => `survey.${f.name}` === name)?.label ?? name;
    const customer = customerFields.find((f) => f.name === name);
    return customer ? customerLabel(customer.name) : (own[name] ?? name);
  };
  const targetOf = (name: string) => (name.startsWith('survey.') ? fieldId(`${id}-survey`, name.slice(7)) : `${id}-${name}`);
  const summary: ErrorSummaryItem[] = order
    .map((name) => ({ name, message: errorText(name) }))
    .filter((e) => e.message)
    .map((e) => ({ targetId: targetOf(e.name), label: labelOf(e.name), message: e.message }));

  const send = (raw: SignupValues) =>
    run(async () => {
      const values = schema.parse(raw) as Record<string, unknown>;
      setAlert([]);
      const customer: Record<string, string | null> = {};
      for (const { name } of customerFields) {
        const v = values[name];
        customer[name] = typeof v === 'string' && v !== '' ? v : null;
      }
      const body: SignupBody = {
        customer: {
          ...customer,
          email: values.email as string,
          password: values.password as string,
          passwordConfirmation: values.passwordConfirmation as string,
        },
        privacyPolicy: values.privacyPolicy === true,
        dataAuthorization: values.dataAuthorization === true,
        consentAdvertising: values.consentAdvertising === true,
        custom_form_id: registerForm?.id ?? null,
        ...(registerForm ? { survey: values.survey as Record<string, unknown> } : {}),
        ...(invitation ? { invitationCode: values.invitationCode as string } : {}),
        locale,
      };
      try {
        const answer = await auth.signup(body);
        setOutcome(answer.emailVerificationRequired ? { kind: 'sent', email: body.customer.email } : { kind: 'ready' });
      } catch (error) {
        const failure = applyApiError(error, setError, order, { aliases: { invitation_code: 'invitationCode' } });
        if (failure.keys.includes('signup.user_exists')) {
          // SPEC §8: an existing user is sent to the login page, with a message (no email in the URL).
          router.push(loginHref({ notice: 'exists' }));
          return;
        }
        setAlert(failure.formErrors);
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  if (outcome?.kind === 'sent') return <CheckInbox email={outcome.email} />;
  if (outcome?.kind === 'ready') {
    return (
      <div className={styles.state}>
        <FormAlert tone="success">
          <p>{t('ready')}</p>
        </FormAlert>
        <p>
          <Link href={loginHref()} className="button">
            {t('goToLogin')}
          </Link>
        </p>
      </div>
    );
  }

  // The survey's controls live under `survey.` in the form; CustomFormFields knows only its names.
  const surveyRegister = ((name: string) => register(`survey.${name}`)) as unknown as UseFormRegister<CustomFormValues>;
  const surveyErrors = (errors.survey ?? {}) as FieldErrors<CustomFormValues>;

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(send, () => {
        setAlert([]);
        focusSummary();
      })}
      aria-describedby={`${id}-required-note`}
    >
      {submitCount > 0 ? <ErrorSummary ref={summaryRef} id={`${id}-errors`} items={summary} /> : null}
      <p id={`${id}-required-note`} className={styles.note}>
        {tCommon('requiredNote')}
      </p>

      {invitation ? (
        <TextField
          id={`${id}-invitationCode`}
          label={own.invitationCode}
          hint={t('invitationCodeHint')}
          autoComplete="off"
          spellCheck={false}
          required
          registration={register('invitationCode')}
          error={errorText('invitationCode')}
        />
      ) : null}

      <h2 className={styles.sectionTitle}>{t('aboutYou')}</h2>
      <div className={styles.grid}>
        <CustomerFieldInputs idPrefix={id} fields={customerFields} options={options} register={register} errors={errors} />
        <div className={styles.full}>
          <TextField
            id={`${id}-email`}
            type="email"
            label={own.email}
            hint={t('emailHint')}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            registration={register('email')}
            error={errorText('email')}
          />
        </div>
      </div>

      <h2 className={styles.sectionTitle}>{t('passwordSection')}</h2>
      <PasswordField
        id={`${id}-password`}
        label={own.password}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
        registration={register('password')}
        error={errorText('password')}
      />
      <PasswordField
        id={`${id}-passwordConfirmation`}
        label={own.passwordConfirmation}
        autoComplete="new-password"
        required
        registration={register('passwordConfirmation')}
        error={errorText('passwordConfirmation')}
      />

      {registerForm ? (
        <>
          <h2 className={styles.sectionTitle}>{registerForm.title}</h2>
          {registerForm.description ? <p className={styles.sectionLead}>{registerForm.description}</p> : null}
          <CustomFormFields form={registerForm} idPrefix={`${id}-survey`} register={surveyRegister} errors={surveyErrors} />
        </>
      ) : null}

      <h2 className={styles.sectionTitle}>{t('consents')}</h2>
      <CheckboxField
        id={`${id}-privacyPolicy`}
        label={t.rich('privacyPolicy', {
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
        id={`${id}-dataAuthorization`}
        label={own.dataAuthorization}
        required
        registration={register('dataAuthorization')}
        error={errorText('dataAuthorization')}
      />
      <CheckboxField id={`${id}-consentAdvertising`} label={t('consentAdvertising')} registration={register('consentAdvertising')} />

      <FormAlert ref={alertRef} tone="error">
        {alert.map((key) => (
          <p key={key}>{message(key)}</p>
        ))}
      </FormAlert>

      <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={pending || undefined}>
        {pending ? t('submitting') : t('submit')}
      </button>
      <p className={styles.note}>
        {t('haveAccount')}{' '}
        <Link href={loginHref()} className={styles.inlineLink}>
          {t('goToLogin')}
        </Link>
      </p>
    </form>
  );
}
