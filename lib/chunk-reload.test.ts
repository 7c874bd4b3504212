import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises chunk failures from webpack, Turbopack and browsers', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 60 s', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(deps)).toBe(true);
    now += 59_999;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload with no network (the offline copy of the page stays)', () => {
    const reload = vi.fn();
    const storage = { getItem: () => null, setItem: () => {} };
    expect(reloadAfterChunkError({ storage, reload, now: () => 1, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
