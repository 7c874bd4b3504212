import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getConference, getConferences, getFeaturedConferences, getNextConferences } from '../conferences';
import type { Conference, ConferenceSummary } from '../schemas';
import { serverApi } from '../server';
import { isMissingOnPublicRead, readCached } from './read-cached';

/**
 * Cached public reads of conferences (activities, sessions), per tenant and language. The
 * venue filter is applied in the browser (the selected venue lives there), so these ask for
 * every venue.
 */

/** Which activities: the current edition, earlier days of every edition, or today's. */
export type ActivitiesScope = 'current' | 'past' | 'today';

const SCOPE_QUERY = {
  current: {},
  past: { when: 'past' },
  today: { when: 'today' },
} as const;

export const getCachedConferences = cache(
  (tenantKey: string, locale: Locale, scope: ActivitiesScope): Promise<ConferenceSummary[]> =>
    readCached(tenantKey, locale, ['conferences', scope], (tenant) => getConferences(serverApi(tenant, locale), SCOPE_QUERY[scope])),
);

export const getCachedFeaturedConferences = cache(
  (tenantKey: string, locale: Locale): Promise<ConferenceSummary[]> =>
    readCached(tenantKey, locale, ['conferences-featured'], (tenant) => getFeaturedConferences(serverApi(tenant, locale))),
);

export const getCachedNextConferences = cache(
  (tenantKey: string, locale: Locale, limit: number): Promise<ConferenceSummary[]> =>
    readCached(tenantKey, locale, ['conferences-next', String(limit)], (tenant) =>
      getNextConferences(serverApi(tenant, locale), { limit }),
    ),
);

/** One session; null when the API answers 404 for this slug. */
export const getCachedConference = cache(
  (tenantKey: string, locale: Locale, slug: string): Promise<Conference | null> =>
    readCached(tenantKey, locale, ['conference', slug], async (tenant) => {
      try {
        return await getConference(serverApi(tenant, locale), slug);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
