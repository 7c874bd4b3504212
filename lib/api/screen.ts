import type { ApiTransport } from './transport';
import { screenLinkSchema, screenStateSchema, type ScreenLink, type ScreenState } from './schemas/screen';
import { parseResponse } from './parse';

/** The room screen (contract in ./schemas/screen.ts). */

/** POST /conferences/{id}/screen/state {key?} — with the organiser's token, or the secret key of the link. */
export async function getScreenState(api: ApiTransport, conferenceId: number, key?: string | null): Promise<ScreenState> {
  const endpoint = `/conferences/${conferenceId}/screen/state`;
  const { data } = await api.post<unknown>(endpoint, key ? { key } : {});
  return parseResponse(screenStateSchema, data, `POST ${endpoint}`);
}

/** GET /conferences/{id}/screen/link (moderators) — the secret key of the screen's link. */
export async function getScreenLink(api: ApiTransport, conferenceId: number): Promise<ScreenLink> {
  const endpoint = `/conferences/${conferenceId}/screen/link`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(screenLinkSchema, data, `GET ${endpoint}`);
}

/** POST /conferences/{id}/screen/rotate (moderators) — a new key; links with the old one stop working. */
export async function rotateScreenLink(api: ApiTransport, conferenceId: number): Promise<ScreenLink> {
  const endpoint = `/conferences/${conferenceId}/screen/rotate`;
  const { data } = await api.post<unknown>(endpoint, {});
  return parseResponse(screenLinkSchema, data, `POST ${endpoint}`);
}
