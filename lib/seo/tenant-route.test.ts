import { describe, expect, it, vi } from 'vitest';
import { testTenant } from '@/lib/testing/tenants';
import { tenantFileRoute } from './tenant-route';

const tenant = testTenant({ languages: ['es'] });
vi.mock('@/lib/tenants/registry', () => ({ getTenantByKey: (key: string) => (key === 'demo' ? tenant : undefined) }));

const params = (key: string) => ({ params: Promise.resolve({ tenant: key }) });

describe('tenantFileRoute', () => {
  const GET = tenantFileRoute('text/plain; charset=utf-8', async (t) => `tenant ${t.key}\n`);

  it("answers the tenant's text with its content type", async () => {
    const res = await GET(new Request('http://localhost/robots.txt'), params('demo'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('tenant demo\n');
  });

  it('is a 404 (notFound) for a tenant the registry does not know', async () => {
    await expect(GET(new Request('http://localhost/robots.txt'), params('nadie'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});
