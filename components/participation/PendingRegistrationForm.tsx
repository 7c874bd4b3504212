'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { customForms } from '@/lib/api/lazy-browser-calls';
import type { CustomForm, FormAnswers, RegistrationState, SessionForm, SessionFormField } from '@/lib/api/schemas';
import { isRegistrationState } from '@/lib/api/custom-forms';
import { buildCustomFormSchema, customFormDefaults, type CustomFormValues } from '@/lib/schemas/custom-form';
import { CustomFormFields, customFormErrorValues, fieldId } from '@/components/forms/CustomFormFields';
import { RadioGroupField } from '@/components/forms/fields';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from './Registration.module.css';

const ID = 'registration-form';

/** Questions drawn as a group of radio buttons (the kit's CustomFormFields draws the custom form types). */
const RADIO_TYPES = new Set<SessionFormField['type']>(['choice', 'scale']);

/**
 * A pending registration's form (docs/product.md#states "can be pending; the user may resume"): the session's
 * registration form drawn from its definition, prefilled with the saved draft. "Save for later"
 * keeps the answers without the required rules; "Complete" checks them (docs/product.md#validation, the same rules
 * as the API) and confirms the seat. Loaded lazily by Registration: only a visitor who opens it
 * downloads the form code.
 */
export default function PendingRegistrationForm({
  conferenceId,
  formId,
  answers,
  onState,
}: {
  conferenceId: number;
  formId: number;
  answers: Record<string, unknown> | null;
  /** the registration after a save: still pending (draft) or confirmed, with the sentence to say */
  onState: (state: RegistrationState, message: string) => void;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const [form, setForm] = useState<SessionForm | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    customForms
      .getSessionForm(formId)
      .then((answer) => active && setForm(answer))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [formId]);

  if (failed) return <p role="alert">{tErrors('loadingError')}</p>;
  if (!form) return <p className={styles.status}>{t('loading')}</p>;
  return <RegistrationFormFields form={form} conferenceId={conferenceId} answers={answers} onState={onState} />;
}

/** Saved answers as the form holds them: scales as strings (radio values), files dropped. */
function prefill(form: SessionForm, answers: Record<string, unknown> | null): CustomFormValues {
  const values = customFormDefaults(asCustomForm(form));
  for (const field of form.fields) {
    const saved = answers?.[field.name];
    if (typeof saved === 'string' || typeof saved === 'boolean') values[field.name] = saved;
    else if (typeof saved === 'number') values[field.name] = String(saved);
  }
  return values;
}

/** What the API takes: scales as integers, empty files as null. */
function toAnswers(form: SessionForm, values: Record<string, unknown>): FormAnswers {
  const out: FormAnswers = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type === 'scale') out[field.name] = value === '' || value == null ? null : Number(value);
    else if (typeof value === 'string' || typeof value === 'boolean') out[field.name] = value;
    else out[field.name] = null;
  }
  return out;
}

/**
 * The kit's custom-form helpers know the contact/sign-up types; a registration form's questions
 * are those plus choice, scale and date, which validate as text (a required choice is a non-empty
 * value) and are drawn here.
 */
function asCustomForm(form: SessionForm): Pick<CustomForm, 'fields'> {
  return { fields: form.fields.map((f) => ({ ...f, type: RADIO_TYPES.has(f.type) || f.type === 'date' ? 'text' : f.type })) as CustomForm['fields'] };
}

function RegistrationFormFields({
  form,
  conferenceId,
  answers,
  onState,
}: {
  form: SessionForm;
  conferenceId: number;
  answers: Record<string, unknown> | null;
  onState: (state: RegistrationState, message: string) => void;
}) {
  const t = useTranslations('Registration');
  const plain = useMemo(() => asCustomForm(form), [form]);
  const schema = useMemo(() => buildCustomFormSchema(plain), [plain]);
  const names = useMemo(() => form.fields.map((f) => f.name), [form]);
  const defaults = useMemo(() => prefill(form, answers), [form, answers]);
  const { register, submit, pending, result, succeed, fail, getValues, summaryRef, messageRef, showSummary, fieldError, summaryItems } = useApiForm({
    schema,
    defaultValues: defaults,
    fields: names,
    errorValues: customFormErrorValues(plain),
  });
  const [saving, setSaving] = useState(false);

  const send = async (values: Record<string, unknown>, draft: boolean) => {
    const answer = await customForms.completeConferenceForm({
      custom_form_id: form.id,
      conference_id: conferenceId,
      survey: toAnswers(form, values),
      ...(draft ? { draft: true } : {}),
    });
    if (!isRegistrationState(answer)) throw new Error('the registration form answered a survey answer');
    return answer;
  };

  const saveDraft = async () => {
    if (saving || pending) return;
    setSaving(true);
    try {
      const values = getValues() as Record<string, unknown>;
      const answer = await send(values, true);
      succeed([t('draftSaved')], values as CustomFormValues);
      onState(answer, t('draftSaved'));
    } catch (error) {
      fail(error, { trail: [t('keptTyped')] });
    } finally {
      setSaving(false);
    }
  };

  const label = (name: string) => form.fields.find((f) => f.name === name)?.label ?? name;
  const errorOf = (name: string) => fieldError(name);

  return (
    <FormFrame
      id={ID}
      onSubmit={submit(async (values) => {
        try {
          const answer = await send(values as Record<string, unknown>, false);
          onState(answer, t('completedDone'));
        } catch (error) {
          fail(error, { trail: [t('keptTyped')] });
        }
      })}
      summary={showSummary ? summaryItems(label, (name) => fieldId(ID, name)) : null}
      summaryRef={summaryRef}
      note={t('requiredNote')}
      headingLevel={3}
    >
      <h3 className={styles.formTitle}>{form.title}</h3>
      {form.description ? <p>{form.description}</p> : null}
      {form.fields.map((field) =>
        RADIO_TYPES.has(field.type) ? (
          <RadioGroupField
            key={field.name}
            id={fieldId(ID, field.name)}
            label={field.label}
            hint={field.help}
            required={field.required}
            error={errorOf(field.name)}
            registration={register(field.name)}
            options={
              field.type === 'scale' && field.scale
                ? Array.from({ length: field.scale.max - field.scale.min + 1 }, (_, i) => {
                    const n = String(field.scale!.min + i);
                    return { value: n, label: n };
                  })
                : field.options
            }
          />
        ) : (
          <CustomFormFields
            key={field.name}
            form={{ fields: plain.fields.filter((f) => f.name === field.name).map((f) => ({ ...f, type: field.type === 'date' ? ('date' as never) : f.type })) }}
            idPrefix={ID}
            register={(name) => register(name)}
            errorOf={errorOf}
          />
        ),
      )}
      <FormResult ref={messageRef} result={result} />
      <div className={styles.actions}>
        <SubmitButton busy={pending} label={t('completeSubmit')} busyLabel={t('working')} />
        <button type="button" className="button button-secondary" onClick={() => void saveDraft()} aria-disabled={saving || undefined}>
          {saving ? t('working') : t('saveDraft')}
        </button>
      </div>
    </FormFrame>
  );
}
