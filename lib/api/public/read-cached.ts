import { unstable_cache } from 'next/cache';
import { isApiError } from '@/lib/api/errors';
import { REVALIDATE_SECONDS, tenantLocaleTag, tenantTag } from '@/lib/cache';
import { getServerConfig } from '@/lib/config';
import { getTenantByKey } from '@/lib/tenants/registry';
import { noteReadFailure, noteReadSuccess, openBreaker, raceBreaker } from '@/lib/tenants/upstream-faults';
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
  const guarded = async () => {
    const outage = openBreaker(apiBase);
    if (outage) throw outage;
    try {
      const value = await raceBreaker(apiBase, () => read(tenant, locale));
      noteReadSuccess(apiBase);
      return value;
    } catch (error) {
      noteReadFailure(tenantKey, apiBase, error);
      throw error;
    }
  };
  return unstable_cache(guarded, ['api', apiBase, tenantKey, locale, ...keyParts], {
    tags: [tenantTag(tenantKey), tenantLocaleTag(tenantKey, locale)],
    revalidate: REVALIDATE_SECONDS,
  })();
}

/**
 * A public read the API refuses with a 4xx that names the request (not the visitor): an unknown
 * or malformed slug or id (400, 404, 410, 414 "too long", 422). The page is a 404, never a 500.
 * 401 and 403 are not among them: a public read carries no bearer token, so those mean a wrong
 * tenant token, which is the operator's fault and must stay visible.
 */
export function isMissingOnPublicRead(error: unknown): boolean {
  return isApiError(error) && error.status !== null && [400, 404, 410, 414, 422].includes(error.status);
}
