'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/errors';
import { useAuthErrorMessage } from '@/lib/auth/errors';
import type { ValidationValues } from '@/lib/schemas/validation';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import styles from '@/components/forms/Form.module.css';
import accountStyles from './Account.module.css';

/**
 * The pieces every private-area form shares: one submit at a time, an error summary that takes
 * the focus when a submit fails, a message area (success or failure) that takes it after a
 * save, and labelled controls with their error and hint tied to them.
 */

/**
 * A submit in flight blocks the next one (a double click saves once): `pending` drives the
 * button (aria-disabled, so the focus stays on it), the ref stops a second call before React
 * has even re-rendered.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

/** A counter that, when bumped, moves the focus to `ref` after the next render. */
export function useFocusAfterRender<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick === 0) return;
    // The target may appear a frame later (react-hook-form commits a failed submit's errors
    // after its onInvalid callback has run): try for a few frames.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (ref.current) ref.current.focus();
      else if (tries++ < 10) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [tick]);
  const focus = useCallback(() => setTick((n) => n + 1), []);
  return [ref, focus] as const;
}

/** `(key) => sentence` for every key a private-area form can meet (validation.*, API keys, account.*). */
export function useErrorText(): (key: string | undefined | null, values?: ValidationValues) => string {
  const auth = useAuthErrorMessage();
  const t = useTranslations('Account');
  return (key, values) => {
    if (!key) return '';
    if (key.startsWith('account.')) {
      const reason = key.slice('account.'.length);
      if (t.has(`errors.${reason}` as never)) return t(`errors.${reason}` as never);
    }
    return auth(key, values);
  };
}

/** True when the failure is the connection (offline, timeout), not the server's answer. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network' || error.code === 'timeout');
}

/** Every error at once, above the form; it gets the focus after a failed submit. */
export function FormErrors({
  id,
  items,
  focusRef,
}: {
  id: string;
  items: ErrorSummaryItem[];
  focusRef: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={focusRef} tabIndex={-1} className={accountStyles.summaryFocus}>
      <ErrorSummary id={id} items={items} headingLevel={3} />
    </div>
  );
}

export type Outcome = { kind: 'success'; lines: string[] } | { kind: 'error'; lines: string[] } | null;

/**
 * The form's message area, always in the page so that screen readers announce what appears:
 * a status for a success, an alert for a failure; it takes the focus when told to.
 */
export function StatusMessage({ outcome, focusRef }: { outcome: Outcome; focusRef?: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role={outcome?.kind === 'error' ? 'alert' : 'status'}
      className={outcome ? `${styles.message} ${outcome.kind === 'success' ? styles.messageSuccess : styles.messageError}` : undefined}
    >
      {outcome?.lines.map((line) => <p key={line}>{line}</p>)}
    </div>
  );
}

export interface FieldIds {
  id: string;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** The ids of a control, its error and its hint (`aria-describedby` lists error then hint). */
export function fieldIds(id: string, error: string, hint?: string | null): FieldIds {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return { id, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

/** Label, hint, control and error of one field. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  check = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: string;
  hint?: string | null;
  /** a checkbox: the control comes before its label */
  check?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  const labelNode = (
    <label htmlFor={id} className={check ? styles.checkLabel : styles.label}>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  );
  const hintNode = hint ? (
    <p id={`${id}-hint`} className={styles.help}>
      {hint}
    </p>
  ) : null;
  const errorNode = error ? (
    <p id={`${id}-error`} className={styles.error}>
      <span className="visually-hidden">{t('errorPrefix')} </span>
      {error}
    </p>
  ) : null;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      {check ? (
        <div className={styles.check}>
          {children}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {hintNode}
          {children}
        </>
      )}
      {errorNode}
      {check ? hintNode : null}
    </div>
  );
}
