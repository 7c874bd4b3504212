/**
 * The check-in contract's names without zod (the door page reads them on first load);
 * `./checkin` re-exports them next to the schemas.
 */

/** `entrance`: the event's door (a ticket with the in-person right); `room`: one session's room (registered there). */
export const CHECKIN_LIST_KINDS = ['entrance', 'room'] as const;
export type CheckinListKind = (typeof CHECKIN_LIST_KINDS)[number];

export const CHECKIN_DIRECTIONS = ['entry', 'exit'] as const;
export type CheckinDirection = (typeof CHECKIN_DIRECTIONS)[number];

/**
 * Why a redeem is refused, in the order the API checks:
 *
 * | key | |
 * |---|---|
 * | list_closed | the list is closed |
 * | unknown_code | not a badge, or nobody of this event |
 * | wrong_tenant | another event's badge |
 * | bad_signature | the signature (or the older badge's HMAC) does not match: forged or damaged |
 * | revoked | the badge was reissued (lost, or its ticket cancelled): an older issue |
 * | no_in_person | the ticket does not grant in-person access (or there is none) |
 * | not_registered | a room list: not registered (confirmed) in this session's room |
 * | not_inside | an exit scan of someone who is not inside |
 */
export const CHECKIN_REFUSALS = ['list_closed', 'unknown_code', 'wrong_tenant', 'bad_signature', 'revoked', 'no_in_person', 'not_registered', 'not_inside'] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

/**
 * Refusals only a door deciding offline gives: `not_on_list` (a valid badge of someone the
 * downloaded list does not hold: no in-person ticket, or not registered here), and
 * `unverifiable_offline` (an older HMAC badge, which only the API can check).
 */
export const CHECKIN_DEVICE_REFUSALS = ['not_on_list', 'unverifiable_offline'] as const;
export type CheckinDeviceRefusal = (typeof CHECKIN_DEVICE_REFUSALS)[number];

export const CHECKIN_ERROR_KEYS = ['checkin.login_required', 'checkin.forbidden', 'checkin.not_found', 'checkin.room_required', 'checkin.too_many'] as const;
export type CheckinErrorKey = (typeof CHECKIN_ERROR_KEYS)[number];

/** The organisers' check-in channel (moderators of that tenant only). */
export function checkinChannel(tenantKey: string): string {
  return `private-tenant.${tenantKey}.checkin`;
}

/** Reads a check-in channel name back: the tenant key, or null. */
export function parseCheckinChannel(channel: string): string | null {
  const m = channel.match(/^private-tenant\.([a-z0-9-]+)\.checkin$/);
  return m ? m[1]! : null;
}

export const CHECKIN_EVENTS = {
  /** organisers' channel: a scan was decided {listId, counts, scan} */
  scanned: 'checkin.scanned',
  /** a session's public channel: a room list's people inside changed {conferenceId, roomId, listId, inside} */
  occupancy: 'checkin.occupancy',
} as const;

/** Every refusal a door can show: the API's, and those only an offline door gives. */
export type DoorRefusal = CheckinRefusal | CheckinDeviceRefusal;
