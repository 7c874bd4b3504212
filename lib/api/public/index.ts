import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getCmsPage, getNavigationMenu } from '../cms';
import { getGeneralData } from '../profile';
import { getVenues } from '../schedule';
import type { CmsPage, GeneralData, MenuArea, NavigationMenu, Venue } from '../schemas';
import { serverApi } from '../server';
import { isMissingOnPublicRead, readCached } from './read-cached';

/**
 * Cached public reads of the frame (general data, menus, venues, CMS pages). Each resource's
 * own cached readers live next to this file (`./blog.ts`, `./conferences.ts`, …), all built
 * on `readCached`.
 *
 * Cached public reads: the same answer for every visitor of a tenant and language, so it is
 * fetched once per revalidate window (Next's data cache, tagged per tenant and locale) and at
 * most once per request (React `cache()`).
 *
 * Rules (docs/architecture.md#framework-rules): these never take or send a bearer token, and never call
 * cookies() or headers(). A thrown error is not cached (the next request tries again); a 404 (or
 * another 4xx naming the request, see isMissingOnPublicRead) is a public fact, cached as null.
 */


export const getCachedGeneralData = cache(
  (tenantKey: string, locale: Locale): Promise<GeneralData> =>
    readCached(tenantKey, locale, ['general-data'], (tenant) => getGeneralData(serverApi(tenant, locale))),
);

export const getCachedVenues = cache(
  (tenantKey: string, locale: Locale): Promise<Venue[]> =>
    readCached(tenantKey, locale, ['venues'], (tenant) => getVenues(serverApi(tenant, locale))),
);

export const getCachedMenu = cache(
  (tenantKey: string, locale: Locale, area: MenuArea): Promise<NavigationMenu> =>
    readCached(tenantKey, locale, ['navigation-menu', area], (tenant) =>
      getNavigationMenu(serverApi(tenant, locale), area),
    ),
);

/** null when the API answers 404 for this slug. */
export const getCachedCmsPage = cache(
  (tenantKey: string, locale: Locale, slug: string): Promise<CmsPage | null> =>
    readCached(tenantKey, locale, ['cms-page', slug], async (tenant) => {
      try {
        return await getCmsPage(serverApi(tenant, locale), slug);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
