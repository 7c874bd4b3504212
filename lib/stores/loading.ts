import { createStore } from 'zustand/vanilla';

/**
 * The loading bar's state (docs/product.md#states, docs/product.md#limits): anything that waits (a page navigation, a browser
 * API call) calls start() and then done() or fail(). Browser-only singleton.
 */
export interface LoadingState {
  pending: number;
  failed: boolean;
  start(): void;
  done(): void;
  fail(): void;
}

export const loadingStore = createStore<LoadingState>()((set) => ({
  pending: 0,
  failed: false,
  start: () => set((s) => ({ pending: s.pending + 1, failed: false })),
  done: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  fail: () => set((s) => ({ pending: Math.max(0, s.pending - 1), failed: true })),
}));

/** docs/product.md#limits constants. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
