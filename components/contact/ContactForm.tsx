'use client';

import { contact } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { CaptchaField } from '@/components/forms/Captcha';
import { CustomFormFields, fieldId, useFieldErrorMessage } from '@/components/forms/CustomFormFields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { useValidationMessage } from '@/components/forms/use-validation-message';
import { CAPTCHA_FIELD } from '@/lib/api/contact';
import { isApiError } from '@/lib/api/errors';
import type { CustomForm } from '@/lib/api/schemas';
import { CaptchaError, type CaptchaConfig } from '@/lib/captcha/recaptcha';
import { useRecaptcha } from '@/lib/captcha/use-recaptcha';
import { buildCustomFormSchema, customFormDefaults, type CustomFormValues } from '@/lib/schemas/custom-form';
import { validationMessage } from '@/lib/schemas/validation';
import styles from '@/components/forms/Form.module.css';

const ID = 'contact';
const CAPTCHA_ID = `${ID}-captcha`;

/** What the message area next to the submit button says after a submit. */
type Outcome =
  | { kind: 'success' }
  | { kind: 'failed'; network: boolean }
  | { kind: 'captchaLoad' }
  | { kind: 'captchaExecute' };

/**
 * The contact form (SPEC §2, §5, §7): rendered from the organiser's definition, validated in the
 * browser with the SPEC §5 rules (zod schema built from the definition) and again by the API,
 * whose 422 field errors land on the same fields. Nothing the visitor typed is lost on a
 * failure (validation, captcha, network, server); it is cleared only after a successful send.
 */
export function ContactForm({ form, captcha: captchaConfig, language }: { form: CustomForm; captcha: CaptchaConfig | null; language: string }) {
  const t = useTranslations('Contact');
  const tErrors = useTranslations('ApiErrors');
  const tForms = useTranslations('Forms');
  const validation = useValidationMessage();
  const errorMessage = useFieldErrorMessage();
  const schema = useMemo(() => buildCustomFormSchema(form), [form]);
  const defaults = useMemo(() => customFormDefaults(form), [form]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, submitCount },
  } = useForm<CustomFormValues>({
    // The schema's input is "anything a control can hold"; its output is what is sent.
    resolver: zodResolver(schema) as unknown as Resolver<CustomFormValues>,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const captcha = useRecaptcha(captchaConfig, language);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  // A second click while the first send is in flight does nothing (state updates are too late).
  const inFlight = useRef(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const [announce, setAnnounce] = useState(0);

  // Move the focus to the message after a submit outcome, so it is read out and seen.
  useEffect(() => {
    if (announce > 0) messageRef.current?.focus();
  }, [announce]);

  const tell = (next: Outcome) => {
    setOutcome(next);
    setAnnounce((n) => n + 1);
  };

  const send = async (values: CustomFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setOutcome(null);
    try {
      let token: string | null;
      try {
        token = await captcha.getToken('contact');
      } catch (error) {
        tell({ kind: error instanceof CaptchaError && error.kind === 'execute' ? 'captchaExecute' : 'captchaLoad' });
        return;
      }
      if (captchaConfig?.type === 'v2' && !token) {
        setCaptchaMissing(true);
        document.getElementById(CAPTCHA_ID)?.focus();
        return;
      }
      await contact.sendContactMessage(form.uuid, { ...values, [CAPTCHA_FIELD]: token });
      reset(defaults);
      captcha.reset();
      tell({ kind: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'validation' && applyServerErrors(error.fieldErrors)) return;
      const network = isApiError(error) && (error.code === 'network' || error.code === 'timeout');
      tell({ kind: 'failed', network });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** A 422's field errors onto their fields; false when none of them belongs to a field. */
  const applyServerErrors = (fieldErrors: Record<string, string[]>): boolean => {
    const names = form.fields.map((f) => f.name).filter((name) => fieldErrors[name]?.length);
    for (const name of names) setError(name, { type: 'server', message: fieldErrors[name]![0] });
    if (fieldErrors[CAPTCHA_FIELD]?.length) setCaptchaMissing(true);
    if (names.length === 0) return false;
    setFocus(names[0]!);
    return true;
  };

  const onInvalid = () => {
    setOutcome(null);
    if (captchaConfig?.type === 'v2' && !captcha.solved) setCaptchaMissing(true);
  };

  // Ticking the v2 box clears its error.
  const captchaError = captchaMissing && !captcha.solved ? validation(validationMessage('required')) : '';
  const summary: ErrorSummaryItem[] = form.fields
    .filter((field) => errors[field.name]?.message)
    .map((field) => ({
      targetId: fieldId(ID, field.name),
      label: field.label,
      message: errorMessage(field, errors[field.name]?.message as string),
    }));
  if (captchaError) summary.push({ targetId: CAPTCHA_ID, label: tForms('captchaLabel'), message: captchaError });

  // Without a submit outcome, a captcha script that could not be loaded is still worth saying.
  const shown: Outcome | null = outcome ?? (captcha.status === 'load-failed' ? { kind: 'captchaLoad' } : null);
  const afterSubmit = outcome !== null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => handleSubmit(send, onInvalid)(event)} aria-describedby={`${ID}-required-note`}>
      {submitCount > 0 ? <ErrorSummary id={`${ID}-errors`} items={summary} headingLevel={3} /> : null}
      <p id={`${ID}-required-note`} className={styles.note}>
        {t('requiredNote')}
      </p>
      <CustomFormFields form={form} idPrefix={ID} register={register} errors={errors} />
      {captchaConfig ? <CaptchaField id={CAPTCHA_ID} type={captchaConfig.type} status={captcha.status} attachWidget={captcha.attachWidget} error={captchaError} /> : null}

      <div
        ref={messageRef}
        tabIndex={-1}
        role={shown?.kind === 'success' ? 'status' : 'alert'}
        className={shown ? `${styles.message} ${shown.kind === 'success' ? styles.messageSuccess : styles.messageError}` : undefined}
      >
        {shown?.kind === 'success' ? <p>{t('success')}</p> : null}
        {shown?.kind === 'failed' ? (
          <>
            <p>{tErrors('contactFailed')}</p>
            <p>{shown.network ? t('networkHint') : t('keptHint')}</p>
          </>
        ) : null}
        {shown?.kind === 'captchaExecute' ? (
          <>
            <p>{tErrors('captchaExecuteFailed')}</p>
            <p>{t('keptHint')}</p>
          </>
        ) : null}
        {shown?.kind === 'captchaLoad' ? (
          <>
            <p>{tErrors('captchaLoadFailed')}</p>
            {afterSubmit ? <p>{t('keptHint')}</p> : null}
            <button type="button" className={`button button-secondary ${styles.retry}`} onClick={captcha.retry}>
              {tForms('captchaRetry')}
            </button>
          </>
        ) : null}
      </div>

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={sending || undefined}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
