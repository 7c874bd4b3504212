'use client';

import { createContext, useContext, type Dispatch, type SetStateAction } from 'react';
import type { NetworkingConference, NetworkingStatus, RequestChangedEvent } from '@/lib/api/schemas/networking';

/**
 * The networking screens' shared state (NetworkingApp provides it, every view reads it with
 * useNetworking): its own module, so that no view imports the app that draws it.
 */

export interface NetworkingQuery {
  q: string;
  box: 'received' | 'sent';
  to: string | null;
  edit: string | null;
}

/** A live networking event, as the screens receive it. */
export type LiveEvent =
  | { type: 'request'; event: RequestChangedEvent }
  | { type: 'removed'; requestId: number }
  | { type: 'registration' }
  | { type: 'status'; status: NetworkingStatus };

export interface NetworkingContextValue {
  type: 1 | 2;
  tenantKey: string;
  customerId: number;
  conference: NetworkingConference | null;
  status: NetworkingStatus;
  setStatus(status: NetworkingStatus): void;
  /** received requests awaiting an answer (the counter on the inbox tab) */
  pending: number;
  setPending: Dispatch<SetStateAction<number>>;
  /** news since the inbox was last looked at (live arrivals and answers) */
  news: number;
  clearNews(): void;
  /** the screens listen to live changes through this (one subscription for the page) */
  onLive(listener: (event: LiveEvent) => void): () => void;
  sessionExpired(): void;
  countdownSeconds: number;
}

export const NetworkingContext = createContext<NetworkingContextValue | null>(null);

export function useNetworking(): NetworkingContextValue {
  const value = useContext(NetworkingContext);
  if (!value) throw new Error('useNetworking must be used inside <NetworkingApp>');
  return value;
}
