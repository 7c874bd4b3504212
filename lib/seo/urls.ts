import { localizePath } from '@/lib/i18n/detect';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/schema';

/** The tenant's public origin: its `baseUrl`, else http:// + its first host. */
export function tenantOrigin(tenant: Tenant): string {
  return tenant.baseUrl ?? `http://${tenant.hosts[0]}`;
}

/** Absolute URL of a portal path (percent-encoded, locale-free) in a language. */
export function absoluteUrl(tenant: Tenant, locale: Locale, path: string): string {
  return tenantOrigin(tenant) + localizePath(locale, path);
}

/**
 * Canonical URL and hreflang alternates of a page (Next's `alternates` metadata): one
 * alternate per language the tenant offers, plus x-default (the Spanish, unprefixed URL).
 *   languageAlternates(demo, 'en', '/agenda') →
 *   { canonical: 'http://localhost:3000/en/agenda',
 *     languages: { 'es-ES': '…/agenda', 'en-US': '…/en/agenda', …, 'x-default': '…/agenda' } }
 */
export function languageAlternates(tenant: Tenant, locale: Locale, path: string) {
  const languages: Record<string, string> = {};
  for (const l of tenant.languages) languages[LOCALE_META[l].iso] = absoluteUrl(tenant, l, path);
  languages['x-default'] = absoluteUrl(tenant, 'es', path);
  return { canonical: absoluteUrl(tenant, locale, path), languages };
}
