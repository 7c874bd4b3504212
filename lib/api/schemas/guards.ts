import type { ParticipationError, RegistrationConflict } from './conferences';
import type { SeatsUpdated } from './realtime';

/**
 * Hand-written readers of the few payloads the session page's first-load leaves check, with the
 * same answer as their zod schema (`seatsUpdatedSchema`, `participationErrorSchema`) but without
 * zod, which would otherwise be downloaded with every session page. The
 * schemas stay the contract (server, demo API, forms); guards.test.ts feeds both the same
 * fixtures, valid and malformed, so that a change to one that the other misses fails there.
 * Like zod, a reader returns only the contract's fields (unknown ones are left out) or null.
 */

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** z.number().int(): a safe integer (zod 4 refuses NaN, ±Infinity, fractions and unsafe integers). */
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * A `seats.updated` event, or null when it is not one.
 *   seatsUpdatedOf({ conferenceId: 7, full: false, rooms: [{ id: 1, occupied: 2, total: 3, full: false }] }) → the same
 *   seatsUpdatedOf({ conferenceId: '7', full: false, rooms: [] }) → null
 */
export function seatsUpdatedOf(data: unknown): SeatsUpdated | null {
  if (!isObject(data) || !isInt(data.conferenceId) || !isBoolean(data.full) || !Array.isArray(data.rooms)) return null;
  const rooms: SeatsUpdated['rooms'] = [];
  for (const r of data.rooms as unknown[]) {
    if (!isObject(r) || !isInt(r.id) || !isInt(r.occupied) || !isInt(r.total) || !isBoolean(r.full)) return null;
    rooms.push({ id: r.id, occupied: r.occupied, total: r.total, full: r.full });
  }
  return { conferenceId: data.conferenceId, full: data.full, rooms };
}

function conflictOf(v: Obj): RegistrationConflict | null {
  const { id, slug, title, startsAt, endsAt } = v;
  return isInt(id) && isString(slug) && isString(title) && isString(startsAt) && isString(endsAt) ? { id, slug, title, startsAt, endsAt } : null;
}

/**
 * The body of a participation refusal `{ message, errors: { field: [key] }, conflict? }`, or null
 * when the body is not one (`errors` absent reads as `{}`, as the schema's default).
 *   participationErrorBodyOf({ message: 'x', errors: { room_id: ['registration.room_full'] } }) → the same
 *   participationErrorBodyOf({ message: 'x', errors: { room_id: 'registration.room_full' } }) → null
 */
export function participationErrorBodyOf(data: unknown): ParticipationError | null {
  if (!isObject(data) || !isString(data.message)) return null;
  const errors: Record<string, string[]> = {};
  if (data.errors !== undefined) {
    if (!isObject(data.errors)) return null;
    for (const [field, keys] of Object.entries(data.errors)) {
      if (!Array.isArray(keys) || !keys.every(isString)) return null;
      errors[field] = [...keys];
    }
  }
  const body: ParticipationError = { message: data.message, errors };
  if (data.conflict !== undefined) {
    const conflict = isObject(data.conflict) ? conflictOf(data.conflict) : null;
    if (!conflict) return null;
    body.conflict = conflict;
  }
  return body;
}
