/**
 * A seat taken without an account (POST /custom-form/external-register) and its removal by an
 * organiser. It is the signed-in registration's twin (participation.ts `register`) and keeps its
 * rules: the door exists only where the session's registration form says `externalRegistration`
 * (never on a tenant that sells tickets: a seat that needs a ticket is never given without one);
 * registration open, a room where the session has rooms, seats counted in the same transaction,
 * no second session at the same time for the same person (by email), the same person again in the
 * same room answers the seat already held; on a captcha tenant the captcha; a limit per client
 * address (limits.ts). The seat shows in the organiser's list (participation.ts waitlistOf,
 * `external: true`) and the organiser frees it like any other (removeExternal).
 */
import crypto from 'node:crypto';
import type { ExternalRegisterBody, RegistrationConflict } from '../lib/api/schemas';
import { CAPTCHA_FIELD } from '../lib/api/schemas/contact-wire';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { spendCaptcha } from './captcha';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { unprocessable } from './errors';
import { checkAnswers } from './form-answers';
import { take } from './limits';
import {
  closed,
  freeSeat,
  immediate,
  nowIso,
  promoteWaiting,
  refuse,
  roomFor,
  sessionOf,
  takeSeat,
  ticketRequired,
  type SessionRow,
  type WaitlistNews,
} from './participation';
import { findSessionForm } from './seed/session-forms';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Another session of the tenant at the same time that this email holds a seat in, or null. */
function externalClash(d: Deps, locale: Locale, email: string, s: SessionRow): RegistrationConflict | null {
  const row = d
    .sql(
      `SELECT c.id, c.slug, c.starts_at, c.ends_at, ${tcol('ct', 'title')}
       FROM external_registrations x JOIN conferences c ON c.id = x.conference_id ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')}
       WHERE x.email = @email AND x.tenant = @tenant AND c.id <> @id
         AND unixepoch(c.starts_at) < unixepoch(@ends) AND unixepoch(c.ends_at) > unixepoch(@starts)
       ORDER BY c.starts_ts LIMIT 1`,
    )
    .get({ email, tenant: s.tenant, id: s.id, starts: s.starts_at, ends: s.ends_at, locale }) as
    | { id: number; slug: string; starts_at: string; ends_at: string; title: string }
    | undefined;
  return row ? { id: row.id, slug: row.slug, title: row.title, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/**
 * POST /custom-form/external-register from `client` (the caller's address): the registration's
 * id, `created` false when this email already held this seat.
 */
export function registerExternal(
  d: Deps,
  tenant: Tenant,
  locale: Locale,
  body: ExternalRegisterBody,
  client: string,
): { id: number; conferenceId: number; created: boolean } {
  const s = sessionOf(d, tenant.key, body.conference_id);
  const form = body.custom_form_id === s.registration_form_id ? findSessionForm(tenant, body.custom_form_id, locale) : null;
  // A door that the tenant's form does not open does not exist (as for a form the session lacks).
  if (!form?.externalRegistration) throw refuse(404, 'custom_form_id', 'survey.not_available');
  const email = body.email.trim();
  const errors: Record<string, string[]> = {};
  if (!EMAIL.test(email) || email.length > 254) errors.email = ['validation.email'];
  if (!body.name.trim()) errors.name = ['validation.required'];
  if (!body.surname.trim()) errors.surname = ['validation.required'];
  // File questions need an account (uploads belong to a customer): not offered here.
  Object.assign(errors, checkAnswers(d, { ...form, fields: form.fields.filter((f) => f.type !== 'file') }, body.survey, { customerId: 0 }));
  if (Object.keys(errors).length) throw unprocessable(errors);
  // Every call that gets this far counts, answered or refused (outside the transaction, which a
  // refusal rolls back): probing which addresses hold a seat is limited too.
  take(d, 'externalRegistration', `${tenant.key}|${client}`);
  return immediate(d, () => {
    spendCaptcha(d, tenant, body[CAPTCHA_FIELD], 'external_register');
    if (closed(d, s)) throw refuse(422, 'conference', 'registration.closed');
    // The signed-in twin asks for a ticket here; nobody without an account holds one.
    if (tenant.ticketRequired || ticketRequired(tenant, s)) throw refuse(422, 'conference', 'registration.ticket_required');
    const room = roomFor(d, s.id, body.room_id);
    const held = d.sql('SELECT id, room_id FROM external_registrations WHERE conference_id = ? AND email = ?').get(s.id, email) as
      | { id: number; room_id: number | null }
      | undefined;
    if (held) {
      if (held.room_id === (room?.id ?? null)) return { id: held.id, conferenceId: s.id, created: false };
      throw refuse(422, 'email', 'registration.duplicate_room');
    }
    const clash = externalClash(d, locale, email, s);
    if (clash) throw refuse(422, 'conference', 'registration.overlap', { conflict: clash });
    if (room) takeSeat(d, s.id, room.id);
    const id = Number(
      d
        .sql(
          `INSERT INTO external_registrations (uuid, tenant, conference_id, room_id, form_id, email, name, surname, answers, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(crypto.randomUUID(), tenant.key, s.id, room?.id ?? null, form.id, email, body.name.trim(), body.surname.trim(), JSON.stringify(body.survey), nowIso(d))
        .lastInsertRowid,
    );
    return { id, conferenceId: s.id, created: true };
  });
}

/**
 * The organiser frees a seat taken without an account (POST /conferences/{id}/registrations/{uuid}/remove):
 * its room and what the freed seat did to the waiting list, or null when `uuid` is not one of
 * the session's external registrations (then it may be an account's: participation.ts).
 */
export function removeExternal(d: Deps, tenant: Tenant, locale: Locale, key: string | number, uuid: string): { roomId: number | null; news: WaitlistNews } | null {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    const row = d.sql('SELECT id, room_id FROM external_registrations WHERE uuid = ? AND conference_id = ? AND tenant = ?').get(uuid.toLowerCase(), s.id, tenant.key) as
      | { id: number; room_id: number | null }
      | undefined;
    if (!row) return null;
    d.sql('DELETE FROM external_registrations WHERE id = ?').run(row.id);
    freeSeat(d, s.id, row.room_id);
    return { roomId: row.room_id, news: promoteWaiting(d, tenant, locale, s, row.room_id) };
  });
}
