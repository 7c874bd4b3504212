/**
 * The development mailbox: every email the demo API "sends" is stored in `mails` and readable at
 * GET /__demo/mailbox (HTML) and /__demo/mailbox.json (routes/mailbox.ts). The texts are
 * ./mail-templates.ts. An email answering the caller is in the request's language; one about an
 * account (its order, its registration, a meeting someone asked it for) is in the ACCOUNT's
 * language (`recipient`), with links to the portal it last used.
 *
 * Once per event: an email that tells a change of state is written inside the same transaction
 * as the change, only when the change happened (a double click, a second tab or a retried
 * webhook change nothing and send nothing), and carries an `eventKey` the mails table keeps
 * unique, so even a rule that fired twice would store it once.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale, type Tenant } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { INTL_LOCALE } from './seed/i18n';
import { render, type MailAttachment, type MailKind } from './mail-templates';

export { WAITLIST_SKIP_REASONS, type MailKind } from './mail-templates';

/**
 * The language of an email: the body's `locale` when the tenant offers it, else the request's
 * (X-Locale, already narrowed to the tenant's languages).
 */
export function mailLocale(tenant: Tenant, requestLocale: Locale, bodyLocale?: unknown): Locale {
  const wanted = typeof bodyLocale === 'string' ? bodyLocale.trim().toLowerCase() : '';
  if ((LOCALES as readonly string[]).includes(wanted) && tenant.languages.includes(wanted as Locale)) return wanted as Locale;
  return requestLocale;
}

/** The tenant's public origin: baseUrl, or http:// + its first host. */
export function tenantOrigin(tenant: Tenant): string {
  return (tenant.baseUrl ?? `http://${tenant.hosts[0]}`).replace(/\/+$/, '');
}

/**
 * Where links in emails point: the request's Origin when its host is one of the tenant's hosts
 * (any port: the e2e portals run on their own ports), else the tenant's baseUrl.
 */
export function portalOrigin(tenant: Tenant, req: FastifyRequest | null): string {
  return matchOrigin(tenant, req?.headers.origin);
}

/** `origin` when it is one of the tenant's hosts (any port), else the tenant's baseUrl. */
export function matchOrigin(tenant: Tenant, origin: unknown): string {
  if (typeof origin === 'string' && origin !== '') {
    try {
      const u = new URL(origin);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && tenant.hosts.includes(u.hostname.toLowerCase())) return u.origin;
    } catch {
      // not a URL: use the baseUrl
    }
  }
  return tenantOrigin(tenant);
}

/** A portal URL: `es` is unprefixed, the other languages add `/<locale>`. */
export function portalLink(origin: string, locale: Locale, path: string): string {
  return `${origin}${locale === 'es' ? '' : `/${locale}`}${path}`;
}

/** The event's name in a language (falls back to es, then to the tenant's name). */
export function eventName(d: Deps, tenant: Tenant, locale: Locale): string {
  const row = d
    .sql(
      `SELECT COALESCE(t.event_name, t_es.event_name) AS name FROM events e
       LEFT JOIN event_i18n t ON t.tenant = e.tenant AND t.locale = ?
       LEFT JOIN event_i18n t_es ON t_es.tenant = e.tenant AND t_es.locale = 'es' WHERE e.tenant = ?`,
    )
    .get(locale, tenant.key) as { name: string | null } | undefined;
  return row?.name ?? tenant.name;
}

export interface MailInput {
  tenant: Tenant;
  to: string;
  locale: Locale;
  kind: MailKind;
  vars: { name: string; link?: string } & Record<string, string | undefined>;
  /** more links than `link` (listed in the mailbox's `links`, in this order after it) */
  links?: string[];
  attachments?: MailAttachment[];
  /** the event this email tells ('order:DIGITA-1A2B3C4D:paid'): a second email for it is not stored */
  eventKey?: string;
}

/**
 * "Sends" an email: stores it in the mailbox. Returns its id, or null when an email for the same
 * `eventKey` was already sent. Never logs its content.
 */
export function sendMail(d: Deps, m: MailInput): number | null {
  const vars: Record<string, string> = { event: eventName(d, m.tenant, m.locale), link: '' };
  for (const [k, v] of Object.entries(m.vars)) vars[k] = v ?? '';
  const { subject, text } = render(m.kind, m.locale, vars);
  const links = [...(m.vars.link ? [m.vars.link] : []), ...(m.links ?? [])];
  const run = d
    .sql(
      `INSERT INTO mails (tenant, to_email, subject, text, links, attachments, event_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (event_key) WHERE event_key IS NOT NULL DO NOTHING`,
    )
    .run(m.tenant.key, m.to, subject, text, JSON.stringify(links), JSON.stringify(m.attachments ?? []), m.eventKey ?? null, new Date(d.clock()).toISOString());
  return run.changes === 1 ? Number(run.lastInsertRowid) : null;
}

/** Who an email about an account goes to: its address and name, its language (else es) and its portal. */
export interface Recipient {
  tenant: Tenant;
  to: string;
  name: string;
  locale: Locale;
  origin: string;
}

/**
 * The account `customerId` as the recipient of an email: the language of its last signed-in call
 * when the tenant offers it (else es), the portal origin it last used (else the tenant's baseUrl).
 */
export function recipient(d: Deps, tenantKey: string, customerId: number): Recipient {
  const tenant = d.tenants.find((t) => t.key === tenantKey);
  if (!tenant) throw new Error(`unknown tenant ${tenantKey}`);
  const c = d.sql('SELECT email, name, locale, portal_origin FROM customers WHERE id = ?').get(customerId) as
    | { email: string; name: string; locale: string | null; portal_origin: string | null }
    | undefined;
  if (!c) throw new Error(`unknown customer ${customerId}`);
  const locale = c.locale && tenant.languages.includes(c.locale as Locale) ? (c.locale as Locale) : 'es';
  return { tenant, to: c.email, name: c.name, locale, origin: matchOrigin(tenant, c.portal_origin) };
}

/** Sends `kind` to an account (recipient), linking `path` of its portal in its language. */
export function mailAccount(
  d: Deps,
  r: Recipient,
  kind: MailKind,
  path: string,
  vars: Record<string, string | undefined>,
  extra: Pick<MailInput, 'links' | 'attachments' | 'eventKey'> = {},
): number | null {
  return sendMail(d, { tenant: r.tenant, to: r.to, locale: r.locale, kind, vars: { ...vars, name: r.name, link: portalLink(r.origin, r.locale, path) }, ...extra });
}

export interface MailRow {
  id: number;
  tenant: string;
  to_email: string;
  subject: string;
  text: string;
  links: string;
  attachments: string;
  created_at: string;
}

/** Mailbox entries, newest first, optionally for one address and/or tenant. */
export function listMails(d: Deps, filter: { to?: string | null; tenant?: string | null; limit?: number }) {
  const rows = d
    .sql(
      `SELECT * FROM mails WHERE (@to IS NULL OR to_email = @to) AND (@tenant IS NULL OR tenant = @tenant)
       ORDER BY id DESC LIMIT @limit`,
    )
    .all({ to: filter.to ?? null, tenant: filter.tenant ?? null, limit: filter.limit ?? 200 }) as MailRow[];
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    to: r.to_email,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links) as string[],
    attachments: JSON.parse(r.attachments) as MailAttachment[],
    createdAt: r.created_at,
  }));
}

/** One attachment of a mailbox entry (the n-th, from 0), or null. */
export function mailAttachment(d: Deps, id: number, n: number): MailAttachment | null {
  const row = d.sql('SELECT attachments FROM mails WHERE id = ?').get(id) as { attachments: string } | undefined;
  return (row ? (JSON.parse(row.attachments) as MailAttachment[])[n] : undefined) ?? null;
}

/** Empties the mailbox (DELETE /__demo/mailbox). */
export function clearMails(d: Deps) {
  d.sql('DELETE FROM mails').run();
}

/** The event as an email about a ticket says it: its days, its venues, and its .ics. */
export interface EventFacts {
  /** '9–10 de marzo de 2027' in the event's zone */
  when: string;
  /** the venues' names ('Palacio Euskalduna (Bilbao) · Kursaal (Donostia)'), '' without venues */
  where: string;
  startsAt: string;
  endsAt: string;
}

/** The tenant's event dates and venues in `locale`, or null for a tenant without an event row. */
export function eventFacts(d: Deps, tenant: Tenant, locale: Locale): EventFacts | null {
  const e = d.sql('SELECT starts_at, ends_at FROM events WHERE tenant = ?').get(tenant.key) as { starts_at: string; ends_at: string } | undefined;
  if (!e) return null;
  const venues = d
    .sql(`SELECT ${tcol('t', 'name')} FROM venues v ${tjoin('venue_i18n', 'venue_id', 'v.id', 't')} WHERE v.tenant = @tenant ORDER BY v.position`)
    .all({ tenant: tenant.key, locale }) as { name: string }[];
  const fmt = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: tenant.timeZone });
  const [a, b] = [new Date(e.starts_at), new Date(e.ends_at)];
  return { when: fmt.formatRange(a, b), where: venues.map((v) => v.name).join(' · '), startsAt: e.starts_at, endsAt: e.ends_at };
}

/**
 * Where a session happens as an email and its .ics say it: the room and its venue
 * ('Sala 1, Palacio Euskalduna (Bilbao)'), or null without a room.
 */
export function roomPlace(d: Deps, roomId: number | null, locale: Locale): string | null {
  if (roomId === null) return null;
  const row = d
    .sql(
      `SELECT ${tcol('ri', 'name')}, ${tcol('vi', 'name', 'venue')} FROM rooms r ${tjoin('room_i18n', 'room_id', 'r.id', 'ri')}
       ${tjoin('venue_i18n', 'venue_id', 'r.venue_id', 'vi')} WHERE r.id = @id`,
    )
    .get({ id: roomId, locale }) as { name: string; venue: string | null } | undefined;
  if (!row) return null;
  return row.venue ? `${row.name}, ${row.venue}` : row.name;
}
