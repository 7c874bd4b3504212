import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchAllowedOnServer, shouldSkipPrefetch, subscribeToConnection } from './connection';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shouldSkipPrefetch (docs/product.md#limits)', () => {
  it('skips on 2g and slow-2g', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('skips when the visitor saves data, whatever the speed', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
  });

  it('prefetches on 3g and 4g without Save-Data', () => {
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
  });

  it('prefetches when the browser says nothing (no Network Information API)', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(shouldSkipPrefetch(null)).toBe(false);
    expect(shouldSkipPrefetch({})).toBe(false);
  });
});

describe('the connection store', () => {
  it('reads navigator.connection, and nothing is allowed before the browser has said', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: false } });
    expect(prefetchAllowed()).toBe(true);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: true } });
    expect(prefetchAllowed()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(prefetchAllowed()).toBe(true);
    expect(prefetchAllowedOnServer()).toBe(false);
  });

  it("listens to the connection's change event and lets go of it", () => {
    const listeners = new Set<() => void>();
    const connection = {
      effectiveType: '4g',
      saveData: false,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    vi.stubGlobal('navigator', { connection });
    const onChange = vi.fn();
    const unsubscribe = subscribeToConnection(onChange);
    connection.effectiveType = '2g';
    listeners.forEach((l) => l());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(prefetchAllowed()).toBe(false);
    unsubscribe();
    expect(listeners.size).toBe(0);
  });

  it('does nothing without a Network Information API', () => {
    vi.stubGlobal('navigator', {});
    const unsubscribe = subscribeToConnection(() => {});
    expect(() => unsubscribe()).not.toThrow();
  });
});
