'use client';

import { profile } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { consentsSchema, type ConsentsValues } from '@/lib/schemas/consents';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Field, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'consents';
const FIELDS = ['consentDataProcessing', 'consentAdvertising'] as const;

/** Consent management (SPEC §3): processing of personal data and advertising, given or withdrawn. */
export function ConsentsForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const message = useErrorText();
  const { customer, setCustomer, sessionExpired } = useAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ConsentsValues>({
    resolver: zodResolver(consentsSchema) as unknown as Resolver<ConsentsValues>,
    defaultValues: { consentDataProcessing: customer.consentDataProcessing, consentAdvertising: customer.consentAdvertising },
    shouldFocusError: true,
  });
  const { pending, run } = useSubmitGuard();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = (values: ConsentsValues) =>
    run(async () => {
      setOutcome(null);
      try {
        const updated = await profile.updateCustomer(values);
        setCustomer(updated);
        reset({ consentDataProcessing: updated.consentDataProcessing, consentAdvertising: updated.consentAdvertising });
        setOutcome({ kind: 'success', lines: [t('consents.saved')] });
      } catch (error) {
        const failure = applyApiError(error, setError, [...FIELDS]);
        if (failure.kind === 'session_ended') return sessionExpired();
        if (failure.kind === 'validation' && failure.fields.length > 0) return;
        setOutcome({
          kind: 'error',
          lines: [
            tApi('profileUpdateFailed'),
            ...(failure.kind === 'unavailable' ? [isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')] : failure.formErrors.map((k) => message(k))),
          ],
        });
      }
      focusStatus();
    });

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => handleSubmit(save)(event)}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('consents.legend')}</legend>
        {FIELDS.map((name) => {
          const error = message(errors[name]?.message);
          const hint = t(`consents.${name}Hint`);
          const ids = fieldIds(`${ID}-${name}`, error, hint);
          return (
            <Field key={name} id={ids.id} label={t(`consents.${name}`)} error={error} hint={hint} check>
              <input
                type="checkbox"
                id={ids.id}
                className={formStyles.checkbox}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
                {...register(name)}
              />
            </Field>
          );
        })}
      </fieldset>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('consents.save')}
        </button>
      </div>
    </form>
  );
}
