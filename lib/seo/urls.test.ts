import { describe, expect, it } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { absoluteUrl, languageAlternates, tenantOrigin } from './urls';

const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
const tenant = index.byKey.get('demo')!;
const compact = index.byKey.get('compact')!;

describe('SEO URLs', () => {
  it('uses the registry base URL, else the first host', () => {
    expect(tenantOrigin(tenant)).toBe('http://localhost:3000');
    expect(tenantOrigin({ ...tenant, baseUrl: null })).toBe('http://localhost');
  });
  it('prefixes every language but Spanish', () => {
    expect(absoluteUrl(tenant, 'eus', '/agenda')).toBe('http://localhost:3000/eus/agenda');
    expect(absoluteUrl(tenant, 'es', '/')).toBe('http://localhost:3000/');
  });
  it('lists an alternate per offered language plus x-default', () => {
    const alt = languageAlternates(tenant, 'en', '/cambiar-contrase%C3%B1a');
    expect(alt.canonical).toBe('http://localhost:3000/en/cambiar-contrase%C3%B1a');
    expect(Object.keys(alt.languages)).toEqual(['es-ES', 'en-US', 'pt-BR', 'eu-ES', 'x-default']);
    expect(languageAlternates(compact, 'es', '/').languages).toEqual({
      'es-ES': 'http://compact.localhost:3000/',
      'x-default': 'http://compact.localhost:3000/',
    });
  });
});
