import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeZodJitless } from './zod-jitless';

type ZodHolder = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
const holder = globalThis as ZodHolder;

/** Builds and parses an object schema, counting calls to Function. */
function functionCallsOfAnObjectParse(): number {
  const spy = vi.spyOn(globalThis, 'Function');
  try {
    const schema = z.object({ name: z.string(), seats: z.number() });
    expect(schema.parse({ name: 'Sala 1', seats: 60 })).toEqual({ name: 'Sala 1', seats: 60 });
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('zod without eval (the CSP has no unsafe-eval)', () => {
  afterEach(() => {
    delete holder.__zod_globalConfig?.jitless;
  });

  it('zod keeps its settings where makeZodJitless writes them', () => {
    expect(holder.__zod_globalConfig).toBe(z.config());
  });

  it('left alone, zod compiles its parser with Function (the CSP violation the browser reported)', () => {
    expect(functionCallsOfAnObjectParse()).toBeGreaterThan(0);
  });

  it('made jitless, it never calls Function, and z.config says so with its other settings kept', () => {
    const locale = z.config().localeError;
    makeZodJitless();
    expect(functionCallsOfAnObjectParse()).toBe(0);
    expect(z.config()).toMatchObject({ jitless: true, localeError: locale });
  });

  it('set before zod loads: the object zod will adopt', () => {
    const scope = {} as ZodHolder;
    makeZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true });
  });
});
