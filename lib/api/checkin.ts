import type { ApiTransport } from './transport';
import { parseResponse } from './parse';
import {
  CHECKIN_KEY_HEADER,
  checkinListSchema,
  checkinListsSchema,
  checkinRoomChoiceSchema,
  checkinSyncSchema,
  redeemResultSchema,
  staffLinkSchema,
  type CheckinList,
  type CheckinLists,
  type CheckinRoomChoice,
  type CheckinSync,
  type CreateCheckinListBody,
  type RedeemBody,
  type RedeemResult,
  type StaffLink,
} from './schemas/checkin';
import { z } from 'zod';

/**
 * At the door (contract in ./schemas/checkin.ts): the organiser's lists, and the door's sync and
 * redeem, called with the organiser's token or a list's staff key (`key`: sent in the
 * X-Checkin-Key header, never in a URL).
 */

const keyHeaders = (key: string | null | undefined) => (key ? { headers: { [CHECKIN_KEY_HEADER]: key } } : undefined);

/** GET /checkin/lists (organiser). */
export async function getCheckinLists(api: ApiTransport): Promise<CheckinLists> {
  const { data } = await api.get<unknown>('/checkin/lists');
  return parseResponse(checkinListsSchema, data, 'GET /checkin/lists');
}

/** POST /checkin/lists (organiser). */
export async function createCheckinList(api: ApiTransport, body: CreateCheckinListBody): Promise<CheckinList> {
  const { data } = await api.post<unknown>('/checkin/lists', body);
  return parseResponse(checkinListSchema, data, 'POST /checkin/lists');
}

/** PUT /checkin/lists/{id} (organiser): a new name. */
export async function renameCheckinList(api: ApiTransport, id: number, name: string): Promise<CheckinList> {
  const { data } = await api.put<unknown>(`/checkin/lists/${id}`, { name });
  return parseResponse(checkinListSchema, data, 'PUT /checkin/lists/{id}');
}

/** POST /checkin/lists/{id}/close · /reopen (organiser). */
export async function setCheckinListClosed(api: ApiTransport, id: number, closed: boolean): Promise<CheckinList> {
  const { data } = await api.post<unknown>(`/checkin/lists/${id}/${closed ? 'close' : 'reopen'}`, {});
  return parseResponse(checkinListSchema, data, 'POST /checkin/lists/{id}/close|reopen');
}

/** GET /checkin/lists/{id}/staff-link (organiser): the list's staff key (made on first use). */
export async function getStaffLink(api: ApiTransport, id: number): Promise<StaffLink> {
  const { data } = await api.get<unknown>(`/checkin/lists/${id}/staff-link`);
  return parseResponse(staffLinkSchema, data, 'GET /checkin/lists/{id}/staff-link');
}

/** POST /checkin/lists/{id}/staff-link/rotate (organiser): a new key; links with the old one stop working. */
export async function rotateStaffLink(api: ApiTransport, id: number): Promise<StaffLink> {
  const { data } = await api.post<unknown>(`/checkin/lists/${id}/staff-link/rotate`, {});
  return parseResponse(staffLinkSchema, data, 'POST /checkin/lists/{id}/staff-link/rotate');
}

/** GET /checkin/rooms (organiser): the sessions a room list can be made for. */
export async function getCheckinRooms(api: ApiTransport): Promise<CheckinRoomChoice[]> {
  const { data } = await api.get<unknown>('/checkin/rooms');
  return parseResponse(z.array(checkinRoomChoiceSchema), data, 'GET /checkin/rooms');
}

/** GET /checkin/lists/{id}/sync?since= (organiser, or the list's staff key). */
export async function syncCheckinList(api: ApiTransport, id: number, since: number | null, key?: string | null): Promise<CheckinSync> {
  const { data } = await api.get<unknown>(`/checkin/lists/${id}/sync`, { ...keyHeaders(key), params: { since: since ?? undefined } });
  return parseResponse(checkinSyncSchema, data, 'GET /checkin/lists/{id}/sync');
}

/** POST /checkin/redeem (organiser, or the list's staff key). */
export async function redeemCheckin(api: ApiTransport, body: RedeemBody, key?: string | null): Promise<RedeemResult> {
  const { data } = await api.post<unknown>('/checkin/redeem', body, keyHeaders(key));
  return parseResponse(redeemResultSchema, data, 'POST /checkin/redeem');
}
