'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CustomFormFields, customFormErrorValues, fieldId } from '@/components/forms/CustomFormFields';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { useFormCaptcha } from '@/components/forms/use-form-captcha';
import { CAPTCHA_FIELD } from '@/lib/api/contact';
import type { CaptchaConfig } from '@/lib/captcha/recaptcha';
import type { CustomForm } from '@/lib/api/schemas';
import type { SignupBody } from '@/lib/api/schemas/customer';
import { loginHref } from '@/lib/auth/redirect';
import { customFormDefaults } from '@/lib/schemas/custom-form';
import { customerFieldValue, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';
import { INVITATION_CODE_MAX, signupSchema } from '@/lib/schemas/signup';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { AuthSubmit, ConsentFields, NewPasswordFields, StateScreen, useAuthCatalogues } from './auth-form';
import { CheckInbox } from './CheckInbox';
import { EmailField } from './EmailField';
import { SignedInNotice } from './SignedInNotice';
import { forgetKept, keep, readKept, removeQueryParam } from './use-token';
import { useSession } from '@/lib/stores/session-context';
import { CustomerFieldInputs, customerErrorValues } from './CustomerFieldInputs';
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
  /** the tenant has the private area (the signed-in notice links to it) */
  profileEnabled: boolean;
  /** the tenant's captcha (null: none), which covers sign-up as it covers the contact form */
  captcha: CaptchaConfig | null;
  /** reCAPTCHA's language (`hl`) */
  language: string;
}

type Outcome = { kind: 'sent'; email: string } | { kind: 'ready' };

/**
 * `/registro` and `/registro-invitacion` (docs/product.md#routes, docs/product.md#validation, docs/product.md#errors): the customer fields the tenant uses,
 * email and password, the tenant's register form, and the consents. Every error is shown at
 * once; nothing typed is lost on a failure.
 */
/** Where an invitation link's code is kept in the tab (components/auth/use-token). */
const INVITATION_PLACE = 'invitation-code';

export function SignupForm({ customerFields, options, registerForm, invitation, privacyHref, profileEnabled, captcha: captchaConfig, language }: SignupFormProps) {
  const id = invitation ? 'invitation-signup' : 'signup';
  const t = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tCustomer = useTranslations('CustomerFields');
  const locale = useLocale();
  const router = useRouter();
  const customer = useSession((s) => s.customer);
  const schema = useMemo(() => signupSchema({ customerFields, options, registerForm, invitation }), [customerFields, options, registerForm, invitation]);
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
  const surveyValues = registerForm ? customFormErrorValues(registerForm, 'survey.') : () => undefined;
  const { register, submit, pending, fail, result, fieldError, summaryItems, showSummary, summaryRef, messageRef, setValue, text, focusMessage } = useApiForm({
    schema,
    defaultValues: {
      ...Object.fromEntries(customerFields.map((f) => [f.name, ''])),
      email: '',
      password: '',
      passwordConfirmation: '',
      survey: registerForm ? customFormDefaults(registerForm) : {},
      invitationCode: '',
      privacyPolicy: false,
      dataAuthorization: false,
      consentAdvertising: false,
    },
    fields: order,
    catalogues: useAuthCatalogues(),
    apiErrors: { aliases: { invitation_code: 'invitationCode' } },
    errorValues: (name, rule) =>
      name === 'invitationCode' ? { length: INVITATION_CODE_MAX } : name.startsWith('survey.') ? surveyValues(name, rule) : customerErrorValues(name, rule),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const captchaId = `${id}-captcha`;
  const captcha = useFormCaptcha(captchaConfig, language, captchaId, { text, focusMessage, result });

  useEffect(() => {
    if (!invitation) return;
    // The link's code leaves the address bar at once and is kept in this tab, so
    // that a reload still has it.
    const fromLink = new URLSearchParams(window.location.search).get('code');
    if (fromLink) {
      keep(INVITATION_PLACE, fromLink);
      removeQueryParam('code');
    }
    const code = fromLink ?? readKept(INVITATION_PLACE);
    if (code) setValue('invitationCode', code.slice(0, INVITATION_CODE_MAX));
  }, [invitation, setValue]);

  const own = {
    invitationCode: t('invitationCode'),
    email: tCommon('email'),
    password: t('password'),
    passwordConfirmation: t('passwordConfirmation'),
    privacyPolicy: t('privacyPolicyLabel'),
    dataAuthorization: t('dataAuthorization'),
  };
  const labelOf = (name: string): string => {
    if (name.startsWith('survey.')) return surveyFields.find((f) => `survey.${f.name}` === name)?.label ?? name;
    return customerFields.some((f) => f.name === name) ? tCustomer(name as CustomerFieldUse['name']) : (own[name as keyof typeof own] ?? name);
  };
  const targetOf = (name: string) => (name.startsWith('survey.') ? fieldId(`${id}-survey`, name.slice(7)) : `${id}-${name}`);

  const send = async (values: Record<string, unknown>) => {
    const got = await captcha.token('signup');
    if (got.stop) return;
    const body: SignupBody = {
      customer: {
        ...Object.fromEntries(customerFields.map(({ name }) => [name, customerFieldValue(name, values[name])])),
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
      ...(got.token ? { [CAPTCHA_FIELD]: got.token } : {}),
      locale,
    };
    try {
      const answer = await auth.signup(body);
      captcha.done();
      if (invitation) forgetKept(INVITATION_PLACE);
      setOutcome(answer.emailVerificationRequired ? { kind: 'sent', email: body.customer.email } : { kind: 'ready' });
    } catch (error) {
      if (captcha.refused(error)) return;
      const failure = fail(error);
      // docs/product.md#errors: an existing user is sent to the login page, with a message (no email in the URL).
      if (failure.keys.includes('signup.user_exists')) router.push(loginHref({ notice: 'exists' }));
    }
  };

  // Someone signed in has an account already: the same notice as the sign-in screen, not an empty form.
  if (customer && !outcome) return <SignedInNotice name={customer.name} email={customer.email} profileEnabled={profileEnabled} purpose="signUp" />;
  if (outcome?.kind === 'sent') return <CheckInbox email={outcome.email} />;
  if (outcome?.kind === 'ready') {
    return (
      <StateScreen tone="success" lines={[t('ready')]}>
        <p>
          <Link href={loginHref()} className="button">
            {t('goToLogin')}
          </Link>
        </p>
      </StateScreen>
    );
  }

  return (
    <FormFrame
      id={id}
      onSubmit={(event) => {
        captcha.begin();
        return submit(send)(event);
      }}
      summary={showSummary ? [...summaryItems(labelOf, targetOf), ...(captcha.summaryItem ? [captcha.summaryItem] : [])] : null}
        summaryRef={summaryRef}
      note={tCommon('requiredNote')}
      className={styles.form}
    >
      {invitation ? (
        <TextField
          id={`${id}-invitationCode`}
          label={own.invitationCode}
          hint={t('invitationCodeHint')}
          autoComplete="off"
          spellCheck={false}
          required
          registration={register('invitationCode')}
          error={fieldError('invitationCode')}
        />
      ) : null}

      <h2 className={styles.sectionTitle}>{t('aboutYou')}</h2>
      <div className={styles.grid}>
        <CustomerFieldInputs idPrefix={id} fields={customerFields} options={options} register={register} errorOf={fieldError} />
        <div className={styles.full}>
          <EmailField id={`${id}-email`} hint={t('emailHint')} registration={register('email')} error={fieldError('email')} />
        </div>
      </div>

      <h2 className={styles.sectionTitle}>{t('passwordSection')}</h2>
      <NewPasswordFields idPrefix={id} register={register} errorOf={fieldError} label={own.password} hint={t('passwordHint')} />

      {registerForm ? (
        <>
          <h2 className={styles.sectionTitle}>{registerForm.title}</h2>
          {registerForm.description ? <p className={styles.sectionLead}>{registerForm.description}</p> : null}
          <CustomFormFields
            form={registerForm}
            idPrefix={`${id}-survey`}
            register={(name) => register(`survey.${name}`)}
            errorOf={(name) => fieldError(`survey.${name}`)}
          />
        </>
      ) : null}

      <ConsentFields idPrefix={id} register={register} errorOf={fieldError} privacyHref={privacyHref} />
      <CheckboxField id={`${id}-consentAdvertising`} label={t('consentAdvertising')} registration={register('consentAdvertising')} />

      {captcha.field}

      <FormResult ref={messageRef} result={captcha.shown ? { tone: 'error', lines: [] } : result}>
        {captcha.notice(tCommon('keptHint'))}
      </FormResult>

      <AuthSubmit busy={pending} label={t('submit')} busyLabel={t('submitting')} />
      <p className={styles.note}>
        {t('haveAccount')}{' '}
        <Link href={loginHref()} className={styles.inlineLink}>
          {t('goToLogin')}
        </Link>
      </p>
    </FormFrame>
  );
}
