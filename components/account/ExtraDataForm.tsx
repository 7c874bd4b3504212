'use client';

import { profile } from '@/lib/api/browser-calls';
import { useMemo } from 'react';
import { get } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CustomerExtra } from '@/lib/api/schemas';
import {
  ACADEMIC_FIELDS,
  extraBody,
  extraDefaults,
  extraFieldAliases,
  extraFormSchema,
  orderMessageOf,
  TRAVEL_FIELDS,
  type ExtraFields,
  type ExtraFieldSpec,
  type ExtraSection,
} from '@/lib/schemas/customer-extra';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';
import { DateTimeField } from './DateTimeField';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

/** The optional extra-data forms: their field tables (lib/schemas/customer-extra.ts) and texts (AccountExtra.<form>). */
const FORMS = { travel: TRAVEL_FIELDS, academic: ACADEMIC_FIELDS } as const;
export type ExtraForm = keyof typeof FORMS;

/**
 * Accommodation and travel, or academic registration (where the tenant offers them): one form
 * drawn from its field table — one group per API section when there are several, each field with
 * the control its table names — saved with POST /customer/save-personal-information-extra.
 */
export function ExtraDataForm({ form, extra }: { form: ExtraForm; extra: CustomerExtra | null }) {
  const fields = FORMS[form];
  const specs: ExtraFields = fields;
  const t = useTranslations('AccountExtra');
  const tApi = useTranslations('ApiErrors');
  type Key = Parameters<typeof t>[0];
  const names = Object.keys(fields);
  const schema = useMemo(() => extraFormSchema(fields), [fields]);
  const { submit, succeed, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register, text, formState } = useAccountForm({
    schema,
    defaultValues: extraDefaults(fields, extra),
    fields: names,
    apiErrors: { aliases: extraFieldAliases(fields) },
    failure: tApi('profileUpdateFailed'),
    keptHint: true,
  });

  const save = submit(async (values) => {
    const saved = await profile.saveCustomerExtra(extraBody(fields, values));
    succeed([t(`${form}.saved`)], extraDefaults(fields, saved));
  });

  const label = (name: string) => t(`${form}.fields.${name}` as Key);
  const errorOf = (name: string) => {
    // The API files "check-out before check-in" as validation.min on the later date.
    const key: unknown = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
    const order = key === 'validation.min' ? orderMessageOf(fields, name) : null;
    if (order) return text(order);
    // A 422 sends a plain `validation.max`: the field's own limit fills the sentence.
    const max = specs[name]!.rules?.max;
    return fieldError(name, max ? { length: max } : undefined);
  };

  const control = (name: string) => {
    const spec: ExtraFieldSpec = specs[name]!;
    const common = { id: `${form}-${name}`, label: label(name), error: errorOf(name), registration: register(name) };
    const hint = spec.hint ? t(`${form}.hints.${name}` as Key) : undefined;
    const wide = spec.control === 'textarea' || spec.control === 'checkbox';
    let input;
    if (spec.control === 'checkbox') input = <CheckboxField {...common} hint={hint} />;
    else if (spec.control === 'textarea') input = <TextAreaField {...common} hint={hint} rows={3} />;
    else if (spec.control === 'date') input = <DateField {...common} hint={hint} />;
    else if (spec.control === 'datetime') input = <DateTimeField {...common} hint={hint} />;
    else if (spec.control === 'select')
      // The only select of these forms is the travel's means of transport (AccountExtra.travel.transports).
      input = <SelectField {...common} hint={hint} options={(spec.choices ?? []).map((value) => ({ value, label: t(`${form}.transports.${value}` as Key) }))} />;
    else input = <TextField {...common} hint={hint} autoComplete={spec.autoComplete ?? 'off'} />;
    return (
      <div key={name} className={wide ? styles.fieldWide : undefined}>
        {input}
      </div>
    );
  };

  const sections = [...new Set(Object.values(specs).map((spec) => spec.section))];
  const inSection = (section: ExtraSection) => names.filter((name) => specs[name]!.section === section);

  return (
    <form className={formStyles.form} noValidate onSubmit={save}>
      {showSummary ? (
        <ErrorSummary ref={summaryRef} id={`${form}-errors`} headingLevel={3} items={summaryItems(label, (name) => `${form}-${name}`, errorOf)} />
      ) : null}
      {sections.length > 1 ? (
        sections.map((section) => (
          <fieldset key={section} className={styles.group}>
            <legend className={styles.groupTitle}>{t(`${form}.${section}Legend` as Key)}</legend>
            <div className={styles.fieldGrid}>{inSection(section).map(control)}</div>
          </fieldset>
        ))
      ) : (
        <div className={styles.fieldGrid}>{names.map(control)}</div>
      )}
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t(`${form}.save`)} />
    </form>
  );
}
