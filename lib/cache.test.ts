import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const calls: { keyParts: string[]; options: { tags: string[]; revalidate: number } }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (build: () => Promise<unknown>, keyParts: string[], options: { tags: string[]; revalidate: number }) => {
    calls.push({ keyParts, options });
    return build;
  },
}));

// The setting is read once when the module loads, as on a server start.
process.env.REVALIDATE_SECONDS = '42';
const { REVALIDATE_SECONDS, cachedForTenant, tenantLocaleTag, tenantTag } = await import('./cache');

describe('cache policy', () => {
  it('takes the period from REVALIDATE_SECONDS', () => {
    expect(REVALIDATE_SECONDS).toBe(42);
  });

  it('names tags per tenant and per tenant and language', () => {
    expect(tenantTag('demo')).toBe('tenant:demo');
    expect(tenantLocaleTag('demo', 'en')).toBe('tenant:demo:en');
  });

  it('builds a route body through the data cache with that period and the tenant tag', async () => {
    await expect(cachedForTenant('demo', ['robots.txt'], async () => 'User-agent: *')).resolves.toBe('User-agent: *');
    expect(calls).toEqual([{ keyParts: ['route', 'demo', 'robots.txt'], options: { tags: ['tenant:demo'], revalidate: 42 } }]);
  });
});

describe('one configured period', () => {
  // Segment config must be a literal, so a period written in a route file could not follow the
  // setting; pages and routes take theirs from the cached reads instead.
  function files(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  }

  // Files that still write one, each with the issue that removes it. Nothing else may be added.
  const KNOWN_EXCEPTIONS = [
    // the fault frame reads nothing cached (registry only); to build it through cachedForTenant
    '[tenant]/fault/[locale]/layout.tsx',
  ];

  it('no layout, page or route writes its own revalidate period', () => {
    const app = path.resolve(import.meta.dirname, '../app');
    const writers = files(app).filter((f) => /^export const revalidate\b/m.test(readFileSync(f, 'utf8')));
    expect(writers.map((f) => path.relative(app, f))).toEqual(KNOWN_EXCEPTIONS);
  });
});
