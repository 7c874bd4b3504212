import { z } from 'zod';
import { customFormSchema } from './forms';
import { formAnswersSchema, sessionFormFieldSchema } from './custom-forms';
import { paginationMetaSchema } from './pagination';

/**
 * Networking between attendees (docs/product.md#scope, docs/product.md#entities networking request / event / registration, §4
 * request states, slot legend, organiser validation, turning networking off, §5 "a user and a
 * meeting, plus a time slot when a block applies", §7 Networking, §8 networking messages).
 * Shared by the portal (lib/api/networking.ts) and the demo API (demo-api/networking.ts,
 * routes/networking.ts). Human-readable contract: /work/notes/networking-contract.md and the
 * Networking section of demo-api/README.md; realtime events in ./realtime.ts.
 *
 * Every call carries `X-Networking-Conference: <id>` (the networking conference chosen, kept in
 * the store); without it the tenant's first networking conference is used. Paths below are
 * relative to /networking.
 *
 * Tenant `networkingType` (registry): 1 = event (one-to-one meetings in time blocks cut into
 * slots, in rooms), 2 = conference (networking events organised by the organiser, with
 * registrations the organiser validates; one-to-one meetings too, with an optional date and time
 * instead of slots). A tenant without networkingType answers 404 networking.disabled.
 */

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * Error keys. Every refusal is `{ message, errors: { field: [key] } }` (+ `status` on
 * networking.invalid_state). Body validation answers the usual 422 `validation.<rule>`.
 *
 * | key | status | field | when |
 * |---|---|---|---|
 * | networking.login_required | 401 | customer | no bearer token (a bad token is the usual bare 403) |
 * | networking.forbidden | 403 | role | an organiser-only call by a non-organiser, or a party acting outside its role (the requester accepting/rejecting, the receiver editing). 403 WITH errors: the portal keeps the session |
 * | networking.disabled | 404 | networking | the tenant has no networking |
 * | networking.conference_not_found | 404 | conference | X-Networking-Conference names no networking conference of this tenant |
 * | networking.not_found | 404 | id / participantId / registrationId / eventId | no such request / customer / registration / event visible to the caller |
 * | networking.not_enabled | 409 | networking | the caller has not accepted the terms and completed the networking form |
 * | networking.participant_unavailable | 422 | participantId | yourself, or someone whose networking profile is not visible |
 * | networking.invalid_state | 409 | status | the transition is not allowed from the current status; the body adds `status` |
 * | networking.slot_unavailable | 409 | slotId | the slot (or time) has begun, is taken by an accepted meeting of either party, or every room is taken then |
 * | networking.room_unavailable | 409 | roomId | the room is taken by another accepted meeting at that time |
 * | networking.room_required | 422 | roomId | accepting without a room (docs/product.md#errors "no room selected") |
 * | networking.already_registered | 409 | eventId | registering twice to a networking event |
 * | networking.not_registered | 409 | eventId | unregistering without a registration |
 * | networking.event_full | 409 | eventId | the networking event has no places left |
 * | networking.unsubscribe_blocked | 409 | networking | turning networking off while hosting a networking event or holding a validated registration to one that has not ended |
 * | networking.request_failed … event_failed | – | – | never sent: the portal's fallbacks (docs/product.md#errors) |
 */
export const NETWORKING_ERROR_KEYS = [
  'networking.login_required',
  'networking.forbidden',
  'networking.disabled',
  'networking.conference_not_found',
  'networking.not_found',
  'networking.not_enabled',
  'networking.participant_unavailable',
  'networking.invalid_state',
  'networking.slot_unavailable',
  'networking.room_unavailable',
  'networking.room_required',
  'networking.already_registered',
  'networking.not_registered',
  'networking.event_full',
  'networking.unsubscribe_blocked',
  // portal-side fallbacks, never sent by the API
  'networking.request_failed',
  'networking.accept_failed',
  'networking.reject_failed',
  'networking.cancel_failed',
  'networking.event_failed',
] as const;
export type NetworkingErrorKey = (typeof NETWORKING_ERROR_KEYS)[number];

/**
 * The docs/product.md#errors message (key of the `ApiErrors` catalogue namespace) for an error key; keys not
 * listed show the action's fallback (networkingRequestFailed, …Accept…, …Reject…, …Cancel…,
 * eventSaveFailed) or loadingError.
 */
export const NETWORKING_ERROR_MESSAGES: Partial<Record<NetworkingErrorKey, string>> = {
  'networking.slot_unavailable': 'slotUnavailable',
  'networking.room_unavailable': 'slotUnavailable',
  'networking.room_required': 'noRoomSelected',
  'networking.unsubscribe_blocked': 'networkingUnsubscribeBlocked',
  'networking.request_failed': 'networkingRequestFailed',
  'networking.accept_failed': 'networkingAcceptFailed',
  'networking.reject_failed': 'networkingRejectFailed',
  'networking.cancel_failed': 'networkingCancelFailed',
  'networking.event_failed': 'eventSaveFailed',
};

export const networkingErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  /** networking.invalid_state: the current status */
  status: z.string().optional(),
});
export type NetworkingError = z.infer<typeof networkingErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Conferences, rooms, people
// ---------------------------------------------------------------------------------------------

export const networkingTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type NetworkingType = z.infer<typeof networkingTypeSchema>;

export const networkingRoomSchema = z.object({ id: z.number().int(), name: z.string() });
export type NetworkingRoom = z.infer<typeof networkingRoomSchema>;

/** GET /networking/conferences: the networking conferences of the tenant (the value of X-Networking-Conference). */
export const networkingConferenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 = event (blocks and slots), 2 = conference (networking events with registrations) */
  type: networkingTypeSchema,
  /** the first day and the end of the last (ISO with offset) */
  startsAt: z.string(),
  endsAt: z.string(),
  /** requests need a slot (POST /events/blocks) when true; else an optional date and time */
  hasBlocks: z.boolean(),
  rooms: z.array(networkingRoomSchema),
});
export type NetworkingConference = z.infer<typeof networkingConferenceSchema>;
export const networkingConferenceListSchema = z.array(networkingConferenceSchema);

/** Someone in networking, as others see them (cards, requests, registrations). */
export const networkingPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  /** absolute URL, or null: show `initials` */
  photo: z.string().nullable(),
  /** e.g. "AE" */
  initials: z.string(),
});
export type NetworkingPerson = z.infer<typeof networkingPersonSchema>;

/** A directory card: the person plus what they said in the networking form. */
export const networkingCustomerSchema = networkingPersonSchema.extend({
  /** option value of the form's `sector` question */
  sector: z.string().nullable(),
  /** its label in X-Locale */
  sectorLabel: z.string().nullable(),
  /** labels of the `looking_for` answers in X-Locale */
  lookingFor: z.array(z.string()),
  about: z.string().nullable(),
});
export type NetworkingCustomer = z.infer<typeof networkingCustomerSchema>;

export const NETWORKING_DIRECTORY_PER_PAGE = 12;

/**
 * GET /networking/customers?search=&company=&position=&sector=&page= → people with a visible
 * networking profile (terms accepted and form completed), the caller excluded, by surname then
 * name. `search` matches name, surname, company and position (case- and accent-insensitive);
 * `company`, `position`, `sector` are exact filters (values from `filters`). 12 per page.
 */
export const networkingCustomerQuerySchema = z.object({
  search: z.string().max(100).optional(),
  company: z.string().max(200).optional(),
  position: z.string().max(200).optional(),
  sector: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export type NetworkingCustomerQuery = z.infer<typeof networkingCustomerQuerySchema>;

export const networkingFilterOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const networkingCustomerPageSchema = z.object({
  data: z.array(networkingCustomerSchema),
  meta: paginationMetaSchema,
  /** choices of the filters over everyone visible (not only this page), by label */
  filters: z.object({
    companies: z.array(networkingFilterOptionSchema),
    positions: z.array(networkingFilterOptionSchema),
    sectors: z.array(networkingFilterOptionSchema),
  }),
});
export type NetworkingCustomerPage = z.infer<typeof networkingCustomerPageSchema>;

// ---------------------------------------------------------------------------------------------
// Enabling networking: terms, form, status, turning off
// ---------------------------------------------------------------------------------------------

/**
 * The caller's networking status: GET /networking/customer/extra-networking, and the answer of
 * GET /networking/customer/enable-networking, POST /networking/custom-form/completed and
 * GET /networking/unsubscribe.
 */
export const networkingStatusSchema = z.object({
  /** networkingType of the tenant */
  type: networkingTypeSchema,
  termsAccepted: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  formCompleted: z.boolean(),
  /** others see the profile (terms accepted and form completed) */
  visible: z.boolean(),
  /** the caller's card as others see it (null until visible) */
  profile: networkingCustomerSchema.nullable(),
  /** the networking form's answers (for editing) */
  answers: formAnswersSchema,
  /** the caller hosts a networking event or holds a validated registration to one not ended: unsubscribe is refused */
  hasAssociatedEvent: z.boolean(),
  /** seconds of the countdown before turning off (docs/product.md#states; the demo: 10) */
  unsubscribeCountdownSeconds: z.number().int().positive(),
  /** requests received and awaiting the caller's answer (all networking conferences) */
  pendingReceived: z.number().int(),
});
export type NetworkingStatus = z.infer<typeof networkingStatusSchema>;

/** GET /networking/acceptance: the networking terms in X-Locale and whether the caller accepted them. */
export const networkingAcceptanceSchema = z.object({
  title: z.string(),
  /** plain text, paragraphs separated by a blank line */
  text: z.string(),
  version: z.string(),
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
});
export type NetworkingAcceptance = z.infer<typeof networkingAcceptanceSchema>;

/** GET /networking/custom-form: the networking form (questions `sector` choice, `looking_for` multi_choice, `about` textarea). */
export const networkingFormSchema = customFormSchema.extend({
  purpose: z.literal('networking'),
  fields: z.array(sessionFormFieldSchema),
});
export type NetworkingForm = z.infer<typeof networkingFormSchema>;

/** POST /networking/custom-form/completed {custom_form_id, survey} → NetworkingStatus; 422 with `validation.<rule>` per question. */
export const networkingFormBodySchema = z.object({
  custom_form_id: z.number().int().positive(),
  survey: formAnswersSchema,
});
export type NetworkingFormBody = z.infer<typeof networkingFormBodySchema>;

// ---------------------------------------------------------------------------------------------
// Blocks and slots
// ---------------------------------------------------------------------------------------------

/** docs/product.md#states slot legend, for the caller and the other participant. */
export const SLOT_STATUSES = ['free', 'requested', 'occupied'] as const;
export const slotStatusSchema = z.enum(SLOT_STATUSES);
export type SlotStatus = z.infer<typeof slotStatusSchema>;

export const networkingSlotSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * occupied: it has begun (the API's "now"), either person has an accepted meeting then, or
   * every room is taken; requested:
   * a pending request of either person is on it; free: otherwise. Only free and requested slots
   * can be requested.
   */
  status: slotStatusSchema,
  /** rooms and whether each is free at that time (accepted meetings) */
  rooms: z.array(networkingRoomSchema.extend({ free: z.boolean() })),
});
export type NetworkingSlot = z.infer<typeof networkingSlotSchema>;

export const networkingBlockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** YYYY-MM-DD (Europe/Madrid) */
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  slotMinutes: z.number().int().positive(),
  slots: z.array(networkingSlotSchema),
});
export type NetworkingBlock = z.infer<typeof networkingBlockSchema>;

/**
 * POST /networking/events/blocks {participantId, requestId?} → the blocks of the networking
 * conference with each slot's status for the caller and `participantId`; `requestId` (a pending
 * request being edited) is left out of the statuses. `[]` blocks on a conference without blocks.
 */
export const networkingBlocksBodySchema = z.object({
  participantId: z.number().int().positive(),
  requestId: z.number().int().positive().optional(),
});
export type NetworkingBlocksBody = z.infer<typeof networkingBlocksBodySchema>;
export const networkingBlocksSchema = z.object({
  blocks: z.array(networkingBlockSchema),
  rooms: z.array(networkingRoomSchema),
});
export type NetworkingBlocks = z.infer<typeof networkingBlocksSchema>;

// ---------------------------------------------------------------------------------------------
// Requests (meetings between two attendees)
// ---------------------------------------------------------------------------------------------

/**
 * docs/product.md#states: created (Pending) → validated (Accepted, by the receiver, with a room) | rejected (by
 * the receiver) | cancelled (by either, optional reason); validated → cancelled (by either).
 * rejected and cancelled are final. Anything else: 409 networking.invalid_state.
 */
export const REQUEST_STATUSES = ['created', 'validated', 'rejected', 'cancelled'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const REQUEST_TRANSITIONS: Record<Exclude<RequestStatus, 'created'>, { from: readonly RequestStatus[]; by: 'receiver' | 'either' }> = {
  validated: { from: ['created'], by: 'receiver' },
  rejected: { from: ['created'], by: 'receiver' },
  cancelled: { from: ['created', 'validated'], by: 'either' },
};

export const NETWORKING_NAME_MAX = 120;
export const NETWORKING_COMMENT_MAX = 500;
export const NETWORKING_REASON_MAX = 300;
/** Length of a meeting with a date and time but no slot. */
export const FREE_MEETING_MINUTES = 30;

export const networkingRequestSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  status: requestStatusSchema,
  /** for the caller: they sent it, or they received it */
  direction: z.enum(['sent', 'received']),
  requester: networkingPersonSchema,
  receiver: networkingPersonSchema,
  /** the meeting's subject */
  name: z.string(),
  comment: z.string().nullable(),
  /** the slot (conferences with blocks), else null */
  slotId: z.number().int().nullable(),
  blockId: z.number().int().nullable(),
  /** the slot's times, or the optional date and time; null when none was given */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** proposed by the requester, or chosen by the receiver on acceptance */
  room: networkingRoomSchema.nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['requester', 'receiver']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  validatedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type NetworkingRequest = z.infer<typeof networkingRequestSchema>;

export const NETWORKING_REQUESTS_PER_PAGE = 10;

/**
 * GET /networking/events/received?page=&status= and /events/sent?page=&status= → the caller's
 * requests in this networking conference, newest first, 10 per page; `status` filters.
 */
export const networkingRequestPageSchema = z.object({
  data: z.array(networkingRequestSchema),
  meta: paginationMetaSchema,
  /** received requests awaiting the caller's answer in this networking conference (the counter) */
  pending: z.number().int(),
});
export type NetworkingRequestPage = z.infer<typeof networkingRequestPageSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * POST /networking/events → 201 NetworkingRequest (status created). `slotId` is required when
 * the conference has blocks (422 validation.required) and must be one of its slots
 * (validation.in); `startsAt` (ISO with offset) is the optional date and time of a conference
 * without blocks. `roomId` proposes a room (the receiver chooses on acceptance).
 */
export const createRequestBodySchema = z.object({
  participantId: z.number().int().positive(),
  name: z.string().trim().min(1).max(NETWORKING_NAME_MAX),
  comment: z.string().trim().max(NETWORKING_COMMENT_MAX).nullish(),
  slotId: z.number().int().positive().nullish(),
  startsAt: isoDateTime.nullish(),
  roomId: z.number().int().positive().nullish(),
});
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;

/**
 * PUT /networking/events/{id} → NetworkingRequest. Either a transition (`status`) or an edit
 * (no `status`):
 *   {status: 'validated', roomId}       receiver accepts (room required: 422 networking.room_required)
 *   {status: 'rejected'}                receiver rejects
 *   {status: 'cancelled', reason?}      either party cancels (pending or accepted)
 *   {name?, comment?, slotId?, startsAt?, roomId?}   requester edits a pending request
 */
export const updateRequestBodySchema = z.object({
  status: z.enum(['validated', 'rejected', 'cancelled']).optional(),
  reason: z.string().trim().max(NETWORKING_REASON_MAX).nullish(),
  name: z.string().trim().min(1).max(NETWORKING_NAME_MAX).optional(),
  comment: z.string().trim().max(NETWORKING_COMMENT_MAX).nullish(),
  slotId: z.number().int().positive().nullish(),
  startsAt: isoDateTime.nullish(),
  roomId: z.number().int().positive().nullish(),
});
export type UpdateRequestBody = z.infer<typeof updateRequestBodySchema>;

// ---------------------------------------------------------------------------------------------
// Networking events and registrations (type 2), and the calendar
// ---------------------------------------------------------------------------------------------

/** Organisers: pending → validated | rejected | cancelled; validated → cancelled. Unregistering deletes a pending or validated registration. */
export const REGISTRATION_STATUSES = ['pending', 'validated', 'rejected', 'cancelled'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type NetworkingRegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const REGISTRATION_ACTIONS = ['validate', 'reject', 'cancel'] as const;
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number];
export const REGISTRATION_TRANSITIONS: Record<RegistrationAction, { from: readonly NetworkingRegistrationStatus[]; to: NetworkingRegistrationStatus }> = {
  validate: { from: ['pending'], to: 'validated' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['pending', 'validated'], to: 'cancelled' },
};

export const networkingEventSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  name: z.string(),
  room: networkingRoomSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  comments: z.string().nullable(),
  capacity: z.number().int(),
  /** pending + validated registrations */
  registered: z.number().int(),
  host: networkingPersonSchema.nullable(),
  /** the caller's registration, or null; `reason`: the organiser's, when they rejected or cancelled it */
  registration: z.object({ registrationId: z.number().int(), status: registrationStatusSchema, reason: z.string().nullable().optional() }).nullable(),
});
export type NetworkingEvent = z.infer<typeof networkingEventSchema>;

/**
 * GET /networking/events → the networking events of the chosen conference (type 2; [] on type 1)
 * by start, and the caller's accepted meetings in EVERY networking conference of the tenant
 * (status validated, either side, by start; those without a time last): what the calendar feed
 * and the .ics carry.
 */
export const networkingEventsSchema = z.object({
  events: z.array(networkingEventSchema),
  meetings: z.array(networkingRequestSchema),
});
export type NetworkingEvents = z.infer<typeof networkingEventsSchema>;

/** POST /networking/events/{id}/register and /unregister (no body) → the event after. */
export const networkingRegistrationSchema = z.object({
  registrationId: z.number().int(),
  eventId: z.number().int(),
  status: registrationStatusSchema,
  customer: networkingPersonSchema.extend({ email: z.string() }),
  createdAt: z.string(),
  validatedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** the organiser's reason for rejecting or cancelling it (told to the registrant), else null */
  reason: z.string().nullable().optional(),
});
export type NetworkingRegistration = z.infer<typeof networkingRegistrationSchema>;

/**
 * Body of POST /networking/events/{eventId}/registration/{registrationId}/reject|cancel: an
 * optional reason for the registrant, trimmed, at most NETWORKING_REASON_MAX characters (longer:
 * 422 validation.max). Validate ignores it (and clears an earlier one).
 */
export const registrationDecisionBodySchema = z.object({ reason: z.string().trim().max(NETWORKING_REASON_MAX).nullish() });
export type RegistrationDecisionBody = z.infer<typeof registrationDecisionBodySchema>;
export const networkingRegistrationListSchema = z.array(networkingRegistrationSchema);

/** GET /networking/events/registrations (organisers) → every networking event of the conference with all its registrations (oldest first). */
export const eventRegistrationsSchema = z.array(
  z.object({ event: networkingEventSchema, registrations: z.array(networkingRegistrationSchema) }),
);
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

// ---------------------------------------------------------------------------------------------
// Realtime payloads (channel: the customer's private channel, see ./realtime.ts)
// ---------------------------------------------------------------------------------------------

/** What happened to a request. */
export const REQUEST_CHANGES = ['created', 'updated', 'validated', 'rejected', 'cancelled'] as const;

/**
 * `networking.request.changed` on BOTH parties' customer channels: the request (with `direction`
 * for that recipient), the change and who made it (a customer id). A receiver counts
 * `change: 'created'`; a requester counts answers (`validated`, `rejected`, `cancelled` by the other).
 */
export const requestChangedEventSchema = z.object({
  request: networkingRequestSchema,
  change: z.enum(REQUEST_CHANGES),
  by: z.number().int(),
});
export type RequestChangedEvent = z.infer<typeof requestChangedEventSchema>;

/** `networking.request.removed` {requestId}: the other party turned networking off (their requests are deleted). */
export const requestRemovedEventSchema = z.object({ requestId: z.number().int() });

/** `networking.registration.changed` {registration, event}: on the registrant's channel when an organiser validates, rejects or cancels it. */
export const registrationChangedEventSchema = z.object({
  registration: networkingRegistrationSchema,
  event: networkingEventSchema,
});

/** `networking.status.changed` {status}: the caller's own status changed (terms, form, turned off), for their other tabs. */
export const statusChangedEventSchema = z.object({ status: networkingStatusSchema });
