/**
 * The participation contract's constants without zod (the session page's registration, files,
 * stream and survey leaves read them on first load); `./conferences` re-exports them next to the
 * schemas, so there is one list for the portal, the demo API and their tests.
 */

/**
 * Error keys of the participation endpoints. Every refusal is `{ message, errors: { field: [key] } }`
 * with one of these keys (the portal maps each to its docs/product.md#errors message):
 *
 * | key | status | field | when |
 * |---|---|---|---|
 * | registration.login_required | 401 | customer | no bearer token (a bad token is the usual 403) |
 * | registration.room_required | 422 | room_id | the session has rooms and none was sent |
 * | registration.room_full | 422 | room_id | that room has no seat left |
 * | registration.full | 422 | conference | every room of the session is full |
 * | registration.ticket_required | 422 / 403 | conference | the session needs a ticket the customer lacks |
 * | registration.overlap | 422 | conference | registered (or pending) in another session at the same time; the body has `conflict` |
 * | registration.duplicate_room | 422 | room_id | already registered (or pending) in another room of this session |
 * | registration.not_registered | 422 | room_id | unregister from a room one is not registered in |
 * | registration.closed | 422 | conference | the session has ended or takes no registrations |
 * | registration.required | 403 | conference | a file, stream or survey for registered attendees only |
 * | registration.not_pending | 422 | conference | completing a registration form with no pending registration |
 * | survey.already_answered | 409 | custom_form_id | a survey is answered once |
 * | survey.not_available | 404 | custom_form_id | the form is not this session's survey / registration form |
 * | upload.type | 422 | <question> | the file's type is not in the question's `accept` |
 * | upload.too_large | 422 | <question> | over the question's `maxSizeKb` |
 * | waitlist.not_full | 422 | room_id | joining the waiting list of a room that has a free seat (register instead) |
 *
 * Statuses: a missing token is a 401 (nothing to clear), an unknown or expired token the usual
 * 403 without `errors` (the portal clears it), a signed-in customer without the right to a gated
 * file, stream or survey a 403 WITH `errors` (ticket or registration missing).
 */
export const PARTICIPATION_ERROR_KEYS = [
  'registration.login_required',
  'registration.room_required',
  'registration.room_full',
  'registration.full',
  'registration.ticket_required',
  'registration.overlap',
  'registration.duplicate_room',
  'registration.not_registered',
  'registration.closed',
  'registration.required',
  'registration.not_pending',
  'survey.already_answered',
  'survey.not_available',
  'upload.type',
  'upload.too_large',
  'waitlist.not_full',
] as const;
export type ParticipationErrorKey = (typeof PARTICIPATION_ERROR_KEYS)[number];

/** Seconds between two attendance heartbeats of a playing stream (POST /conferences/{id}/events). */
export const HEARTBEAT_SECONDS = 60;
