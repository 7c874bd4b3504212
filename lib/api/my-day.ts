import type { ApiTransport } from './transport';
import {
  CALENDAR_FEED_HEADER,
  calendarFeedSecretSchema,
  calendarFeedStatusSchema,
  favoritesSchema,
  myDayDataSchema,
  type CalendarFeedSecret,
  type CalendarFeedStatus,
  type Favorites,
  type MyDayData,
} from './schemas/my-day';
import { parseResponse } from './parse';

/**
 * "My day": stars, the timeline data and the secret calendar feed
 * (contract: ./schemas/my-day). Same conventions as ./account: the transport first.
 */

/** GET /customer/favorites */
export async function getFavorites(api: ApiTransport): Promise<Favorites> {
  const { data } = await api.get<unknown>('/customer/favorites');
  return parseResponse(favoritesSchema, data, 'GET /customer/favorites');
}

/** PUT /customer/favorites/{id} (star) or DELETE (unstar) — the account's stars after. */
export async function setFavorite(api: ApiTransport, conferenceId: number, starred: boolean): Promise<Favorites> {
  const path = `/customer/favorites/${conferenceId}`;
  const { data } = starred ? await api.put<unknown>(path) : await api.delete<unknown>(path);
  return parseResponse(favoritesSchema, data, `${starred ? 'PUT' : 'DELETE'} /customer/favorites/{id}`);
}

/** POST /customer/favorites — adds the stars kept in the browser before signing in. */
export async function mergeFavorites(api: ApiTransport, conferenceIds: number[]): Promise<Favorites> {
  const { data } = await api.post<unknown>('/customer/favorites', { conferenceIds });
  return parseResponse(favoritesSchema, data, 'POST /customer/favorites');
}

/** GET /customer/my-day */
export async function getMyDay(api: ApiTransport): Promise<MyDayData> {
  const { data } = await api.get<unknown>('/customer/my-day');
  return parseResponse(myDayDataSchema, data, 'GET /customer/my-day');
}

/** GET /calendar-feed/my-day with the feed's secret (no bearer token): the owner's timeline data. */
export async function getMyDayBySecret(api: ApiTransport, secret: string): Promise<MyDayData> {
  const { data } = await api.get<unknown>('/calendar-feed/my-day', { headers: { [CALENDAR_FEED_HEADER]: secret } });
  return parseResponse(myDayDataSchema, data, 'GET /calendar-feed/my-day');
}

/** GET /customer/calendar-feed */
export async function getCalendarFeed(api: ApiTransport): Promise<CalendarFeedStatus> {
  const { data } = await api.get<unknown>('/customer/calendar-feed');
  return parseResponse(calendarFeedStatusSchema, data, 'GET /customer/calendar-feed');
}

/** POST /customer/calendar-feed — a new secret (the earlier one stops working). */
export async function renewCalendarFeed(api: ApiTransport): Promise<CalendarFeedSecret> {
  const { data } = await api.post<unknown>('/customer/calendar-feed');
  return parseResponse(calendarFeedSecretSchema, data, 'POST /customer/calendar-feed');
}

/** DELETE /customer/calendar-feed */
export async function revokeCalendarFeed(api: ApiTransport): Promise<void> {
  await api.delete('/customer/calendar-feed');
}
