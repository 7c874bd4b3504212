'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Auth.module.css';

/**
 * The controls of the sign-in / sign-up forms. Each has its label, an optional hint and its
 * error tied to it with aria-describedby, aria-invalid while it has an error, and `required`
 * when it must be filled (the forms are noValidate: the SPEC §5 messages speak, not the
 * browser's bubbles). `error` is the already translated message ('' = none).
 */
interface FieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Label({ id, label, required, check }: { id: string; label: ReactNode; required?: boolean; check?: boolean }) {
  return (
    <label htmlFor={id} className={check ? formStyles.checkLabel : formStyles.label}>
      {label}
      {required ? (
        <span aria-hidden="true" className={formStyles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useTranslations('Forms');
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={formStyles.error}>
      <span className="visually-hidden">{t('errorPrefix')} </span>
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className={formStyles.help}>
      {hint}
    </p>
  ) : null;
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
  maxLength,
  spellCheck,
  className,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readOnly?: boolean;
  maxLength?: number;
  spellCheck?: boolean;
  className?: string;
}) {
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        type={type}
        className={`${formStyles.input} ${readOnly ? styles.readOnly : ''} ${className ?? ''}`}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        maxLength={maxLength}
        spellCheck={spellCheck}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, registration, error, hint, required }: FieldProps) {
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        rows={4}
        className={formStyles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  options,
  autoComplete,
}: FieldProps & { options: { id: string; name: string }[]; autoComplete?: string }) {
  const t = useTranslations('Forms');
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <select
        id={id}
        className={formStyles.input}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      >
        <option value="">{t('selectPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A password with a show/hide toggle (a real button, its state in aria-pressed). */
export function PasswordField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  autoComplete,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useTranslations('AuthCommon');
  const [visible, setVisible] = useState(false);
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${formStyles.input} ${styles.passwordInput}`}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...registration}
        />
        <button
          type="button"
          className={`button button-secondary ${styles.toggle}`}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {t('show')}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, registration, error, hint, required }: FieldProps) {
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <div className={formStyles.check}>
        <input
          id={id}
          type="checkbox"
          className={formStyles.checkbox}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...registration}
        />
        <Label id={id} label={label} required={required} check />
      </div>
      <FieldError id={id} error={error} />
      <Hint id={id} hint={hint} />
    </div>
  );
}
