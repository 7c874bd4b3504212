import { describe, expect, it } from 'vitest';
import { hashTarget, historyEntryKey, samePath, SCROLL_STORAGE_KEY, ScrollMemory } from './scroll-memory';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
  };
}

describe('ScrollMemory', () => {
  it('remembers a position per entry and survives a reload through storage', () => {
    const storage = fakeStorage();
    const memory = new ScrollMemory(storage);
    memory.set('k:a', 1234.4);
    memory.set('k:b', 0);
    expect(memory.get('k:a')).toBe(1234);
    memory.persist();
    const again = new ScrollMemory(storage);
    expect(again.get('k:a')).toBe(1234);
    expect(again.get('k:b')).toBe(0);
    expect(again.get('k:c')).toBeUndefined();
  });

  it('forgets the oldest entries past its limit', () => {
    const memory = new ScrollMemory(null, 3);
    for (const key of ['a', 'b', 'c', 'd']) memory.set(key, 10);
    memory.set('b', 20); // touched: newest again
    memory.set('e', 30);
    expect(memory.get('a')).toBeUndefined();
    expect(memory.get('c')).toBeUndefined();
    expect([memory.get('d'), memory.get('b'), memory.get('e')]).toEqual([10, 20, 30]);
  });

  it('starts empty on a corrupt or unavailable storage, and never throws on write', () => {
    expect(new ScrollMemory(fakeStorage({ [SCROLL_STORAGE_KEY]: '{not json' })).get('a')).toBeUndefined();
    expect(new ScrollMemory(fakeStorage({ [SCROLL_STORAGE_KEY]: '[["a","x"],[1,2],["b",5]]' })).get('b')).toBe(5);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const memory = new ScrollMemory(full);
    memory.set('a', 1);
    expect(() => memory.persist()).not.toThrow();
  });

  it('never stores a negative position', () => {
    const memory = new ScrollMemory(null);
    memory.set('a', -40);
    expect(memory.get('a')).toBe(0);
  });
});

describe('historyEntryKey', () => {
  const location = { pathname: '/ponentes', search: '?tag=salud', hash: '' };
  it("uses the Navigation API's entry key when there is one", () => {
    expect(historyEntryKey({ navigation: { currentEntry: { key: 'abc' } }, location })).toBe('k:abc');
  });
  it('falls back to the URL', () => {
    expect(historyEntryKey({ location })).toBe('u:/ponentes?tag=salud');
    expect(historyEntryKey({ navigation: { currentEntry: null }, location })).toBe('u:/ponentes?tag=salud');
  });
});

describe('samePath', () => {
  it('ignores percent-encoding differences', () => {
    expect(samePath('/cambiar-contrase%C3%B1a', '/cambiar-contraseña')).toBe(true);
    expect(samePath('/ponentes', '/ponentes')).toBe(true);
    expect(samePath('/ponentes', '/ponentes/1')).toBe(false);
    expect(samePath(null, '/')).toBe(false);
    expect(samePath('/%E0%A4%A', '/%E0%A4%A')).toBe(true);
  });
});

describe('hashTarget', () => {
  const doc = { getElementById: (id: string) => (id === 'día-1' ? ({ id } as unknown as HTMLElement) : null) };
  it('finds the element an anchor points at, decoding it', () => {
    expect(hashTarget(doc, '#d%C3%ADa-1')?.id).toBe('día-1');
    expect(hashTarget(doc, '#día-1')?.id).toBe('día-1');
    expect(hashTarget(doc, '#nope')).toBeNull();
    expect(hashTarget(doc, '')).toBeNull();
    expect(hashTarget(doc, '#')).toBeNull();
  });
});
