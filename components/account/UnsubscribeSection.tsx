'use client';

import { account } from '@/lib/api/browser-calls';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/fields';
import { FormResult } from '@/components/forms/FormResult';
import formStyles from '@/components/forms/Form.module.css';
import { unsubscribeSchema } from '@/lib/schemas/unsubscribe';
import { useAccount } from './AccountProvider';
import { Dialog } from './Dialog';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

const ID = 'unsubscribe';

/**
 * The unsubscribe request: what it means, then a dialog where the person ticks an explicit
 * confirmation before the account goes; afterwards the session ends here (cookie removed) and
 * the page says goodbye.
 */
export function UnsubscribeSection() {
  const t = useTranslations('AccountExtra');
  const { endSession } = useAccount();
  const [open, setOpen] = useState(false);
  const checkbox = useRef<HTMLInputElement | null>(null);
  const { submit, setResult, reset, fieldError, messageRef, result, pending, register } = useAccountForm({
    schema: unsubscribeSchema,
    defaultValues: { confirm: false },
    fields: ['confirm'],
    invalidFocus: 'field',
    failure: t('unsubscribe.failed'),
  });

  const confirm = submit(async () => {
    await account.unsubscribe();
    setOpen(false);
    endSession({ kind: 'unsubscribed' });
  });

  const close = () => {
    setOpen(false);
    setResult(null);
    reset({ confirm: false });
  };

  const confirmField = register('confirm');

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
      <Dialog open={open} onClose={close} title={t('unsubscribe.dialogTitle')} description={<p>{t('unsubscribe.dialogText')}</p>} initialFocus={checkbox}>
        <form className={formStyles.form} noValidate onSubmit={confirm}>
          <CheckboxField
            id={`${ID}-confirm`}
            label={t('unsubscribe.confirmLabel')}
            required
            error={fieldError('confirm')}
            registration={{
              ...confirmField,
              ref: (element: HTMLInputElement | null) => {
                confirmField.ref(element);
                checkbox.current = element;
              },
            }}
          />
          <FormResult ref={messageRef} result={result} />
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
