'use client';

import { profile } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import type { CustomerExtra } from '@/lib/api/schemas';
import { ACADEMIC_FIELDS, academicBody, academicDefaults, academicSchema, extraFieldAliases, type AcademicValues } from '@/lib/schemas/customer-extra';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Field, FormErrors, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'academic';
type Name = keyof typeof ACADEMIC_FIELDS;
const FIELDS = Object.keys(ACADEMIC_FIELDS) as Name[];
const ALIASES = extraFieldAliases(ACADEMIC_FIELDS);

/** Academic registration (where the tenant offers it): university, degree, year and student id. */
export function AcademicForm({ extra }: { extra: CustomerExtra | null }) {
  const t = useTranslations('AccountExtra');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const message = useErrorText();
  const { sessionExpired } = useAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<AcademicValues>({
    resolver: zodResolver(academicSchema) as unknown as Resolver<AcademicValues>,
    defaultValues: academicDefaults(extra),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitGuard();
  const [summaryRef, focusSummary] = useFocusAfterRender<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = (values: AcademicValues) =>
    run(async () => {
      setOutcome(null);
      try {
        const saved = await profile.saveCustomerExtra(academicBody(values));
        reset(academicDefaults(saved));
        setOutcome({ kind: 'success', lines: [t('academic.saved')] });
        focusStatus();
      } catch (error) {
        const failure = applyApiError(error, setError, FIELDS, { aliases: ALIASES });
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

  const label = (name: Name) => t(`academic.fields.${name}`);
  const errorOf = (name: Name) => message(errors[name]?.message, { length: ACADEMIC_FIELDS[name].rules.max });
  const items: ErrorSummaryItem[] = FIELDS.filter((name) => errors[name]?.message).map((name) => ({
    targetId: `${ID}-${name}`,
    label: label(name),
    message: errorOf(name),
  }));

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
      <div className={styles.fieldGrid}>
        {FIELDS.map((name) => {
          const error = errorOf(name);
          const hint = name === 'year' || name === 'studentId' ? t(`academic.hints.${name}`) : null;
          const ids = fieldIds(`${ID}-${name}`, error, hint);
          return (
            <div key={name}>
              <Field id={ids.id} label={label(name)} error={error} hint={hint}>
                <input
                  type="text"
                  id={ids.id}
                  className={formStyles.input}
                  autoComplete={name === 'university' ? 'organization' : 'off'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={ids.describedBy}
                  {...register(name)}
                />
              </Field>
            </div>
          );
        })}
      </div>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('academic.save')}
        </button>
      </div>
    </form>
  );
}
