import { describe, expect, it } from 'vitest';
import { themes } from '@/themes';
import type { Tenant } from '@/lib/tenants/schema';
import { buildManifest } from './manifest';

const tenant = { name: 'Congreso Digital 2027', logo: '/tenants/demo/logo.svg', favicon: '/tenants/demo/favicon.svg' } as Tenant;

describe('buildManifest', () => {
  it("names the event, starts at its home and takes its theme's colour", () => {
    const manifest = buildManifest(tenant, themes.hermes);
    expect(manifest).toMatchObject({ name: 'Congreso Digital 2027', short_name: 'Congreso', start_url: '/', display: 'standalone', theme_color: '#1d3461' });
  });

  it('offers the logo and the favicon as icons, typed by their file name, once each', () => {
    expect(buildManifest(tenant, themes.default).icons).toEqual([
      { src: '/tenants/demo/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/tenants/demo/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    const same = { ...tenant, favicon: tenant.logo, logo: 'https://cdn.example/logo.PNG?v=2' } as Tenant;
    expect(buildManifest(same, themes.default).icons.map((i) => i.type)).toEqual(['image/png', 'image/svg+xml']);
  });

  it('keeps a short name whole', () => {
    expect(buildManifest({ ...tenant, name: 'CNED' } as Tenant, themes.cned).short_name).toBe('CNED');
  });
});
