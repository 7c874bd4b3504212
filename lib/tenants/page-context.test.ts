import { describe, expect, it, vi } from 'vitest';
import { testTenant } from '@/lib/testing/tenants';
import { resolvePageContext } from './page-context';

const tenant = testTenant();
const requestLocales: string[] = [];
vi.mock('./registry', () => ({ getTenantByKey: (key: string) => (key === 'demo' ? tenant : undefined) }));
vi.mock('next-intl/server', () => ({ setRequestLocale: (locale: string) => requestLocales.push(locale) }));

describe('resolvePageContext', () => {
  it("gives the tenant, the locale (set for next-intl) and the route's other params", async () => {
    const context = await resolvePageContext(Promise.resolve({ tenant: 'demo', locale: 'en', slug: 'gracias' }));
    expect(context).toEqual({ tenant, locale: 'en', slug: 'gracias' });
    expect(requestLocales).toEqual(['en']);
  });

  it('is a 404 for an unknown tenant, an unknown locale or one the tenant does not offer', async () => {
    for (const params of [
      { tenant: 'nadie', locale: 'es' },
      { tenant: 'demo', locale: 'xx' },
      { tenant: 'demo', locale: 'fr' },
    ]) {
      await expect(resolvePageContext(Promise.resolve(params))).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    }
  });
});
