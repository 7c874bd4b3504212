'use client';

import { useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Form.module.css';

/**
 * The form kit's controls: every form of the portal draws its fields with these. Each has its
 * label, an optional hint and its error tied to it with aria-describedby (error first, then the
 * hint), aria-invalid while it has an error, and `required` when it must be filled (forms are
 * noValidate: the docs/product.md#validation messages speak, not the browser's bubbles). `error` is the already
 * translated message ('' = none); `registration` is react-hook-form's `register(name)`.
 */

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** The ids a control points at: its error, its hint and any extra (a counter). */
export function describedBy(id: string, error?: string, hint?: ReactNode, ...extra: (string | null | undefined)[]): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null, ...extra].filter(Boolean).join(' ') || undefined;
}

/** The attributes every control carries. */
function a11y(id: string, error?: string, hint?: ReactNode, required?: boolean, ...extra: (string | null | undefined)[]) {
  return { id, required, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy(id, error, hint, ...extra) };
}

function Label({ id, label, required, check }: { id: string; label: ReactNode; required?: boolean; check?: boolean }) {
  return (
    <label htmlFor={id} className={check ? styles.checkLabel : styles.label}>
      {label}
      <RequiredMark required={required} />
    </label>
  );
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useTranslations('Forms');
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <span className="visually-hidden">{t('errorPrefix')} </span>
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.help}>
      {hint}
    </p>
  ) : null;
}

/**
 * Label, hint, control and error of one field, for a control the kit does not draw itself (the
 * captcha widget, a read-only value). `check`: a checkbox, its label after it, the hint last.
 */
export function Field({ id, label, error, hint, required, check = false, className, children }: FieldProps & { check?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`}>
      {check ? (
        <div className={styles.check}>
          {children}
          <Label id={id} label={label} required={required} check />
        </div>
      ) : (
        <>
          <Label id={id} label={label} required={required} />
          <Hint id={id} hint={hint} />
          {children}
        </>
      )}
      <FieldError id={id} error={error} />
      {check ? <Hint id={id} hint={hint} /> : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'required'>;
type Registered = { registration?: UseFormRegisterReturn };

/**
 * A control's props split into the field's (label, hint, error: for Field), the attributes its
 * control carries (id, required, aria-*) and the rest (native attributes of the control).
 */
function split<P extends FieldProps>({ id, label, error, hint, required, ...rest }: P, ...describedAlso: (string | null)[]) {
  return { field: { id, label, error, hint, required }, control: a11y(id, error, hint, required, ...describedAlso), rest };
}

/** A one-line input: text, email, tel, number, date. */
export function TextField({ registration, type = 'text', className, ...props }: FieldProps & InputProps & Registered & { type?: 'text' | 'email' | 'tel' | 'number' | 'date' }) {
  const { field, control, rest } = split(props);
  return (
    <Field {...field}>
      <input type={type} className={`${styles.input} ${rest.readOnly ? styles.readOnly : ''} ${className ?? ''}`} {...rest} {...control} {...registration} />
    </Field>
  );
}

/** A date (the browser's date picker; the value is `YYYY-MM-DD`). */
export function DateField(props: FieldProps & InputProps & Registered) {
  return <TextField {...props} type="date" />;
}

/** A password with a show/hide toggle (a real button, its state in aria-pressed). */
export function PasswordField({ registration, autoComplete, ...props }: FieldProps & Registered & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useTranslations('Forms');
  const [visible, setVisible] = useState(false);
  const { field, control } = split(props);
  return (
    <Field {...field}>
      <div className={styles.passwordRow}>
        <input
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.passwordInput}`}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          {...control}
          {...registration}
        />
        <button
          type="button"
          className={`button button-secondary ${styles.toggle}`}
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {t('show')}
        </button>
      </div>
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** a choice that cannot be taken now (a full room); it stays listed so the visitor sees why */
  disabled?: boolean;
}

/** A select with an empty "Choose an option" first. */
export function SelectField({
  registration,
  options,
  ...props
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & Registered & { options: readonly Choice[] }) {
  const t = useTranslations('Forms');
  const { field, control, rest } = split(props);
  return (
    <Field {...field}>
      <select className={styles.input} {...rest} {...control} {...registration}>
        <option value="">{t('selectPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** One checkbox, its label after it. */
export function CheckboxField({ registration, ...props }: FieldProps & Registered) {
  const { field, control } = split(props);
  return (
    <Field {...field} check>
      <input type="checkbox" className={styles.checkbox} {...control} {...registration} />
    </Field>
  );
}

/**
 * A group of radio buttons in a fieldset whose legend is the label; the error and hint belong
 * to the group (aria-describedby and aria-invalid on the radiogroup). `id` is the group's; each
 * radio is `${id}-${value}`, the first one is what a summary link focuses (`${id}-${first}`).
 */
export function RadioGroupField(props: FieldProps & { registration: UseFormRegisterReturn; options: readonly Choice[] }) {
  return <ChoiceGroup type="radio" {...props} />;
}

/**
 * Several checkboxes for one answer (a multi-choice question): a fieldset whose legend is the
 * label, the error and hint belonging to the group. Registered under one name, react-hook-form
 * holds the ticked values as an array (default []). Each box is `${id}-${value}`.
 */
export function CheckboxGroupField(props: FieldProps & { registration: UseFormRegisterReturn; options: readonly Choice[] }) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/**
 * The fieldset both groups are drawn with. A radio group is one control (role radiogroup, its
 * invalid and required state on the fieldset); a checkbox group's boxes each carry the state.
 */
function ChoiceGroup({ type, registration, options, ...props }: FieldProps & { type: 'radio' | 'checkbox'; registration: UseFormRegisterReturn; options: readonly Choice[] }) {
  const { id, label, error, hint, required } = props;
  const { control } = split(props);
  const radio = type === 'radio';
  return (
    <fieldset
      id={id}
      role={radio ? 'radiogroup' : undefined}
      className={`${styles.field} ${styles.group} ${error ? styles.invalid : ''}`}
      aria-invalid={radio ? control['aria-invalid'] : undefined}
      aria-describedby={control['aria-describedby']}
      aria-required={radio ? required || undefined : undefined}
    >
      <legend className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <Hint id={id} hint={hint} />
      {options.map((o) => (
        <div key={o.value} className={styles.check}>
          <input
            id={`${id}-${o.value}`}
            type={type}
            value={o.value}
            className={styles.checkbox}
            aria-invalid={radio ? undefined : control['aria-invalid']}
            {...registration}
            disabled={o.disabled || registration.disabled}
          />
          <label htmlFor={`${id}-${o.value}`} className={styles.checkLabel}>
            {o.label}
          </label>
        </div>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * A textarea; with `counter` (the field's maximum length) it shows "12 of 500 characters",
 * tied to it with aria-describedby. The limit is not enforced by the control (no maxLength):
 * text pasted beyond it stays, and the docs/product.md#validation `max` message says what to shorten.
 */
export function TextAreaField({
  registration,
  counter,
  rows = 4,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & Registered & { counter?: number }) {
  const t = useTranslations('Forms');
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [count, setCount] = useState(0);
  // The value changes by typing and by the form (defaults, reset after a save): read it after every
  // render; React skips the update when the length is the same, so this settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (counter !== undefined) setCount(element.current?.value.length ?? 0);
  });
  const counterId = counter !== undefined ? `${props.id}-counter` : null;
  const { field, control, rest } = split(props, counterId);
  return (
    <Field {...field}>
      <textarea
        rows={rows}
        className={styles.input}
        {...rest}
        {...control}
        {...registration}
        ref={(node) => {
          element.current = node;
          registration?.ref(node);
        }}
        onChange={(event) => {
          setCount(event.target.value.length);
          return registration?.onChange(event);
        }}
      />
      {counterId ? (
        <p id={counterId} className={styles.counter}>
          {t('counter', { count, max: counter! })}
        </p>
      ) : null}
    </Field>
  );
}

/**
 * A file input. `accept` and the size the schema allows (lib/schemas/validation.ts fileField with
 * limits checks type and size before anything is sent) go in the hint given by the form;
 * `progress` shows the upload: a percentage, null while the size is unknown, undefined when
 * nothing is being sent.
 */
export function FileField({ registration, accept, progress, ...props }: FieldProps & Registered & { accept?: string; progress?: number | null }) {
  const t = useTranslations('Forms');
  const progressId = progress !== undefined ? `${props.id}-progress` : null;
  const { field, control } = split(props, progressId);
  return (
    <Field {...field}>
      <input type="file" className={styles.file} accept={accept} {...control} {...registration} />
      {progressId ? (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{progress === null ? t('uploadingUnknown') : t('uploading', { percent: progress ?? 0 })}</label>
          {progress === null ? <progress id={progressId} max={100} /> : <progress id={progressId} max={100} value={progress} />}
        </div>
      ) : null}
    </Field>
  );
}
