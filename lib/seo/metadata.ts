import type { Metadata } from 'next';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/schema';
import { absoluteUrl, languageAlternates } from './urls';

/**
 * Metadata every public page shares: title and description from its content, the canonical
 * URL, hreflang alternates for the tenant's languages and Open Graph data.
 * `path` is the public, locale-free, percent-encoded path (use `href()`).
 */
export function pageMetadata(
  tenant: Tenant,
  locale: Locale,
  path: string,
  page: { title?: string; description?: string; image?: string | null },
): Metadata {
  return {
    ...(page.title ? { title: page.title } : {}),
    ...(page.description ? { description: page.description } : {}),
    alternates: languageAlternates(tenant, locale, path),
    openGraph: {
      type: 'website',
      siteName: tenant.name,
      locale: LOCALE_META[locale].iso.replace('-', '_'),
      url: absoluteUrl(tenant, locale, path),
      ...(page.title ? { title: page.title } : {}),
      ...(page.description ? { description: page.description } : {}),
      ...(page.image ? { images: [page.image] } : {}),
    },
  };
}
