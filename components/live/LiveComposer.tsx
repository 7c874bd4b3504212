'use client';

import type { FormEvent, ReactNode } from 'react';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { OutboxList } from './OutboxList';
import type { OutboxItem } from './use-outbox';
import styles from './Live.module.css';

/**
 * Where a signed-in visitor writes a question or a chat message (a labelled textarea, its error,
 * the send button and what waits in the outbox); anonymous visitors get the sign-in link back
 * to this page instead.
 */
export function LiveComposer(props: {
  signedIn: boolean;
  pagePath: string;
  loginLabel: string;
  id: string;
  label: string;
  submitLabel: string;
  draft: string;
  onDraft: (value: string) => void;
  maxLength: number;
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  outbox: { items: OutboxItem[]; retry: (id: string) => void; discard: (id: string) => void };
  outboxError: (item: OutboxItem) => string;
  /** shown between the error and the button (e.g. a status line) */
  children?: ReactNode;
}) {
  const { id, error } = props;
  if (!props.signedIn) {
    return (
      <p>
        <Link href={loginHref({ redirect: props.pagePath })}>{props.loginLabel}</Link>
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        value={props.draft}
        maxLength={props.maxLength}
        onChange={(e) => props.onDraft(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
      />
      {error ? (
        <p id={`${id}-e`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {props.children}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={props.busy}>
          {props.submitLabel}
        </button>
      </div>
      <OutboxList items={props.outbox.items} error={props.outboxError} onRetry={props.outbox.retry} onDiscard={props.outbox.discard} />
    </form>
  );
}
