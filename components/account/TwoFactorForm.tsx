'use client';

import { profile } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { TwoFactorMethod } from '@/lib/api/schemas';
import { twoFactorMethodFormSchema, type TwoFactorMethodValues } from '@/lib/schemas/two-factor-method';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Field, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';

const ID = 'two-factor';

/** Two-factor method (SPEC §3): none, or a code by email at every sign-in. */
export function TwoFactorForm() {
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
  } = useForm<TwoFactorMethodValues>({
    resolver: zodResolver(twoFactorMethodFormSchema) as unknown as Resolver<TwoFactorMethodValues>,
    defaultValues: { twoFactorMethod: customer.twoFactorMethod },
    shouldFocusError: true,
  });
  const { pending, run } = useSubmitGuard();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = (values: TwoFactorMethodValues) =>
    run(async () => {
      setOutcome(null);
      try {
        const updated = await profile.updateCustomer({ twoFactorMethod: values.twoFactorMethod as TwoFactorMethod });
        setCustomer(updated);
        reset({ twoFactorMethod: updated.twoFactorMethod });
        setOutcome({ kind: 'success', lines: [t(updated.twoFactorMethod === 'EMAIL' ? 'twoFactor.savedEmail' : 'twoFactor.savedNone')] });
      } catch (error) {
        const failure = applyApiError(error, setError, ['twoFactorMethod']);
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

  const error = message(errors.twoFactorMethod?.message);
  const ids = fieldIds(`${ID}-method`, error, t('twoFactor.hint'));

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => handleSubmit(save)(event)}>
      <Field id={ids.id} label={t('twoFactor.label')} error={error} hint={t('twoFactor.hint')}>
        <select
          id={ids.id}
          className={formStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...register('twoFactorMethod')}
        >
          <option value="NONE">{t('twoFactor.none')}</option>
          <option value="EMAIL">{t('twoFactor.email')}</option>
        </select>
      </Field>
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('twoFactor.save')}
        </button>
      </div>
    </form>
  );
}
