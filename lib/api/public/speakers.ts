import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import type { Speaker, SpeakerDetail, Tag } from '../schemas';
import { serverApi } from '../server';
import { getSpeaker, getSpeakers, getSpeakerTags } from '../speakers';
import { isMissingOnPublicRead, readCached } from './read-cached';

/** Every speaker of the tenant (the `?tag=` filter runs on the client over this list). */
export const getCachedSpeakers = cache(
  (tenantKey: string, locale: Locale): Promise<Speaker[]> =>
    readCached(tenantKey, locale, ['speakers'], (tenant) => getSpeakers(serverApi(tenant, locale))),
);

export const getCachedSpeakerTags = cache(
  (tenantKey: string, locale: Locale): Promise<Tag[]> =>
    readCached(tenantKey, locale, ['speaker-tags'], (tenant) => getSpeakerTags(serverApi(tenant, locale))),
);

/** null when the API answers 404 for this id (a public fact, cached like any answer). */
export const getCachedSpeaker = cache(
  (tenantKey: string, locale: Locale, id: number): Promise<SpeakerDetail | null> =>
    readCached(tenantKey, locale, ['speaker', String(id)], async (tenant) => {
      try {
        return await getSpeaker(serverApi(tenant, locale), id);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
