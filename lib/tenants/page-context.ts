import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { setRequestTimeZone } from '@/lib/i18n/request-time-zone';
import { getTenantByKey } from './registry';
import type { Tenant } from './schema';

export interface TenantParams {
  tenant: string;
  locale: string;
}

/** The params of a page under app/[tenant]/[locale]/…/[slug]. */
export type SlugParams = TenantParams & { slug: string };

/**
 * Every page and layout under app/[tenant]/[locale] starts here: the tenant key and locale come
 * from the route (set by the middleware from the host, never from the client), are re-checked,
 * and the locale and the tenant's time zone are made available to next-intl for static rendering. The route's other
 * params (a slug) come back with them as they are.
 */
export async function resolvePageContext<P extends TenantParams>(
  params: Promise<P>,
): Promise<Omit<P, keyof TenantParams> & { tenant: Tenant; locale: Locale }> {
  const { tenant: key, locale, ...rest } = await params;
  const tenant = getTenantByKey(key);
  if (!tenant || !isLocale(locale) || !tenant.languages.includes(locale)) notFound();
  setRequestLocale(locale);
  setRequestTimeZone(tenant.timeZone);
  return { ...rest, tenant, locale };
}
