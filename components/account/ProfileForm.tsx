'use client';

import { profile } from '@/lib/api/browser-calls';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { buildProfileSchema, profileBody, profileDefaults, type ProfileValues } from '@/lib/schemas/profile';
import { applyApiError } from '@/lib/auth/errors';
import { CUSTOMER_FIELD_SPECS, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';
import { useAccount } from './AccountProvider';
import { Field, FormErrors, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'profile';

/**
 * Personal data (SPEC §3, §5): every customer field the tenant uses (GET /customer/structure),
 * in its order, with its controls (dates as date inputs, nationality as a localised country
 * list, gender and user type from the API). All errors at once, the API's 422 errors on their
 * fields, typed values kept on any failure.
 */
export function ProfileForm({
  fields,
  options,
  labels,
  telephoneHint,
}: {
  fields: CustomerFieldUse[];
  options: CustomerFieldOptions;
  /** each field's label (CustomerFields, translated on the server) */
  labels: Record<string, string>;
  telephoneHint: string;
}) {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tForms = useTranslations('Forms');
  const tAccount = useTranslations('Account');
  const message = useErrorText();
  const { customer, setCustomer, refreshSessionCustomer, sessionExpired } = useAccount();
  const schema = useMemo(() => buildProfileSchema(fields, options), [fields, options]);
  const [defaults] = useState(() => profileDefaults(customer, fields));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<ProfileValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ProfileValues>,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitGuard();
  const [summaryRef, focusSummary] = useFocusAfterRender<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const names = fields.map((f) => f.name);

  const save = (values: ProfileValues) =>
    run(async () => {
      setOutcome(null);
      try {
        const updated = await profile.updateCustomer(profileBody(values, fields));
        setCustomer(updated);
        refreshSessionCustomer();
        // What was typed is now what is saved (trimmed as the API keeps it).
        reset(profileDefaults(updated, fields), { keepSubmitCount: false });
        setOutcome({ kind: 'success', lines: [t('saved')] });
        focusStatus();
      } catch (error) {
        const failure = applyApiError(error, setError, names);
        if (failure.kind === 'session_ended') return sessionExpired();
        if (failure.kind === 'validation' && failure.fields.length > 0 && failure.formErrors.length === 0) {
          focusSummary();
          return;
        }
        const lines =
          failure.kind === 'validation' || failure.kind === 'rate_limited'
            ? [tApi('profileUpdateFailed'), ...failure.formErrors.map((key) => message(key))]
            : [tApi('profileUpdateFailed'), isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')];
        setOutcome({ kind: 'error', lines: [...lines, tAccount('keptHint')] });
        if (failure.fields.length > 0) focusSummary();
        else focusStatus();
      }
    });

  const label = (name: string) => labels[name] ?? name;
  // A 422 sends plain keys (`validation.max`): the field's own limits fill the sentence.
  const errorOf = (name: string) => {
    const rules = CUSTOMER_FIELD_SPECS[name as CustomerFieldUse['name']]?.rules ?? {};
    const length = rules.max ?? rules.min ?? rules.digits ?? undefined;
    return message(errors[name]?.message, length === undefined || length === null ? undefined : { length });
  };
  const items: ErrorSummaryItem[] = names
    .filter((name) => errors[name]?.message)
    .map((name) => ({ targetId: `${ID}-${name}`, label: label(name), message: errorOf(name) }));

  return (
    <form
      className={formStyles.form}
      noValidate
      aria-describedby={`${ID}-required-note`}
      onSubmit={(event) =>
        handleSubmit(save, () => {
          setOutcome(null);
          focusSummary();
        })(event)
      }
    >
      {submitCount > 0 || items.length > 0 ? <FormErrors id={`${ID}-errors`} items={items} focusRef={summaryRef} /> : null}
      <p id={`${ID}-required-note`} className={formStyles.note}>
        {tAccount('requiredNote')}
      </p>
      <div className={styles.fieldGrid}>
        {fields.map(({ name, required }) => {
          const spec = CUSTOMER_FIELD_SPECS[name];
          const error = errorOf(name);
          const hint = name === 'telephone' ? telephoneHint : null;
          const ids = fieldIds(`${ID}-${name}`, error, hint);
          const common = {
            id: ids.id,
            'aria-invalid': error ? (true as const) : undefined,
            'aria-describedby': ids.describedBy,
            required,
            autoComplete: spec.autoComplete ?? 'off',
            className: formStyles.input,
            ...register(name),
          };
          let control;
          if (spec.control === 'select') {
            const choices = options[spec.choices ?? 'types'];
            control = (
              <select {...common}>
                <option value="">{tForms('selectPlaceholder')}</option>
                {choices.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            );
          } else if (spec.control === 'textarea') {
            control = <textarea rows={4} {...common} />;
          } else {
            const type = spec.control === 'tel' ? 'tel' : spec.control === 'date' ? 'date' : 'text';
            control = <input type={type} inputMode={spec.inputMode} {...common} />;
          }
          return (
            <div key={name} className={spec.control === 'textarea' ? styles.fieldWide : undefined}>
              <Field id={ids.id} label={label(name)} required={required} error={error} hint={hint}>
                {control}
              </Field>
            </div>
          );
        })}
      </div>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
