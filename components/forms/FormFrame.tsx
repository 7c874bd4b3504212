'use client';

import type { BaseSyntheticEvent, ReactNode, Ref } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import styles from './Form.module.css';

/**
 * The frame of a kit form: `noValidate` (the docs/product.md#validation messages speak, not the browser's bubbles),
 * the error summary on top once a submit has been tried, and the "fields marked * are required"
 * note the form points at with aria-describedby.
 *
 *   <FormFrame id="login" onSubmit={submit(send)} summary={showSummary ? items : null} summaryRef={summaryRef} note={t('requiredNote')}>
 */
export function FormFrame({
  id,
  onSubmit,
  summary,
  summaryRef,
  note,
  headingLevel,
  className = styles.form,
  children,
}: {
  id: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** the summary's items once a submit has been tried, else null */
  summary: ErrorSummaryItem[] | null;
  summaryRef: Ref<HTMLDivElement>;
  note?: string;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" className={className} noValidate onSubmit={onSubmit} aria-describedby={note ? `${id}-required-note` : undefined}>
      {summary ? <ErrorSummary ref={summaryRef} id={`${id}-errors`} items={summary} headingLevel={headingLevel} /> : null}
      {note ? (
        <p id={`${id}-required-note`} className={styles.note}>
          {note}
        </p>
      ) : null}
      {children}
    </form>
  );
}

/**
 * The submit button: while busy it keeps the focus (aria-disabled, not disabled) and says so.
 * `disabled` is for before hydration: a form submitted natively then would put what was typed
 * in the URL.
 */
export function SubmitButton({ busy, label, busyLabel, className, disabled }: { busy: boolean; label: string; busyLabel: string; className?: string; disabled?: boolean }) {
  return (
    <button type="submit" disabled={disabled} className={`button ${className ?? styles.submit}`} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
