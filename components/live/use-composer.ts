'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { liveMessageOf } from '@/lib/api/live-model';
import type { LiveText } from './live-text';
import { useOutbox } from './use-outbox';

/**
 * What a live composer (the chat's and the questions') holds: the draft, its error, the busy
 * flag and the outbox (sent once more when the connection comes back: `registerFlush`). A send
 * refuses an empty text, and a text over `maxLength` characters (the API's limit, counted as it
 * counts: trimmed, in code points), with their docs/product.md#errors sentences; it clears the
 * draft once the text is away, and keeps it with the refusal said otherwise (`kind` picks the
 * sentences: chat or question).
 *
 *   const { composer, setError } = useComposer({ kind: 'chat', maxLength, text, registerFlush, send: (v, id) => live.sendMessage(c, v, id), onSent });
 *   <LiveComposer {...composer} signedIn … />
 */
export function useComposer<T>({
  kind,
  maxLength,
  text,
  registerFlush,
  send,
  onSent,
  onSubmit,
  onAway,
}: {
  kind: 'chat' | 'question';
  /** the API's limit (ChatChannel maxLength / questionMaxLength) */
  maxLength: number;
  text: LiveText;
  registerFlush: (flush: () => void) => () => void;
  send: (value: string, clientId: string) => Promise<T>;
  onSent: (answer: T) => void;
  /** when a send starts (before the empty check): clear what the panel said about the last one */
  onSubmit?: () => void;
  /** once the text is away (in the outbox or sent) */
  onAway?: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const outbox = useOutbox(send, onSent);
  const { flush } = outbox;
  useEffect(() => registerFlush(flush), [registerFlush, flush]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    onSubmit?.();
    const value = draft.trim();
    if (!value) {
      setError(text({ ns: 'ApiErrors', key: 'liveEmpty', values: {} }));
      return;
    }
    if (lengthOf(value) > maxLength) {
      setError(text({ ns: 'ApiErrors', key: 'liveTooLong', values: { max: maxLength } }));
      return;
    }
    setBusy(true);
    try {
      await outbox.submit(value);
      setDraft('');
      onAway?.();
    } catch (failure) {
      setError(text(liveMessageOf(failure, kind)));
    } finally {
      setBusy(false);
    }
  }

  return {
    error,
    setError,
    composer: {
      draft,
      onDraft: (value: string) => {
        setDraft(value);
        // Back under the limit: the refusal said about the longer text no longer holds.
        if (error && lengthOf(value.trim()) <= maxLength) setError(null);
      },
      maxLength,
      error,
      busy,
      onSubmit: (event: FormEvent) => void submit(event),
      outbox,
      outboxError: (item: { error: unknown }) => text(liveMessageOf(item.error, kind)),
    },
  };
}

/** A text's length as the API counts it: code points ("😀" is one character, not two). */
export function lengthOf(value: string): number {
  return [...value].length;
}
