import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import type { SponsorDetail, SponsorGroup, Tag } from '../schemas';
import { serverApi } from '../server';
import { getSponsor, getSponsorGroups, getSponsorTags } from '../sponsors';
import { isMissingOnPublicRead, readCached } from './read-cached';

/**
 * Sponsor groups: `promotores` (by category) and any others such as `colaboradores`. Every
 * sponsor of the tenant: the `?tag=` filter of /patrocinadores runs on the client over this list.
 */
export const getCachedSponsorGroups = cache(
  (tenantKey: string, locale: Locale): Promise<SponsorGroup[]> =>
    readCached(tenantKey, locale, ['sponsor-groups'], (tenant) => getSponsorGroups(serverApi(tenant, locale))),
);

export const getCachedSponsorTags = cache(
  (tenantKey: string, locale: Locale): Promise<Tag[]> =>
    readCached(tenantKey, locale, ['sponsor-tags'], (tenant) => getSponsorTags(serverApi(tenant, locale))),
);

/** null when the API answers 404 (or another "no such id" 4xx) for this id: the page is a 404. */
export const getCachedSponsor = cache(
  (tenantKey: string, locale: Locale, id: number): Promise<SponsorDetail | null> =>
    readCached(tenantKey, locale, ['sponsor', String(id)], async (tenant) => {
      try {
        return await getSponsor(serverApi(tenant, locale), id);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
