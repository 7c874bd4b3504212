'use client';

import { contact } from '@/lib/api/browser-calls';
import { useMemo, type BaseSyntheticEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CustomFormFields, customFormErrorValues, fieldId } from '@/components/forms/CustomFormFields';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { useFormCaptcha } from '@/components/forms/use-form-captcha';
import { CAPTCHA_FIELD } from '@/lib/api/contact';
import type { CustomForm } from '@/lib/api/schemas';
import { isConnectionFailure } from '@/lib/auth/errors';
import type { CaptchaConfig } from '@/lib/captcha/recaptcha';
import { buildCustomFormSchema, customFormDefaults } from '@/lib/schemas/custom-form';
import styles from '@/components/forms/Form.module.css';

const ID = 'contact';
const CAPTCHA_ID = `${ID}-captcha`;

/**
 * The contact form (docs/product.md#routes, docs/product.md#validation, docs/product.md#calls): rendered from the organiser's definition, validated in the
 * browser with the docs/product.md#validation rules (zod schema built from the definition) and again by the API,
 * whose 422 field errors land on the same fields. Nothing the visitor typed is lost on a
 * failure (validation, captcha, network, server); it is cleared only after a successful send.
 */
export function ContactForm({ form, captcha: captchaConfig, language }: { form: CustomForm; captcha: CaptchaConfig | null; language: string }) {
  const t = useTranslations('Contact');
  const tErrors = useTranslations('ApiErrors');
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
  const captcha = useFormCaptcha(captchaConfig, language, CAPTCHA_ID, { text, focusMessage, result });

  const send = async (values: Record<string, unknown>) => {
    const got = await captcha.token('contact');
    if (got.stop) return;
    try {
      await contact.sendContactMessage(form.uuid, { ...values, [CAPTCHA_FIELD]: got.token });
    } catch (error) {
      if (captcha.refused(error)) return;
      // A 422 on the fields speaks there; any other failure says the message was not sent.
      fail(error, {
        lines: (failure) =>
          failure.kind === 'validation' && failure.fields.length > 0 ? [] : [tErrors('contactFailed'), isConnectionFailure(error) ? t('networkHint') : t('keptHint')],
      });
      return;
    }
    captcha.done();
    succeed([t('success')], defaults);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    captcha.begin();
    return submit(send)(event);
  };

  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const summary = summaryItems((name) => labels[name] ?? name, (name) => fieldId(ID, name));
  if (captcha.summaryItem) summary.push(captcha.summaryItem);

  return (
    <FormFrame id={ID} onSubmit={onSubmit} summary={showSummary ? summary : null}
        summaryRef={summaryRef} note={t('requiredNote')} headingLevel={3}>
      <CustomFormFields form={form} idPrefix={ID} register={(name) => register(name)} errorOf={(name) => fieldError(name)} />
      {captcha.field}

      <FormResult ref={messageRef} result={captcha.shown ? { tone: 'error', lines: [] } : result}>
        {captcha.notice(t('keptHint'))}
      </FormResult>

      <div className={styles.actions}>
        <SubmitButton busy={pending} label={t('send')} busyLabel={t('sending')} />
      </div>
    </FormFrame>
  );
}
