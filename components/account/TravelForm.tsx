'use client';

import { profile } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import type { CustomerExtra } from '@/lib/api/schemas';
import { extraFieldAliases, TRANSPORTS, TRAVEL_FIELDS, travelBody, travelDefaults, travelSchema, type ExtraFieldSpec, type TravelValues } from '@/lib/schemas/customer-extra';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Field, FormErrors, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'travel';
type Name = keyof TravelValues;
const ACCOMMODATION: Name[] = ['accommodationNeeded', 'checkIn', 'checkOut', 'hotel', 'accommodationNotes'];
const TRAVEL: Name[] = ['travelNeeded', 'origin', 'arrival', 'departure', 'transport', 'travelNotes'];
/** API field (`accommodation.notes`) → form field. */
const ALIASES = extraFieldAliases(TRAVEL_FIELDS);
/** A text field's length limit, for a 422's plain `validation.max`. */
const limitOf = (name: Name): number | undefined => {
  const spec: ExtraFieldSpec = TRAVEL_FIELDS[name];
  return spec.rules?.max ?? undefined;
};

/** Accommodation and travel (where the tenant offers it): what the organiser books for the attendee. */
export function TravelForm({ extra }: { extra: CustomerExtra | null }) {
  const t = useTranslations('AccountExtra');
  const tApi = useTranslations('ApiErrors');
  const tForms = useTranslations('Forms');
  const tAccount = useTranslations('Account');
  const message = useErrorText();
  const { sessionExpired } = useAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<TravelValues>({
    resolver: zodResolver(travelSchema) as unknown as Resolver<TravelValues>,
    defaultValues: travelDefaults(extra),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitGuard();
  const [summaryRef, focusSummary] = useFocusAfterRender<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = (values: TravelValues) =>
    run(async () => {
      setOutcome(null);
      try {
        const saved = await profile.saveCustomerExtra(travelBody(values));
        reset(travelDefaults(saved));
        setOutcome({ kind: 'success', lines: [t('travel.saved')] });
        focusStatus();
      } catch (error) {
        const failure = applyApiError(error, setError, [...ACCOMMODATION, ...TRAVEL], { aliases: ALIASES });
        if (failure.kind === 'session_ended') return sessionExpired();
        if (failure.kind === 'validation' && failure.formErrors.length === 0) return focusSummary();
        setOutcome({
          kind: 'error',
          lines: [
            tApi('profileUpdateFailed'),
            ...(failure.kind === 'unavailable' ? [isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')] : failure.formErrors.map((k) => message(k))),
            tAccount('keptHint'),
          ],
        });
        focusStatus();
      }
    });

  const label = (name: Name) => t(`travel.fields.${name}`);
  const errorOf = (name: Name) => {
    const key = errors[name]?.message;
    // The API files "check-out before check-in" as validation.min on checkOut.
    if (name === 'checkOut' && key === 'validation.min') return message('account.checkOutBeforeCheckIn');
    const max = limitOf(name);
    return message(key, max ? { length: max } : undefined);
  };
  const items: ErrorSummaryItem[] = [...ACCOMMODATION, ...TRAVEL]
    .filter((name) => errors[name]?.message)
    .map((name) => ({ targetId: `${ID}-${name}`, label: label(name), message: errorOf(name) }));

  const control = (name: Name, kind: 'text' | 'date' | 'datetime-local' | 'textarea' | 'checkbox' | 'transport', autoComplete = 'off') => {
    const error = errorOf(name);
    const hint = name === 'accommodationNeeded' || name === 'travelNeeded' ? t(`travel.hints.${name}`) : null;
    const ids = fieldIds(`${ID}-${name}`, error, hint);
    const common = {
      id: ids.id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': ids.describedBy,
      ...register(name),
    };
    let input;
    if (kind === 'checkbox') input = <input type="checkbox" className={formStyles.checkbox} {...common} />;
    else if (kind === 'textarea') input = <textarea rows={3} className={formStyles.input} {...common} />;
    else if (kind === 'transport')
      input = (
        <select className={formStyles.input} {...common}>
          <option value="">{tForms('selectPlaceholder')}</option>
          {TRANSPORTS.map((mode) => (
            <option key={mode} value={mode}>
              {t(`travel.transports.${mode}`)}
            </option>
          ))}
        </select>
      );
    else input = <input type={kind} className={formStyles.input} autoComplete={autoComplete} {...common} />;
    return (
      <div className={kind === 'textarea' || kind === 'checkbox' ? styles.fieldWide : undefined}>
        <Field id={ids.id} label={label(name)} error={error} hint={hint} check={kind === 'checkbox'}>
          {input}
        </Field>
      </div>
    );
  };

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) =>
        handleSubmit(save, () => {
          setOutcome(null);
          focusSummary();
        })(event)
      }
    >
      {submitCount > 0 || items.length > 0 ? <FormErrors id={`${ID}-errors`} items={items} focusRef={summaryRef} /> : null}
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('travel.accommodationLegend')}</legend>
        <div className={styles.fieldGrid}>
          {control('accommodationNeeded', 'checkbox')}
          {control('checkIn', 'date')}
          {control('checkOut', 'date')}
          {control('hotel', 'text')}
          {control('accommodationNotes', 'textarea')}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('travel.travelLegend')}</legend>
        <div className={styles.fieldGrid}>
          {control('travelNeeded', 'checkbox')}
          {control('origin', 'text', 'address-level2')}
          {control('transport', 'transport')}
          {control('arrival', 'datetime-local')}
          {control('departure', 'datetime-local')}
          {control('travelNotes', 'textarea')}
        </div>
      </fieldset>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('travel.save')}
        </button>
      </div>
    </form>
  );
}
