import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import type { SponsorGroup } from '../schemas';
import { serverApi } from '../server';
import { getSponsorGroups } from '../sponsors';
import { readCached } from './read-cached';

/** Sponsor groups: `promotores` (by category) and any others such as `colaboradores`. */
export const getCachedSponsorGroups = cache(
  (tenantKey: string, locale: Locale): Promise<SponsorGroup[]> =>
    readCached(tenantKey, locale, ['sponsor-groups'], (tenant) => getSponsorGroups(serverApi(tenant, locale))),
);
