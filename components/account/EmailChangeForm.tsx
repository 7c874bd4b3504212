'use client';

import { account } from '@/lib/api/browser-calls';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import type { ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { emailChangeSchema, type EmailChangeValues } from '@/lib/schemas/email-change';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Field, FormErrors, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';

const ID = 'email-change';
const FIELDS = ['email', 'emailConfirmation'] as const;

/**
 * Email change (SPEC §4, §5): the new address twice, different from the current one. On success
 * a link goes to the new address and every session ends, so the page signs out here too and
 * says what to do next; a taken address is told on its field.
 */
export function EmailChangeForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const locale = useLocale();
  const message = useErrorText();
  const { customer, endSession, sessionExpired } = useAccount();
  const schema = useMemo(() => emailChangeSchema(customer.email), [customer.email]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<EmailChangeValues>({
    resolver: zodResolver(schema) as unknown as Resolver<EmailChangeValues>,
    defaultValues: { email: '', emailConfirmation: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitGuard();
  const [summaryRef, focusSummary] = useFocusAfterRender<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = (values: EmailChangeValues) =>
    run(async () => {
      setOutcome(null);
      const email = values.email.trim();
      try {
        await account.changeEmail({ email, emailConfirmation: values.emailConfirmation.trim(), locale });
        endSession({ kind: 'emailChanged', email });
      } catch (error) {
        const failure = applyApiError(error, setError, [...FIELDS]);
        if (failure.kind === 'session_ended') return sessionExpired();
        if (failure.kind === 'validation' && failure.formErrors.length === 0) {
          focusSummary();
          return;
        }
        const detail =
          failure.kind === 'unavailable'
            ? [isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')]
            : failure.formErrors.map((k) => message(k));
        setOutcome({ kind: 'error', lines: [tApi('emailChangeFailed'), ...detail] });
        focusStatus();
      }
    });

  const labels = { email: t('email.new'), emailConfirmation: t('email.repeat') };
  const errorOf = (name: (typeof FIELDS)[number]) => message(errors[name]?.message);
  const items: ErrorSummaryItem[] = FIELDS.filter((name) => errors[name]?.message).map((name) => ({
    targetId: `${ID}-${name}`,
    label: labels[name],
    message: errorOf(name),
  }));

  return (
    <form
      className={formStyles.form}
      noValidate
      aria-describedby={`${ID}-intro`}
      onSubmit={(event) =>
        handleSubmit(send, () => {
          setOutcome(null);
          focusSummary();
        })(event)
      }
    >
      {submitCount > 0 || items.length > 0 ? <FormErrors id={`${ID}-errors`} items={items} focusRef={summaryRef} /> : null}
      <p id={`${ID}-intro`} className={formStyles.note}>
        {t('email.intro', { email: customer.email })}
      </p>
      {FIELDS.map((name) => {
        const error = errorOf(name);
        const ids = fieldIds(`${ID}-${name}`, error);
        return (
          <Field key={name} id={ids.id} label={labels[name]} required error={error}>
            <input
              type="email"
              id={ids.id}
              className={formStyles.input}
              autoComplete={name === 'email' ? 'email' : 'off'}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              {...register(name)}
            />
          </Field>
        );
      })}
      <StatusMessage outcome={outcome} focusRef={statusRef} />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tAccount('saving') : t('email.submit')}
        </button>
      </div>
    </form>
  );
}
