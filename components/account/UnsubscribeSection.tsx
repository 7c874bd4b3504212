'use client';

import { account } from '@/lib/api/browser-calls';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { unsubscribeSchema, type UnsubscribeValues } from '@/lib/schemas/unsubscribe';
import { applyApiError } from '@/lib/auth/errors';
import { useAccount } from './AccountProvider';
import { Dialog } from './Dialog';
import { Field, StatusMessage, fieldIds, isConnectionFailure, useErrorText, useFocusAfterRender, useSubmitGuard, type Outcome } from './form-kit';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

const ID = 'unsubscribe';

/**
 * The unsubscribe request: what it means, then a dialog where the person ticks an explicit
 * confirmation before the account goes; afterwards the session ends here (cookie removed) and
 * the page says goodbye.
 */
export function UnsubscribeSection() {
  const t = useTranslations('AccountExtra');
  const tAccount = useTranslations('Account');
  const message = useErrorText();
  const { endSession, sessionExpired } = useAccount();
  const [open, setOpen] = useState(false);
  const checkbox = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UnsubscribeValues>({
    resolver: zodResolver(unsubscribeSchema) as unknown as Resolver<UnsubscribeValues>,
    defaultValues: { confirm: false },
    shouldFocusError: true,
  });
  const { pending, run } = useSubmitGuard();
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLDivElement>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirm = () =>
    run(async () => {
      setOutcome(null);
      try {
        await account.unsubscribe();
        setOpen(false);
        endSession({ kind: 'unsubscribed' });
      } catch (error) {
        const failure = applyApiError(error, setError, ['confirm']);
        if (failure.kind === 'session_ended') return sessionExpired();
        setOutcome({
          kind: 'error',
          lines: [
            t('unsubscribe.failed'),
            ...(failure.kind === 'unavailable' ? [isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')] : failure.formErrors.map((k) => message(k))),
          ],
        });
        focusStatus();
      }
    });

  const close = () => {
    setOpen(false);
    setOutcome(null);
    reset({ confirm: false });
  };

  const error = message(errors.confirm?.message);
  const ids = fieldIds(`${ID}-confirm`, error);
  const { ref: registerRef, ...confirmField } = register('confirm');

  return (
    <>
      <ul className={styles.bullets}>
        <li>{t('unsubscribe.consequenceData')}</li>
        <li>{t('unsubscribe.consequenceRegistrations')}</li>
        <li>{t('unsubscribe.consequenceSignOut')}</li>
      </ul>
      <button type="button" className={`button ${styles.danger}`} onClick={() => setOpen(true)}>
        {t('unsubscribe.open')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('unsubscribe.dialogTitle')}
        description={<p>{t('unsubscribe.dialogText')}</p>}
        initialFocus={checkbox}
      >
        <form className={formStyles.form} noValidate onSubmit={(event) => handleSubmit(confirm)(event)}>
          <Field id={ids.id} label={t('unsubscribe.confirmLabel')} required error={error} check>
            <input
              type="checkbox"
              id={ids.id}
              className={formStyles.checkbox}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              ref={(element) => {
                registerRef(element);
                checkbox.current = element;
              }}
              {...confirmField}
            />
          </Field>
          <StatusMessage outcome={outcome} focusRef={statusRef} />
          <div className={styles.dialogActions}>
            <button type="submit" className={`button ${styles.danger}`} aria-disabled={pending || undefined}>
              {pending ? t('unsubscribe.running') : t('unsubscribe.confirm')}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              {t('unsubscribe.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
