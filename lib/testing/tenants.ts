import { tenantSchema, type Tenant, type TenantInput } from '@/lib/tenants/schema';

/**
 * A tenant for unit tests that mock the registry: `demo` in Spanish and English on localhost,
 * default theme, no features. Each test overrides what it is about (base URL, API, features).
 */
export function testTenant(overrides: Partial<TenantInput> = {}): Tenant {
  return tenantSchema.parse({
    key: 'demo',
    hosts: ['localhost'],
    name: 'Demo',
    token: 't',
    favicon: '/f.svg',
    cssName: 'default',
    cssBaseFont: 'Inter',
    cssAlternateFont: 'Inter',
    ticketRequired: false,
    languages: ['es', 'en'],
    features: [],
    isIndexSite: true,
    logo: '/l.svg',
    ...overrides,
  });
}
