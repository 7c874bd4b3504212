'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/account/Dialog';
import styles from './ConfirmWithReason.module.css';

/**
 * The confirmation of a destructive organiser action (reject or delete a
 * question or a message, reject or cancel a networking registration): what will happen, an
 * optional reason that the other party will read (live, and by email where one is sent), and
 * the choice to go back. `onConfirm` gets the reason trimmed (null when empty); a reason over
 * `max` characters is said next to the field and not sent. The caller closes the dialog
 * (onClose) when the action is done; `error` shows a refusal inside it, the reason kept.
 */
export function ConfirmWithReason({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  max,
  busy = false,
  error = null,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  max: number;
  busy?: boolean;
  error?: string | null;
  onConfirm: (reason: string | null) => void;
  /** where the focus goes on closing when the control that opened the dialog is gone (Dialog) */
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useTranslations('Common');
  const id = useId();
  const [reason, setReason] = useState('');
  const length = reason.trim().length;
  const tooLong = length > max;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || tooLong) return;
    onConfirm(reason.trim() || null);
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      description={<p>{text}</p>}
      returnFocus={returnFocus}
    >
      <form noValidate onSubmit={submit} className={styles.form}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {t('reasonLabel')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint`}
          className={styles.field}
        />
        <p id={`${id}-hint`} className={tooLong ? styles.fieldError : styles.hint}>
          {t('reasonHint', { count: length, max })}
        </p>
        <div role="alert">{error ? <p className={styles.fieldError}>{error}</p> : null}</div>
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.danger}`} aria-disabled={busy || tooLong || undefined}>
            {busy ? t('working') : confirmLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {t('keep')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
