import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testTenant } from '@/lib/testing/tenants';
import { fakeTransport, type FakeAnswer } from '../test-adapter';

const cacheCalls: { keyParts: string[]; tags: string[] | undefined; revalidate: number | false | undefined }[] = [];

// unstable_cache stand-in: records key parts and options, and caches by key like the real one.
vi.mock('next/cache', () => {
  const store = new Map<string, unknown>();
  return {
    unstable_cache:
      <T>(fn: () => Promise<T>, keyParts: string[], options: { tags?: string[]; revalidate?: number | false }) =>
      async (): Promise<T> => {
        cacheCalls.push({ keyParts, tags: options.tags, revalidate: options.revalidate });
        const key = JSON.stringify(keyParts);
        if (store.has(key)) return JSON.parse(store.get(key) as string) as T;
        const value = await fn();
        store.set(key, JSON.stringify(value));
        return value;
      },
  };
});

const tenant = testTenant({
  hosts: ['demo.localhost'],
  token: 'demo-token',
  favicon: '/favicon.ico',
  features: ['login'],
  logo: '/logo.svg',
  apiBaseUrl: 'http://tenant-api.test',
});

vi.mock('@/lib/tenants/registry', () => ({
  getTenantByKey: (key: string) => (key === 'demo' ? tenant : undefined),
}));

let answer: (url: string) => FakeAnswer = () => ({ status: 500 });
const transport = fakeTransport((config) => answer(config.url ?? ''));

// The real serverApi, pointed at the fake transport.
vi.mock('../server', async (importOriginal) => {
  const original = await importOriginal<typeof import('../server')>();
  return {
    ...original,
    serverApi: (...args: Parameters<typeof original.serverApi>) => {
      const api = original.serverApi(...args);
      api.defaults.adapter = transport.adapter;
      return api;
    },
  };
});

const { getCachedCmsPage, getCachedGeneralData, getCachedMenu, getCachedVenues } = await import('./index');
const { REVALIDATE_SECONDS } = await import('@/lib/cache');

beforeEach(() => {
  cacheCalls.length = 0;
  transport.requests.length = 0;
});

describe('cached public readers', () => {
  it('key the cache and tag it by tenant and locale, with the configured lifetime', async () => {
    answer = () => ({ status: 200, data: [{ id: 1, name: 'Bilbao' }] });
    await expect(getCachedVenues('demo', 'en')).resolves.toEqual([{ id: 1, name: 'Bilbao' }]);
    expect(cacheCalls).toEqual([
      {
        keyParts: expect.arrayContaining(['demo', 'en', 'venues']),
        tags: ['tenant:demo', 'tenant:demo:en'],
        revalidate: REVALIDATE_SECONDS,
      },
    ]);
  });

  it('call the tenant API with the tenant token and locale, and never with a bearer token', async () => {
    answer = () => ({
      status: 200,
      data: {
        eventName: 'Demo',
        description: '',
        startsAt: '2023-05-08T09:00:00+02:00',
        endsAt: '2023-05-10T18:00:00+02:00',
        timeZone: 'Europe/Madrid',
        legalLogo: null,
        copyright: '',
        contactEmail: null,
      },
    });
    await getCachedGeneralData('demo', 'es');
    const request = transport.requests[0];
    expect(request?.baseURL).toBe('http://tenant-api.test');
    expect(request?.url).toBe('/customer/general-data');
    expect(request?.headers.get('X-Tenant')).toBe('demo-token');
    expect(request?.headers.get('X-Locale')).toBe('es');
    expect(request?.headers.get('Authorization')).toBeUndefined();
  });

  it('keep answers of different API bases apart', async () => {
    answer = () => ({ status: 200, data: [{ id: 1, name: 'Bilbao' }] });
    const saved = tenant.apiBaseUrl;
    await getCachedVenues('demo', 'eus');
    (tenant as { apiBaseUrl: string | null }).apiBaseUrl = 'http://other-api.test';
    await getCachedVenues('demo', 'eus');
    (tenant as { apiBaseUrl: string | null }).apiBaseUrl = saved;
    expect(cacheCalls.map((c) => c.keyParts[1])).toEqual(['http://tenant-api.test', 'http://other-api.test']);
    expect(transport.requests).toHaveLength(2);
  });

  it('keep menus apart per area', async () => {
    answer = (url) => ({ status: 200, data: { area: url.endsWith('header') ? 'header' : 'footer', sections: [] } });
    await expect(getCachedMenu('demo', 'es', 'header')).resolves.toMatchObject({ area: 'header' });
    await expect(getCachedMenu('demo', 'es', 'footer')).resolves.toMatchObject({ area: 'footer' });
    expect(cacheCalls.map((c) => c.keyParts)).toEqual([
      expect.arrayContaining(['demo', 'es', 'navigation-menu', 'header']),
      expect.arrayContaining(['demo', 'es', 'navigation-menu', 'footer']),
    ]);
  });

  it('a CMS page the API answers 404 for is null, and that null is cached', async () => {
    answer = () => ({ status: 404, data: { message: 'Not found' } });
    await expect(getCachedCmsPage('demo', 'en', 'gone')).resolves.toBeNull();
    await expect(getCachedCmsPage('demo', 'en', 'gone')).resolves.toBeNull();
    expect(transport.requests).toHaveLength(1);
    expect(cacheCalls[0]?.keyParts).toEqual(expect.arrayContaining(['demo', 'en', 'cms-page', 'gone']));
    expect(cacheCalls[0]?.tags).toEqual(['tenant:demo', 'tenant:demo:en']);
  });

  it('a CMS slug the API refuses with 414 or 400 is null too (a 404 page, not a 500)', async () => {
    answer = (url) => (url.includes('long') ? { status: 414, data: { message: 'URI Too Long' } } : { status: 400, data: {} });
    await expect(getCachedCmsPage('demo', 'es', 'long')).resolves.toBeNull();
    await expect(getCachedCmsPage('demo', 'es', 'bad')).resolves.toBeNull();
  });

  it('a 403 on a public read is thrown: it means a wrong tenant token, not a missing page', async () => {
    answer = () => ({ status: 403, data: { message: 'Forbidden' } });
    await expect(getCachedCmsPage('demo', 'es', 'forbidden')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('other CMS errors are thrown (and so not cached)', async () => {
    answer = () => ({ status: 500, data: { message: 'Boom' } });
    await expect(getCachedCmsPage('demo', 'es', 'broken')).rejects.toMatchObject({ code: 'server' });
  });

  it('an unknown tenant key rejects', async () => {
    await expect(getCachedVenues('nope', 'es')).rejects.toThrow('Unknown tenant "nope"');
  });
});
