'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { OutboxList } from './OutboxList';
import { lengthOf } from './use-composer';
import type { OutboxItem } from './use-outbox';
import styles from './Live.module.css';

/** Characters left at which a screen reader is told, once each, how many remain. */
const WARN_AT = [20, 0] as const;

/**
 * Where a signed-in visitor writes a question or a chat message (a labelled textarea, the
 * characters used of the API's limit, its error, the send button and what waits in the outbox);
 * anonymous visitors get the sign-in link back to this page instead. The limit is never silent:
 * the count is always in view and read with the field; a text over it is marked, not cut (a
 * pasted text loses nothing), the send says why, and a screen reader hears when 20 characters
 * are left, none, and when the text has gone over.
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
  const { id, error, maxLength } = props;
  const t = useTranslations('Session');
  const used = lengthOf(props.draft.trim());
  const left = maxLength - used;
  const over = left < 0;
  // The polite region's text changes only when a threshold is crossed (with the count at that
  // moment), so it is said once per crossing, not at every key.
  const level = over ? 'over' : (WARN_AT.findLast((n) => left <= n)?.toString() ?? '');
  const [spoken, setSpoken] = useState({ level: '', text: '' });
  if (level !== spoken.level) setSpoken({ level, text: level === 'over' ? t('live.overLimit', { max: maxLength }) : level ? t('live.charsLeft', { count: left }) : '' });
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
        onChange={(e) => props.onDraft(e.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-e` : ''].filter(Boolean).join(' ')}
      />
      <p id={`${id}-count`} className={over ? styles.countOver : styles.count} data-testid="composer-count">
        {t('live.count', { count: used, max: maxLength })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken.text}
      </p>
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
