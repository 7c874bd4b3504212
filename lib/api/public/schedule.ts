import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getSchedule, getScheduleTags, getTrack, getTracks } from '../schedule';
import type { ScheduleDay, Tag, Track, TrackDetail } from '../schemas';
import { serverApi } from '../server';
import { isMissingOnPublicRead, readCached } from './read-cached';

/** Cached public reads of the agenda, per tenant and language, for every venue. */

export const getCachedSchedule = cache(
  (tenantKey: string, locale: Locale): Promise<ScheduleDay[]> =>
    readCached(tenantKey, locale, ['schedule'], (tenant) => getSchedule(serverApi(tenant, locale))),
);

export const getCachedScheduleTags = cache(
  (tenantKey: string, locale: Locale): Promise<Tag[]> =>
    readCached(tenantKey, locale, ['schedule-tags'], (tenant) => getScheduleTags(serverApi(tenant, locale))),
);

export const getCachedTracks = cache(
  (tenantKey: string, locale: Locale): Promise<Track[]> =>
    readCached(tenantKey, locale, ['tracks'], (tenant) => getTracks(serverApi(tenant, locale))),
);

/** A track with its sessions; null when the API answers 404 for it. */
export const getCachedTrack = cache(
  (tenantKey: string, locale: Locale, slug: string): Promise<TrackDetail | null> =>
    readCached(tenantKey, locale, ['track', slug], async (tenant) => {
      try {
        return await getTrack(serverApi(tenant, locale), slug);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
