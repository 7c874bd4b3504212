'use client';

import { contact } from '@/lib/api/browser-calls';
import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CaptchaField } from '@/components/forms/Captcha';
import { CustomFormFields, customFormErrorValues, fieldId } from '@/components/forms/CustomFormFields';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { CAPTCHA_FIELD } from '@/lib/api/contact';
import { isApiError } from '@/lib/api/errors';
import type { CustomForm } from '@/lib/api/schemas';
import { isConnectionFailure } from '@/lib/auth/errors';
import { CaptchaError, type CaptchaConfig } from '@/lib/captcha/recaptcha';
import { useRecaptcha } from '@/lib/captcha/use-recaptcha';
import { buildCustomFormSchema, customFormDefaults } from '@/lib/schemas/custom-form';
import { validationMessage } from '@/lib/schemas/validation';
import styles from '@/components/forms/Form.module.css';

const ID = 'contact';
const CAPTCHA_ID = `${ID}-captcha`;
/** The API's 422 key for a missing or invalid captcha token (demo-api/captcha.ts). */
const CAPTCHA_REJECTED = validationMessage('captcha');

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
  const schema = useMemo(() => buildCustomFormSchema(form), [form]);
  const defaults = useMemo(() => customFormDefaults(form), [form]);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);
  const { register, submit, pending, result, succeed, fail, messageRef, focusMessage, summaryRef, showSummary, summaryItems, fieldError, text } = useApiForm({
    schema,
    defaultValues: defaults,
    fields: names,
    invalidFocus: 'field',
    errorValues: customFormErrorValues(form),
  });
  const captcha = useRecaptcha(captchaConfig, language);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // A captcha failure on submit: its message stays with the "kept" line until the next submit.
  // 'rejected': the API refused the token (422 on g-recaptcha-response: missing, forged,
  // expired or already used).
  const [captchaFailure, setCaptchaFailure] = useState<'load' | 'execute' | 'rejected' | null>(null);

  const send = async (values: Record<string, unknown>) => {
    let token: string | null;
    try {
      token = await captcha.getToken('contact');
    } catch (error) {
      setCaptchaFailure(error instanceof CaptchaError && error.kind === 'execute' ? 'execute' : 'load');
      focusMessage();
      return;
    }
    if (captchaConfig?.type === 'v2' && !token) {
      setCaptchaMissing(true);
      document.getElementById(CAPTCHA_ID)?.focus();
      return;
    }
    try {
      await contact.sendContactMessage(form.uuid, { ...values, [CAPTCHA_FIELD]: token });
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fieldErrors[CAPTCHA_FIELD]?.length) {
        // A v2 token is single-use: the box is cleared, to be ticked again.
        captcha.reset();
        setCaptchaFailure('rejected');
        focusMessage();
        return;
      }
      // A 422 on the fields speaks there; any other failure says the message was not sent.
      fail(error, {
        lines: (failure) =>
          failure.kind === 'validation' && failure.fields.length > 0 ? [] : [tErrors('contactFailed'), isConnectionFailure(error) ? t('networkHint') : t('keptHint')],
      });
      return;
    }
    captcha.reset();
    succeed([t('success')], defaults);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    setCaptchaFailure(null);
    if (captchaConfig?.type === 'v2' && !captcha.solved) setCaptchaMissing(true);
    return submit(send)(event);
  };

  // Ticking the v2 box clears its error.
  const captchaError = captchaMissing && !captcha.solved ? text(validationMessage('required')) : '';
  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const summary = summaryItems((name) => labels[name] ?? name, (name) => fieldId(ID, name));
  if (captchaError) summary.push({ targetId: CAPTCHA_ID, label: tForms('captchaLabel'), message: captchaError });

  // Without a submit outcome, a captcha script that could not be loaded is still worth saying.
  const captchaShown = captchaFailure ?? (result === null && captcha.status === 'load-failed' ? 'load' : null);

  return (
    <FormFrame id={ID} onSubmit={onSubmit} summary={showSummary ? summary : null}
        summaryRef={summaryRef} note={t('requiredNote')} headingLevel={3}>
      <CustomFormFields form={form} idPrefix={ID} register={(name) => register(name)} errorOf={(name) => fieldError(name)} />
      {captchaConfig ? <CaptchaField id={CAPTCHA_ID} type={captchaConfig.type} status={captcha.status} widget={captcha.widget} attachWidget={captcha.attachWidget} error={captchaError} /> : null}

      <FormResult ref={messageRef} result={captchaShown ? { tone: 'error', lines: [] } : result}>
        {captchaShown === 'execute' ? (
          <>
            <p>{tErrors('captchaExecuteFailed')}</p>
            <p>{t('keptHint')}</p>
          </>
        ) : null}
        {captchaShown === 'rejected' ? (
          <>
            <p>{text(CAPTCHA_REJECTED)}</p>
            <p>{t('keptHint')}</p>
          </>
        ) : null}
        {captchaShown === 'load' ? (
          <>
            <p>{tErrors('captchaLoadFailed')}</p>
            {captchaFailure ? <p>{t('keptHint')}</p> : null}
            {captcha.misconfigured ? null : <button type="button" className={`button button-secondary ${styles.retry}`} onClick={() => {
              // A new attempt: the last failure's message gives way to what this one brings.
              setCaptchaFailure(null);
              captcha.retry();
            }}>
              {tForms('captchaRetry')}
            </button>}
          </>
        ) : null}
      </FormResult>

      <div className={styles.actions}>
        <SubmitButton busy={pending} label={t('send')} busyLabel={t('sending')} />
      </div>
    </FormFrame>
  );
}
