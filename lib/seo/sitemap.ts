import { LOCALE_META } from '@/lib/i18n/locales';
import { checkGuards } from '@/lib/routing/guards';
import { href, routes, type RouteDef, type RouteName } from '@/lib/routing/routes';
import type { Tenant } from '@/lib/tenants/schema';
import { absoluteUrl, tenantOrigin } from './urls';

/**
 * The parameter-free public pages the route map marks for the sitemap that this tenant has (a
 * page its guards send home, such as the tickets page where nothing is sold, is left out).
 */
export function sitemapRoutePaths(tenant: Tenant): string[] {
  return (Object.keys(routes) as RouteName[])
    .filter((name) => (routes[name] as RouteDef).sitemap && checkGuards(routes[name], tenant, false).kind !== 'home')
    .map((name) => href(name));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml for a tenant: every path in every language it offers, each entry listing its
 * language alternates (xhtml:link hreflang), as search engines expect for multilingual sites.
 */
export function buildSitemap(tenant: Tenant, paths: string[]): string {
  const unique = [...new Set(paths)];
  const entries = unique.flatMap((path) =>
    tenant.languages.map((locale) => {
      const links = tenant.languages
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_META[l].iso}" href="${escapeXml(absoluteUrl(tenant, l, path))}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(tenant, locale, path))}</loc>\n${links}\n  </url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything open with the sitemap, or everything closed when the tenant is not indexed. */
export function buildRobots(tenant: Tenant): string {
  if (!tenant.isIndexSite) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /usuario\nDisallow: /proceso-de-compra\n\nSitemap: ${tenantOrigin(tenant)}/sitemap.xml\n`;
}
