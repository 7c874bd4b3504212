'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionFailure } from '@/lib/auth/errors';

/**
 * Something typed to send (a question or a chat message) that could not go yet: kept while the
 * browser is offline or the API unreachable and sent again when the connection is back, with the
 * same clientId so the API answers the item already created instead of a duplicate. A refusal
 * (not a connection failure) leaves it `failed` with its error for the visitor to retry or drop.
 */
export interface OutboxItem {
  clientId: string;
  text: string;
  status: 'waiting' | 'sending' | 'failed';
  error: unknown;
}

export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `send(text, clientId)` posts one item; `onSent` receives the answer. `submit(text)` sends at once
 * when online, else queues; `retry(clientId)` sends a kept item again; `flush()` sends every
 * waiting one (called when the browser or the socket comes back).
 */
export function useOutbox<T>(send: (text: string, clientId: string) => Promise<T>, onSent: (answer: T) => void) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const latest = useRef({ send, onSent });
  useEffect(() => {
    latest.current = { send, onSent };
  });
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const update = (clientId: string, patch: Partial<OutboxItem> | null) =>
    setItems((list) => (patch ? list.map((i) => (i.clientId === clientId ? { ...i, ...patch } : i)) : list.filter((i) => i.clientId !== clientId)));

  /** Sends one; throws what the API refused so the form can show it and keep the text. */
  const attempt = useCallback(async (item: Pick<OutboxItem, 'clientId' | 'text'>): Promise<'sent' | 'kept'> => {
    update(item.clientId, { status: 'sending', error: null });
    try {
      const answer = await latest.current.send(item.text, item.clientId);
      update(item.clientId, null);
      latest.current.onSent(answer);
      return 'sent';
    } catch (error) {
      if (isConnectionFailure(error) || !navigator.onLine) {
        update(item.clientId, { status: 'waiting', error });
        return 'kept';
      }
      update(item.clientId, { status: 'failed', error });
      throw error;
    }
  }, []);

  const submit = useCallback(
    async (text: string): Promise<'sent' | 'kept'> => {
      const item: OutboxItem = { clientId: newClientId(), text, status: 'waiting', error: null };
      setItems((list) => [...list, item]);
      if (!navigator.onLine) return 'kept';
      try {
        return await attempt(item);
      } catch (error) {
        // A refusal goes back to the form (which still holds the text): not kept here.
        update(item.clientId, null);
        throw error;
      }
    },
    [attempt],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = itemsRef.current.find((i) => i.clientId === clientId);
      if (item && item.status !== 'sending') attempt(item).catch(() => {});
    },
    [attempt],
  );

  const discard = useCallback((clientId: string) => update(clientId, null), []);

  const flush = useCallback(() => {
    for (const item of itemsRef.current) if (item.status === 'waiting') attempt(item).catch(() => {});
  }, [attempt]);

  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  return { items, submit, retry, discard, flush };
}
