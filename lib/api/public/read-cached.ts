import { unstable_cache } from 'next/cache';
import { REVALIDATE_SECONDS, tenantLocaleTag, tenantTag } from '@/lib/cache';
import { getServerConfig } from '@/lib/config';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Locale, Tenant } from '@/lib/tenants/schema';

export type Reader<T> = (tenant: Tenant, locale: Locale) => Promise<T>;

/**
 * The one way to cache a public API read: keyed and tagged by tenant and locale, refreshed
 * after REVALIDATE_SECONDS. `keyParts` name the resource and its arguments. Wrap the exported
 * reader in React `cache()` so one render asks once. Never pass a bearer token through here.
 */
export async function readCached<T>(tenantKey: string, locale: Locale, keyParts: string[], read: Reader<T>): Promise<T> {
  const tenant = getTenantByKey(tenantKey);
  if (!tenant) throw new Error(`Unknown tenant "${tenantKey}"`);
  // The API base is part of the key: the same build pointed at another API (or the test run's
  // demo API) must never be served this one's answers.
  const apiBase = tenant.apiBaseUrl ?? getServerConfig().apiBaseUrl;
  return unstable_cache(() => read(tenant, locale), ['api', apiBase, tenantKey, locale, ...keyParts], {
    tags: [tenantTag(tenantKey), tenantLocaleTag(tenantKey, locale)],
    revalidate: REVALIDATE_SECONDS,
  })();
}
