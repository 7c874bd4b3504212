import { describe, expect, it } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { buildRobots, buildSitemap, sitemapRoutePaths } from './sitemap';

const index = indexRegistry(parseRegistry(JSON.stringify(demo)));
const tenant = index.byKey.get('demo')!;

describe('sitemap', () => {
  it('takes the public pages from the route map', () => {
    const paths = sitemapRoutePaths(tenant);
    expect(paths).toEqual(expect.arrayContaining(['/', '/agenda', '/ponentes', '/patrocinadores', '/blog', '/contacto', '/entradas']));
    expect(paths).not.toContain('/usuario');
  });

  it('leaves out the pages a tenant does not have (no tickets page where nothing is sold)', () => {
    expect(sitemapRoutePaths(index.byKey.get('hermes')!)).not.toContain('/entradas');
  });

  it('lists each path in each language with its alternates', () => {
    const xml = buildSitemap(tenant, ['/', '/agenda', '/agenda']);
    expect(xml.match(/<url>/g)).toHaveLength(2 * 4);
    expect(xml).toContain('<loc>http://localhost:3000/eus/agenda</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="http://localhost:3000/pt/agenda"/>');
  });
});

describe('robots', () => {
  it('points indexed tenants to their sitemap', () => {
    expect(buildRobots(tenant)).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
  it('closes tenants that are not indexed', () => {
    expect(buildRobots(index.byKey.get('ciud')!)).toBe('User-agent: *\nDisallow: /\n');
  });
});
