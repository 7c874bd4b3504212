import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import type { Topic, TopicDetail } from '../schemas';
import { serverApi } from '../server';
import { getTopic, getTopics } from '../topics';
import { isMissingOnPublicRead, readCached } from './read-cached';

export const getCachedTopics = cache(
  (tenantKey: string, locale: Locale): Promise<Topic[]> =>
    readCached(tenantKey, locale, ['topics'], (tenant) => getTopics(serverApi(tenant, locale))),
);

/** null when the API answers 404 for this slug. */
export const getCachedTopic = cache(
  (tenantKey: string, locale: Locale, slug: string): Promise<TopicDetail | null> =>
    readCached(tenantKey, locale, ['topic', slug], async (tenant) => {
      try {
        return await getTopic(serverApi(tenant, locale), slug);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
