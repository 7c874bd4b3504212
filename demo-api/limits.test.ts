import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, statementCache } from './db';
import { makeDeps, type Deps } from './deps';
import { ApiError } from './errors';
import { check, clear, count, LIMITS, take } from './limits';
import { manualClock, TEST_SECRETS } from './testing';

/** The limiter alone: a sliding window per key, its 429, and counts that outlive the process. */
function deps(file = ':memory:', clock = manualClock()): Deps & { clock: ReturnType<typeof manualClock> } {
  const { db } = openDatabase(file);
  return Object.assign(makeDeps(db, statementCache(db), { publicUrl: 'http://localhost:4000', secrets: TEST_SECRETS, clock }), { clock });
}

/** The 429 a call throws, or null. */
function refusal(fn: () => void): ApiError | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('take', () => {
  const { max, windowMs } = LIMITS.externalRegistration;

  it('allows max calls per window and key, then a 429 saying how long to wait, in the body and the header', () => {
    const d = deps();
    for (let i = 0; i < max; i++) {
      expect(refusal(() => take(d, 'externalRegistration', 'hermes|a'))).toBeNull();
      d.clock.advance(1000);
    }
    const refused = refusal(() => take(d, 'externalRegistration', 'hermes|a'))!;
    expect(refused.status).toBe(429);
    // The oldest hit leaves the window first: windowMs after it, i.e. windowMs - max seconds from now.
    const wait = windowMs / 1000 - max;
    expect(refused.body).toEqual({ message: 'Too many requests', errors: { email: ['rate.limited'] }, retryAfter: wait });
    expect(refused.headers['Retry-After']).toBe(String(wait));
    // Another key is not held back.
    expect(refusal(() => take(d, 'externalRegistration', 'hermes|b'))).toBeNull();
  });

  it('a refused call is not counted: the window slides and the key works again', () => {
    const d = deps();
    for (let i = 0; i < max; i++) take(d, 'externalRegistration', 'k');
    for (let i = 0; i < 5; i++) expect(refusal(() => take(d, 'externalRegistration', 'k'))?.status).toBe(429);
    d.clock.advance(windowMs - 1);
    expect(refusal(() => take(d, 'externalRegistration', 'k'))?.body).toMatchObject({ retryAfter: 1 });
    d.clock.advance(1);
    // The max hits (made at once) have all left the window: max more, not one more.
    for (let i = 0; i < max; i++) expect(refusal(() => take(d, 'externalRegistration', 'k'))).toBeNull();
    expect(refusal(() => take(d, 'externalRegistration', 'k'))?.status).toBe(429);
  });

  it('override adapts a limit to its data (one per interval)', () => {
    const d = deps();
    const every5s = { max: 1, windowMs: 5000 };
    take(d, 'externalRegistration', 'x', every5s);
    d.clock.advance(2000);
    expect(refusal(() => take(d, 'externalRegistration', 'x', every5s))?.body).toMatchObject({ retryAfter: 3 });
  });
});

describe('check, count and clear: counting outcomes only', () => {
  it('check counts nothing; count adds a hit; clear forgets the run', () => {
    const d = deps();
    const { max } = LIMITS.externalRegistration;
    for (let i = 0; i < 3 * max; i++) check(d, 'externalRegistration', 'f');
    for (let i = 0; i < max; i++) count(d, 'externalRegistration', 'f');
    expect(refusal(() => check(d, 'externalRegistration', 'f'))?.status).toBe(429);
    clear(d, 'externalRegistration', 'f');
    expect(refusal(() => check(d, 'externalRegistration', 'f'))).toBeNull();
  });
});

describe('kept in the database', () => {
  it('a restart (a new server on the same file) keeps the counts and the lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-limits-'));
    const file = path.join(dir, 'demo.sqlite');
    const clock = manualClock();
    try {
      const first = deps(file, clock);
      for (let i = 0; i < LIMITS.externalRegistration.max; i++) take(first, 'externalRegistration', 'restart');
      first.db.close();
      const second = deps(file, clock);
      expect(refusal(() => take(second, 'externalRegistration', 'restart'))?.status).toBe(429);
      second.db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the table', () => {
  it('every limit says how many, per what, and how its refusal is filed', () => {
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(limit.max, name).toBeGreaterThan(0);
      expect(limit.windowMs, name).toBeGreaterThanOrEqual(1000);
      expect(limit.per, name).not.toBe('');
      expect(limit.key, name).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
  });
});

describe("the README's table", () => {
  it('names every limit, with how many and per what', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Limits on what a person can repeat'));
    for (const [name, limit] of Object.entries(LIMITS)) {
      const row = section.match(new RegExp(`\\| \`${name}\` \\| ([^|]+) \\|`));
      expect(row, name).not.toBeNull();
      expect(row![1], name).toMatch(new RegExp(`\\b${limit.max}\\b`));
    }
  });
});
