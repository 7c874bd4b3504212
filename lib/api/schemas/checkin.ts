import { z } from 'zod';
import { CHECKIN_DEVICE_REFUSALS, CHECKIN_DIRECTIONS, CHECKIN_LIST_KINDS, CHECKIN_REFUSALS } from './checkin-keys';

export * from './checkin-keys';

/**
 * At the door: check-in lists, the redeem call, the staff link and the per-list sync a door
 * device decides offline from (badge payload: ./badge.ts).
 *
 * | method path | who | body | answer |
 * |---|---|---|---|
 * | GET /checkin/lists | organiser | – | `CheckinLists` (every list with counts and its last scans, the live channel) |
 * | POST /checkin/lists | organiser | `CreateCheckinListBody` | 201 `CheckinList` |
 * | PUT /checkin/lists/{id} | organiser | `RenameCheckinListBody` | `CheckinList` |
 * | POST /checkin/lists/{id}/close · /reopen | organiser | – | `CheckinList` |
 * | GET /checkin/lists/{id}/staff-link | organiser | – | `StaffLink` (made on first use) |
 * | POST /checkin/lists/{id}/staff-link/rotate | organiser | – | `StaffLink` (the old key is refused at once) |
 * | GET /checkin/lists/{id}/sync?since=<version> | organiser, or `X-Checkin-Key` | – | `CheckinSync` |
 * | POST /checkin/redeem | organiser, or `X-Checkin-Key` of that list | `RedeemBody` | `RedeemResult` |
 * | GET /checkin/rooms | organiser | – | `CheckinRoomChoice[]` (sessions with rooms a list can be made for) |
 *
 * The staff key travels in the `X-Checkin-Key` header, never in a URL the API would log; the
 * portal keeps it in the door page address's fragment (`/acceso/{id}#k=…`), which browsers never
 * send. A key opens its own list's sync and redeem and nothing else.
 *
 * Refusals of the calls themselves (`{message, errors: {field: [key]}}`): 401
 * `checkin.login_required` (no token and no key), 403 `checkin.forbidden` (a signed-in attendee,
 * or a wrong, old or another list's key), 404 `checkin.not_found`, 422 `checkin.room_required` /
 * `validation.*`, 429 `checkin.too_many` (+ `retryAfter` seconds and `Retry-After`).
 * A redeem that reaches its list always answers 200 with a result, refusals included.
 */

export const CHECKIN_KEY_HEADER = 'X-Checkin-Key';

export const checkinCountsSchema = z.object({
  /** admitted and not gone out again */
  inside: z.number().int().nonnegative(),
  /** people admitted at least once */
  checkedIn: z.number().int().nonnegative(),
  /** people this list admits (entrance: holders of an in-person ticket; room: confirmed registrations in that room) */
  expected: z.number().int().nonnegative(),
});
export type CheckinCounts = z.infer<typeof checkinCountsSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** One scan as the organiser sees it (the lists screen's last scans). */
export const checkinScanSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  at: z.string(),
  direction: z.enum(CHECKIN_DIRECTIONS),
  result: z.enum(['admitted', 'already', 'refused']),
  reason: z.enum(CHECKIN_REFUSALS).nullable(),
  /** the attendee's name when the code named one */
  name: z.string().nullable(),
  /** the organiser who scanned; null: door staff through the staff link */
  by: z.string().nullable(),
  /** the door had decided otherwise offline (`decided` of the redeem) */
  conflict: z.boolean(),
});
export type CheckinScan = z.infer<typeof checkinScanSchema>;

export const checkinListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CHECKIN_LIST_KINDS),
  /** a room list's session and room (null for the entrance, and roomId for a session without rooms) */
  conferenceId: z.number().int().nullable(),
  roomId: z.number().int().nullable(),
  sessionTitle: z.string().nullable(),
  roomName: z.string().nullable(),
  createdAt: z.string(),
  /** closed lists refuse every scan (`list_closed`) until reopened */
  closedAt: z.string().nullable(),
  counts: checkinCountsSchema,
});
export type CheckinList = z.infer<typeof checkinListSchema>;

export const checkinListsSchema = z.object({
  lists: z.array(checkinListSchema.extend({ recent: z.array(checkinScanSchema) })),
  /** the organisers' private channel: `checkin.scanned` after every scan */
  channel: z.string(),
});
export type CheckinLists = z.infer<typeof checkinListsSchema>;
export type CheckinListWithRecent = CheckinLists['lists'][number];

export const CHECKIN_NAME_MAX = 80;
const listName = z.string().trim().min(1).max(CHECKIN_NAME_MAX);

export const createCheckinListBodySchema = z.object({
  name: listName,
  kind: z.enum(CHECKIN_LIST_KINDS),
  /** room lists: the session, and the room where it has rooms */
  conferenceId: z.number().int().positive().nullish(),
  roomId: z.number().int().positive().nullish(),
});
export type CreateCheckinListBody = z.infer<typeof createCheckinListBodySchema>;

export const renameCheckinListBodySchema = z.object({ name: listName });
export type RenameCheckinListBody = z.infer<typeof renameCheckinListBodySchema>;

export const staffLinkSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });
export type StaffLink = z.infer<typeof staffLinkSchema>;

/** A session (with its rooms) a room list can be made for. */
export const checkinRoomChoiceSchema = z.object({
  conferenceId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CheckinRoomChoice = z.infer<typeof checkinRoomChoiceSchema>;

/** A nonce: 16–64 url-safe characters, made by the door for each scan (a UUID without dashes, say). */
export const NONCE_RE = /^[A-Za-z0-9_-]{16,64}$/;

export const redeemBodySchema = z
  .object({
    list: z.number().int().positive(),
    /** what the camera read or staff typed; or `customerId` for someone picked in the manual search */
    code: z.string().min(1).max(300).optional(),
    customerId: z.number().int().positive().optional(),
    nonce: z.string().regex(NONCE_RE),
    /** when the door scanned (a scan sent later from the offline queue keeps its time) */
    at: isoDateTime,
    direction: z.enum(CHECKIN_DIRECTIONS),
    /** what the door decided offline, for a queued scan; the API reports a different answer as a conflict */
    decided: z.enum(['admitted', 'already', 'refused']).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.customerId === undefined), { path: ['code'], message: 'code or customerId' });
export type RedeemBody = z.infer<typeof redeemBodySchema>;

export const checkinAttendeeSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  /** the ticket type's name (null: a ticket given without a type, or a tenant without tickets) */
  ticket: z.string().nullable(),
  photo: z.string().nullable(),
});
export type CheckinAttendee = z.infer<typeof checkinAttendeeSchema>;

const redeemCommon = { nonce: z.string(), direction: z.enum(CHECKIN_DIRECTIONS), listId: z.number().int(), counts: checkinCountsSchema };

export const redeemResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('admitted'), ...redeemCommon, attendee: checkinAttendeeSchema, at: z.string() }),
  z.object({
    result: z.literal('already'),
    ...redeemCommon,
    attendee: checkinAttendeeSchema,
    /** the admission that stands: when, at which list, by whom (null: door staff) */
    previous: z.object({ at: z.string(), listId: z.number().int(), listName: z.string(), by: z.string().nullable() }),
  }),
  z.object({ result: z.literal('refused'), ...redeemCommon, reason: z.enum(CHECKIN_REFUSALS), attendee: checkinAttendeeSchema.nullable() }),
]);
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** Someone the list admits, as a door device keeps them. */
export const checkinEntrySchema = checkinAttendeeSchema.extend({
  email: z.string(),
  /** the badge's current issue: a scanned badge with a lower serial is revoked */
  serial: z.number().int().nonnegative(),
  /** admitted here and not gone out again */
  inside: z.boolean(),
  /** their admission that stands at this list (for the door's `already` offline), or null */
  admittedAt: z.string().nullable(),
});
export type CheckinEntry = z.infer<typeof checkinEntrySchema>;

export const checkinSyncSchema = z.object({
  list: checkinListSchema,
  /** the tenant key the badges name (`EK2:<TENANT>:`) */
  tenant: z.string(),
  /** the tenant's Ed25519 public key, raw 32 bytes in base64url */
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** this list's data version: send it back as `since` to get only what changed after it */
  version: z.number().int().nonnegative(),
  /** true: `entries` is the whole list (a first sync, or a `since` the API no longer knows) */
  full: z.boolean(),
  /** people added or changed since `since` (all of them when `full`) */
  entries: z.array(checkinEntrySchema),
  /** people the list no longer admits since `since` (a cancelled ticket, a reissued badge, a cancelled registration), with the refusal they get now */
  removed: z.array(z.object({ customerId: z.number().int(), reason: z.enum(CHECKIN_REFUSALS) })),
});
export type CheckinSync = z.infer<typeof checkinSyncSchema>;

/** `checkin.scanned` on the organisers' channel. */
export const checkinScannedSchema = z.object({ listId: z.number().int(), counts: checkinCountsSchema, scan: checkinScanSchema });
export type CheckinScanned = z.infer<typeof checkinScannedSchema>;

/** `checkin.occupancy` on a session's public channel (a room list's people inside). */
export const checkinOccupancySchema = z.object({ conferenceId: z.number().int(), roomId: z.number().int().nullable(), listId: z.number().int(), inside: z.number().int().nonnegative() });
export type CheckinOccupancy = z.infer<typeof checkinOccupancySchema>;

/** Every refusal a door can show: the API's, and those only an offline door gives. */
export const DOOR_REFUSALS = [...CHECKIN_REFUSALS, ...CHECKIN_DEVICE_REFUSALS] as const;
