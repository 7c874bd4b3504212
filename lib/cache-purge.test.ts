import { beforeEach, describe, expect, it, vi } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { expireTag, purgeCache, tenantTags, type PurgeDeps as Deps } from './cache-purge';

// next/cache only works inside a Next request; record what would be expired instead.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', () => ({ revalidateTag }));

const registry = indexRegistry(parseRegistry(JSON.stringify(demo)));
const SECRET = 's3cret-for-tests';
let expired: string[];
let deps: Deps;

beforeEach(() => {
  expired = [];
  deps = { secret: SECRET, findTenant: (k) => registry.byKey.get(k), expire: (t) => expired.push(t) };
  revalidateTag.mockClear();
});

function post(body: unknown, authorization: string | null = `Bearer ${SECRET}`) {
  const readBody = vi.fn(async () => (typeof body === 'string' ? body : JSON.stringify(body)));
  return { readBody, answer: purgeCache({ authorization, readBody }, deps) };
}

describe('purgeCache', () => {
  it('503 "not configured" while REVALIDATE_SECRET is unset or blank, whatever is sent', async () => {
    for (const secret of [undefined, '', '   ']) {
      deps.secret = secret;
      expect(await post({ tenant: 'demo' }, 'Bearer ').answer).toEqual({ status: 503, body: { message: 'Not configured' } });
    }
    expect(expired).toEqual([]);
  });

  it('401 on a missing, malformed or wrong secret, without reading the body', async () => {
    for (const auth of [null, '', SECRET, `Basic ${SECRET}`, 'Bearer', `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, `Bearer ${SECRET} extra`]) {
      const { readBody, answer } = post({ tenant: 'demo' }, auth);
      expect(await answer, String(auth)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
      expect(readBody).not.toHaveBeenCalled();
    }
    expect(expired).toEqual([]);
  });

  it('400 on a body that is not JSON, lacks a tenant, names an unknown one or has extra fields', async () => {
    const cases: Array<[unknown, string]> = [
      ['{not json', 'body'],
      ['', 'body'],
      [[], 'body'],
      [{}, 'tenant'],
      [{ tenant: '' }, 'tenant'],
      [{ tenant: 'nope' }, 'tenant'],
      [{ tenant: 42 }, 'tenant'],
      [{ tenant: 'demo', tags: [] }, 'tags'],
      [{ tenant: 'demo', tags: 'tenant:demo' }, 'tags'],
      [{ tenant: 'demo', path: '/' }, 'body'],
      ['x'.repeat(20_000), 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body).answer;
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys((answer.body as { errors: object }).errors), JSON.stringify(body).slice(0, 40)).toContain(field);
    }
    expect(expired).toEqual([]);
  });

  it('refuses another tenant\'s tags, unknown tags and languages the tenant does not offer — and then purges nothing', async () => {
    // compact offers es only; hermes' tags are not demo's to purge.
    for (const tags of [['tenant:hermes'], ['tenant:demo', 'tenant:hermes:en'], ['tenant:compact:en'], ['*'], ['tenant:demo:xx']]) {
      const tenant = tags.some((t) => t.startsWith('tenant:compact')) ? 'compact' : 'demo';
      const answer = await post({ tenant, tags }).answer;
      expect(answer.status, tags.join()).toBe(400);
    }
    const answer = await post({ tenant: 'demo', tags: ['tenant:demo:en', 'tenant:hermes'] }).answer;
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid body', errors: { 'tags.1': ['Not a tag of tenant "demo"'] } } });
    expect(expired).toEqual([]);
  });

  it('200: without tags purges the whole tenant', async () => {
    expect(await post({ tenant: 'hermes' }).answer).toEqual({ status: 200, body: { purged: ['tenant:hermes'] } });
    expect(expired).toEqual(['tenant:hermes']);
  });

  it('200: purges the given tags of the tenant once each, and says which', async () => {
    const answer = await post({ tenant: 'demo', tags: ['tenant:demo:en', 'tenant:demo:eus', 'tenant:demo:en'] }, `bearer  ${SECRET} `).answer;
    expect(answer).toEqual({ status: 200, body: { purged: ['tenant:demo:en', 'tenant:demo:eus'] } });
    expect(expired).toEqual(['tenant:demo:en', 'tenant:demo:eus']);
  });

  it('uses REVALIDATE_SECRET from the environment by default', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'from-env');
    try {
      const answer = await purgeCache({ authorization: 'Bearer from-env', readBody: async () => '{"tenant":"compact"}' });
      expect(answer).toEqual({ status: 200, body: { purged: ['tenant:compact'] } });
      expect(revalidateTag).toHaveBeenCalledWith('tenant:compact', { expire: 0 });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('tenantTags / expireTag', () => {
  it('lists the tenant tag and one per offered language', () => {
    expect(tenantTags(registry.byKey.get('compact')!)).toEqual(['tenant:compact', 'tenant:compact:es']);
    expect(tenantTags(registry.byKey.get('demo')!)).toContain('tenant:demo:en');
  });

  it('expires at once (the next view renders fresh), not stale-while-revalidate', () => {
    expireTag('tenant:demo');
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('tenant:demo', { expire: 0 });
  });
});
