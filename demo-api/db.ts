import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type DB = Database.Database;

/**
 * Bump when the schema or the seed changes: a DB file written by another version is rebuilt
 * on start (it is demo data, nothing to migrate).
 */
export const SEED_VERSION = 15;

/** Every row carries its tenant key; translatable text lives in `<entity>_i18n` tables. */
const SCHEMA = `
CREATE TABLE seeded_tenants (tenant TEXT PRIMARY KEY, seeded_at TEXT NOT NULL);

CREATE TABLE events (
  tenant TEXT PRIMARY KEY, edition INTEGER NOT NULL, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL,
  time_zone TEXT NOT NULL, legal_logo TEXT, contact_email TEXT
);
CREATE TABLE event_i18n (
  tenant TEXT NOT NULL, locale TEXT NOT NULL, event_name TEXT NOT NULL, description TEXT NOT NULL,
  copyright TEXT NOT NULL, PRIMARY KEY (tenant, locale)
);

CREATE TABLE venues (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE venue_i18n (venue_id INTEGER NOT NULL REFERENCES venues(id), locale TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (venue_id, locale));
CREATE INDEX venues_tenant ON venues (tenant);

CREATE TABLE rooms (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, venue_id INTEGER NOT NULL REFERENCES venues(id),
  capacity INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE room_i18n (room_id INTEGER NOT NULL REFERENCES rooms(id), locale TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (room_id, locale));
CREATE INDEX rooms_tenant ON rooms (tenant, venue_id);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('blog', 'speaker', 'conference', 'sponsor')),
  slug TEXT NOT NULL, position INTEGER NOT NULL, UNIQUE (tenant, kind, slug)
);
CREATE TABLE tag_i18n (tag_id INTEGER NOT NULL REFERENCES tags(id), locale TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (tag_id, locale));

CREATE TABLE topics (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL, color TEXT NOT NULL, position INTEGER NOT NULL, UNIQUE (tenant, slug));
CREATE TABLE topic_i18n (topic_id INTEGER NOT NULL REFERENCES topics(id), locale TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (topic_id, locale));

CREATE TABLE tracks (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL, color TEXT NOT NULL, position INTEGER NOT NULL, UNIQUE (tenant, slug));
CREATE TABLE track_i18n (track_id INTEGER NOT NULL REFERENCES tracks(id), locale TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (track_id, locale));

CREATE TABLE speakers (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL, name TEXT NOT NULL, surname TEXT NOT NULL,
  company TEXT, photo TEXT, twitter TEXT, linkedin TEXT, website TEXT,
  featured INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL, UNIQUE (tenant, slug)
);
CREATE TABLE speaker_i18n (speaker_id INTEGER NOT NULL REFERENCES speakers(id), locale TEXT NOT NULL, job_title TEXT, bio TEXT NOT NULL, PRIMARY KEY (speaker_id, locale));
CREATE TABLE speaker_tags (speaker_id INTEGER NOT NULL REFERENCES speakers(id), tag_id INTEGER NOT NULL REFERENCES tags(id), PRIMARY KEY (speaker_id, tag_id));

CREATE TABLE conferences (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues(id), track_id INTEGER REFERENCES tracks(id), topic_id INTEGER REFERENCES topics(id),
  format TEXT NOT NULL, edition INTEGER NOT NULL,
  local_date TEXT NOT NULL, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL, starts_ts INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  streaming_provider TEXT, streaming_url TEXT, streaming_requires_login INTEGER NOT NULL DEFAULT 0,
  questions_enabled INTEGER NOT NULL DEFAULT 0, registration_required INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant, slug)
);
CREATE INDEX conferences_tenant ON conferences (tenant, starts_ts);
CREATE TABLE conference_i18n (
  conference_id INTEGER NOT NULL REFERENCES conferences(id), locale TEXT NOT NULL,
  title TEXT NOT NULL, summary TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (conference_id, locale)
);
CREATE TABLE conference_rooms (
  conference_id INTEGER NOT NULL REFERENCES conferences(id), room_id INTEGER NOT NULL REFERENCES rooms(id),
  seats_total INTEGER NOT NULL, seats_occupied INTEGER NOT NULL, PRIMARY KEY (conference_id, room_id)
);
CREATE TABLE conference_speakers (
  conference_id INTEGER NOT NULL REFERENCES conferences(id), speaker_id INTEGER NOT NULL REFERENCES speakers(id),
  position INTEGER NOT NULL, PRIMARY KEY (conference_id, speaker_id)
);
CREATE INDEX conference_speakers_speaker ON conference_speakers (speaker_id);
CREATE TABLE conference_tags (conference_id INTEGER NOT NULL REFERENCES conferences(id), tag_id INTEGER NOT NULL REFERENCES tags(id), PRIMARY KEY (conference_id, tag_id));
CREATE INDEX conference_tags_tag ON conference_tags (tag_id);
CREATE TABLE conference_files (
  id INTEGER PRIMARY KEY, conference_id INTEGER NOT NULL REFERENCES conferences(id),
  url TEXT NOT NULL, requires_login INTEGER NOT NULL, size_kb INTEGER NOT NULL, position INTEGER NOT NULL,
  -- who may download it (docs/product.md#roles); seed/participation.ts sets it from requires_login
  gate TEXT NOT NULL DEFAULT 'public' CHECK (gate IN ('public', 'login', 'registered', 'ticket')),
  mime TEXT NOT NULL DEFAULT 'application/pdf'
);
CREATE INDEX conference_files_conference ON conference_files (conference_id);
CREATE TABLE conference_file_i18n (file_id INTEGER NOT NULL REFERENCES conference_files(id), locale TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (file_id, locale));

CREATE TABLE sponsor_groups (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL, UNIQUE (tenant, name));
CREATE TABLE sponsor_group_i18n (group_id INTEGER NOT NULL REFERENCES sponsor_groups(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (group_id, locale));
CREATE TABLE sponsors (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, group_id INTEGER NOT NULL REFERENCES sponsor_groups(id),
  company_name TEXT NOT NULL, logo_url TEXT NOT NULL, url TEXT,
  category TEXT NOT NULL CHECK (category IN ('gold', 'silver', 'bronze')), position INTEGER NOT NULL
);
CREATE INDEX sponsors_tenant ON sponsors (tenant);
CREATE TABLE sponsor_i18n (sponsor_id INTEGER NOT NULL REFERENCES sponsors(id), locale TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (sponsor_id, locale));
CREATE TABLE sponsor_tags (sponsor_id INTEGER NOT NULL REFERENCES sponsors(id), tag_id INTEGER NOT NULL REFERENCES tags(id), PRIMARY KEY (sponsor_id, tag_id));
-- a sponsor's profiles elsewhere (its own site is sponsors.url)
CREATE TABLE sponsor_links (sponsor_id INTEGER NOT NULL REFERENCES sponsors(id), network TEXT NOT NULL CHECK (network IN ('linkedin', 'twitter')), url TEXT NOT NULL, PRIMARY KEY (sponsor_id, network));
-- the sessions a sponsor sponsors (GET /sponsors/{id})
CREATE TABLE conference_sponsors (conference_id INTEGER NOT NULL REFERENCES conferences(id), sponsor_id INTEGER NOT NULL REFERENCES sponsors(id), PRIMARY KEY (conference_id, sponsor_id));
CREATE INDEX conference_sponsors_sponsor ON conference_sponsors (sponsor_id);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL, image TEXT, published_at TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0, home_page INTEGER NOT NULL DEFAULT 0, UNIQUE (tenant, slug)
);
CREATE INDEX posts_tenant ON posts (tenant, published_at);
CREATE TABLE post_i18n (
  post_id INTEGER NOT NULL REFERENCES posts(id), locale TEXT NOT NULL, title TEXT NOT NULL, excerpt TEXT NOT NULL,
  content TEXT NOT NULL, author TEXT, PRIMARY KEY (post_id, locale)
);
CREATE TABLE post_tags (post_id INTEGER NOT NULL REFERENCES posts(id), tag_id INTEGER NOT NULL REFERENCES tags(id), PRIMARY KEY (post_id, tag_id));

CREATE TABLE menu_entries (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, area TEXT NOT NULL CHECK (area IN ('header', 'footer')),
  parent_id INTEGER REFERENCES menu_entries(id), position INTEGER NOT NULL, target TEXT NOT NULL,
  is_component INTEGER NOT NULL DEFAULT 0, type INTEGER
);
CREATE INDEX menu_entries_tenant ON menu_entries (tenant, area);
CREATE TABLE menu_entry_i18n (entry_id INTEGER NOT NULL REFERENCES menu_entries(id), locale TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (entry_id, locale));

CREATE TABLE pages (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, slug TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (tenant, slug));
CREATE TABLE page_i18n (
  page_id INTEGER NOT NULL REFERENCES pages(id), locale TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL,
  content TEXT NOT NULL, PRIMARY KEY (page_id, locale)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE, password_hash TEXT NOT NULL,
  name TEXT NOT NULL, surname TEXT NOT NULL, second_surname TEXT, position TEXT, company TEXT, photo TEXT,
  telephone TEXT, university TEXT, job_title TEXT, treatment TEXT, date_of_birth TEXT, nationality TEXT,
  document_type TEXT, document_number TEXT, document_issue_date TEXT, document_expiry_date TEXT,
  food_restrictions TEXT, comments TEXT, gender TEXT, user_type TEXT,
  two_factor_method TEXT NOT NULL DEFAULT 'NONE' CHECK (two_factor_method IN ('NONE', 'EMAIL')),
  consent_data_processing INTEGER NOT NULL DEFAULT 0, consent_advertising INTEGER NOT NULL DEFAULT 0,
  email_verified INTEGER NOT NULL DEFAULT 0, is_moderator INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
  register_survey TEXT,
  -- The account's language and portal (for its emails): the X-Locale and Origin of its last
  -- signed-in call, so emails others' actions cause reach it in its language; NULL → es, baseUrl.
  locale TEXT, portal_origin TEXT,
  UNIQUE (tenant, email)
);

CREATE TABLE auth_sessions (
  token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX auth_sessions_customer ON auth_sessions (customer_id);

-- Single-use links (sign-up verification, email change, password reset, SSO), stored hashed.
-- Times are epoch milliseconds of the security clock (Deps.clock).
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('verify', 'email_change', 'email_revert', 'reset', 'sso')),
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  -- email_change: the new address; email_revert: the old one; sso: the identity provider's address
  email TEXT, data TEXT,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE INDEX one_time_tokens_customer ON one_time_tokens (customer_id, kind);

-- Two-factor sign-in attempts: the challenge id and the 6-digit code are stored hashed.
CREATE TABLE two_factor_challenges (
  id_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  dead INTEGER NOT NULL DEFAULT 0
);

-- The development mailbox: every email the demo API "sends".
CREATE TABLE mails (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, to_email TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL,
  text TEXT NOT NULL, links TEXT NOT NULL, created_at TEXT NOT NULL,
  -- [{ filename, contentType, content }] (text parts: the .ics of a registration or a meeting, the QR's SVG)
  attachments TEXT NOT NULL DEFAULT '[]',
  -- the event an email tells (e.g. 'order:<reference>:paid'): one email per event, whatever retries
  event_key TEXT
);
CREATE INDEX mails_to ON mails (to_email, id);
-- "Send it to me again" of an order's confirmation (orders.ts resendConfirmation): its rate limit.
CREATE TABLE order_resends (customer_id INTEGER NOT NULL, order_id INTEGER NOT NULL, sent_at INTEGER NOT NULL);
CREATE INDEX order_resends_customer ON order_resends (customer_id, sent_at);
CREATE UNIQUE INDEX mails_event ON mails (event_key) WHERE event_key IS NOT NULL;

CREATE TABLE invitation_codes (
  code TEXT PRIMARY KEY, tenant TEXT NOT NULL,
  used_by INTEGER REFERENCES customers(id) ON DELETE SET NULL, used_at TEXT,
  -- the ticket type it gives where tickets are required (invitations.ts); NULL: the tenant's fullest
  ticket_id INTEGER, note TEXT, created_at TEXT
);

-- Activity registrations (also what activity registration writes later).
CREATE TABLE registrations (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  conference_id INTEGER NOT NULL REFERENCES conferences(id), room_id INTEGER REFERENCES rooms(id),
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'pending')),
  missing TEXT CHECK (missing IN ('room', 'ticket', 'form')),
  created_at TEXT NOT NULL
);
CREATE INDEX registrations_customer ON registrations (customer_id, status);
-- The waiting list of a full room: first in, first served (id order); one entry per
-- customer and session. room_id NULL for a session without rooms.
CREATE TABLE waitlist (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  conference_id INTEGER NOT NULL REFERENCES conferences(id), room_id INTEGER REFERENCES rooms(id),
  created_at TEXT NOT NULL,
  UNIQUE (customer_id, conference_id)
);
CREATE INDEX waitlist_room ON waitlist (conference_id, room_id, id);

CREATE TABLE customer_extra (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  accommodation TEXT, travel TEXT, academic TEXT
);

CREATE TABLE customer_photos (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  rev INTEGER NOT NULL, mime TEXT NOT NULL, data BLOB NOT NULL
);

CREATE TABLE devices (
  device_token TEXT PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  platform TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE forum_sessions (
  sid_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, created_at INTEGER NOT NULL
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, form_uuid TEXT NOT NULL, locale TEXT NOT NULL,
  fields TEXT NOT NULL, files TEXT NOT NULL, captcha_token TEXT, created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_tenant ON contact_messages (tenant, id);

-- Taking part in a session (routes/participation.ts). A conference without a row here needs no
-- ticket, has no forms, and its stream's gate follows streaming_requires_login.
CREATE TABLE conference_participation (
  conference_id INTEGER PRIMARY KEY REFERENCES conferences(id),
  ticket_required INTEGER NOT NULL DEFAULT 0,
  stream_gate TEXT CHECK (stream_gate IN ('public', 'login', 'registered', 'ticket')),
  stream_poster TEXT,
  survey_form_id INTEGER,
  survey_gate TEXT NOT NULL DEFAULT 'registered' CHECK (survey_gate IN ('public', 'login', 'registered', 'ticket')),
  registration_form_id INTEGER,
  -- 'HH:MM-HH:MM': the session takes place today at these local times (times follow the clock)
  follows_clock TEXT
);
-- Tickets (the purchase issue extends this table); one row is enough to register where required.
CREATE TABLE customer_tickets (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, created_at TEXT NOT NULL,
  -- the order that granted it (orders.ts); NULL for a ticket given outside a purchase
  order_id INTEGER UNIQUE REFERENCES orders(id), ticket_id INTEGER REFERENCES tickets(id),
  -- the invitation code that gave it (POST /customer/invitation-register); NULL otherwise
  invitation_code TEXT REFERENCES invitation_codes(code)
);
CREATE INDEX customer_tickets_customer ON customer_tickets (customer_id, tenant);
CREATE UNIQUE INDEX registrations_once ON registrations (customer_id, conference_id);
-- Answers of session surveys and registration forms; conference_id 0 for a form outside a session.
CREATE TABLE form_answers (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  form_id INTEGER NOT NULL, conference_id INTEGER NOT NULL DEFAULT 0,
  answers TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('draft', 'completed')),
  created_at TEXT NOT NULL, completed_at TEXT,
  UNIQUE (customer_id, form_id, conference_id)
);
CREATE TABLE form_uploads (
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  form_id INTEGER NOT NULL, field TEXT NOT NULL, name TEXT NOT NULL, mime TEXT NOT NULL,
  size INTEGER NOT NULL, data BLOB NOT NULL, created_at TEXT NOT NULL
);
-- Minutes of a stream watched (POST /conferences/{id}/events); times are Deps.clock epoch ms.
CREATE TABLE attendance (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  conference_id INTEGER NOT NULL REFERENCES conferences(id), tenant TEXT NOT NULL,
  opened_at INTEGER, last_beat_at INTEGER, minutes INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, conference_id)
);
-- Seats taken without an account (POST /custom-form/external-register); uuid names one for the
-- organiser's removal, like a registration's.
CREATE TABLE external_registrations (
  id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, tenant TEXT NOT NULL, conference_id INTEGER NOT NULL REFERENCES conferences(id),
  room_id INTEGER REFERENCES rooms(id), form_id INTEGER NOT NULL, email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL, surname TEXT NOT NULL, answers TEXT NOT NULL, created_at TEXT NOT NULL,
  UNIQUE (conference_id, email)
);
-- Hits of the limits on what a person can repeat (limits.ts): one row per counted call; times
-- are Deps.clock epoch ms.
CREATE TABLE rate_hits (name TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX rate_hits_key ON rate_hits (name, key, at);
CREATE INDEX rate_hits_age ON rate_hits (name, at);
-- Captcha tokens already accepted (captcha.ts spendCaptcha): each works once, on any form.
CREATE TABLE captcha_tokens_used (token_hash TEXT PRIMARY KEY, used_at INTEGER NOT NULL);

-- Buying a ticket (orders.ts). Money in cents, VAT included in price_cents; vat_rate in percent.
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  vat_rate REAL NOT NULL DEFAULT 21, position INTEGER NOT NULL,
  -- what the ticket grants (lib/api/schemas/entitlements.ts ENTITLEMENTS), comma-separated
  rights TEXT NOT NULL DEFAULT '',
  -- 0: not sold nor offered (a pass the organisers give by hand, such as the press pass); 1: on sale
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1))
);
CREATE TABLE ticket_i18n (
  ticket_id INTEGER NOT NULL REFERENCES tickets(id), locale TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  conditions TEXT NOT NULL, PRIMARY KEY (ticket_id, locale)
);
CREATE TABLE payment_types (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('card', 'transfer')), position INTEGER NOT NULL,
  -- a transfer's account (the bank-transfer instructions email), else NULL
  iban TEXT
);
CREATE TABLE payment_type_i18n (
  payment_type_id INTEGER NOT NULL REFERENCES payment_types(id), locale TEXT NOT NULL, name TEXT NOT NULL,
  description TEXT NOT NULL, instructions TEXT, PRIMARY KEY (payment_type_id, locale)
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, reference TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  payment_type_id INTEGER REFERENCES payment_types(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'failed', 'replaced')),
  amount_cents INTEGER NOT NULL, vat_cents INTEGER NOT NULL, vat_rate REAL NOT NULL,
  idempotency_key TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, paid_at TEXT,
  UNIQUE (customer_id, idempotency_key)
);
-- The database itself refuses a second open order for one ticket and a second paid order per account.
CREATE UNIQUE INDEX orders_one_pending ON orders (customer_id, ticket_id) WHERE status = 'pending';
CREATE UNIQUE INDEX orders_one_paid ON orders (customer_id) WHERE status = 'paid';
-- The payment provider's side (Stripe in production): checkout sessions and the charges made on them.
CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  outcome TEXT CHECK (outcome IN ('paid', 'declined', 'cancelled', 'expired')),
  amount_cents INTEGER NOT NULL, locale TEXT NOT NULL, success_url TEXT NOT NULL, cancel_url TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE charges (
  id INTEGER PRIMARY KEY, session_id TEXT NOT NULL REFERENCES checkout_sessions(id) ON DELETE CASCADE, tenant TEXT NOT NULL,
  amount_cents INTEGER NOT NULL, card_last4 TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('succeeded', 'declined', 'refunded')), created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX charges_once ON charges (session_id) WHERE status IN ('succeeded', 'refunded');
`;

export interface OpenResult {
  db: DB;
  /** true when the schema was (re)created and every tenant must be seeded */
  fresh: boolean;
}

/**
 * Opens (and if needed creates) the database. `:memory:` is always fresh. A file is rebuilt when
 * it does not exist, when `reset` is set, or when it was written by another SEED_VERSION.
 */
export function openDatabase(dbPath: string, reset = false): OpenResult {
  const memory = dbPath === ':memory:';
  if (!memory) {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    if (reset) removeDbFiles(dbPath);
  }
  let db = new Database(dbPath);
  let fresh = memory || db.pragma('user_version', { simple: true }) !== SEED_VERSION;
  if (fresh && !memory && tableCount(db) > 0) {
    // An older demo DB: start over rather than migrate.
    db.close();
    removeDbFiles(dbPath);
    db = new Database(dbPath);
  }
  if (!memory) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  if (fresh) {
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SEED_VERSION}`);
    fresh = true;
  }
  return { db, fresh };
}

function tableCount(db: DB): number {
  return (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n;
}

function removeDbFiles(dbPath: string) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}

/** Prepared statements, compiled once per database. */
export function statementCache(db: DB) {
  const cache = new Map<string, Database.Statement>();
  return (sql: string): Database.Statement => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
}
export type Sql = ReturnType<typeof statementCache>;

/**
 * Joins a translation table twice: once for the requested locale (`@locale`) and once for the
 * fallback `es`. Read a column with `tcol(alias, column)`.
 */
export function tjoin(table: string, fk: string, owner: string, alias: string): string {
  return (
    ` LEFT JOIN ${table} ${alias} ON ${alias}.${fk} = ${owner} AND ${alias}.locale = @locale` +
    ` LEFT JOIN ${table} ${alias}_es ON ${alias}_es.${fk} = ${owner} AND ${alias}_es.locale = 'es'`
  );
}
export function tcol(alias: string, column: string, as = column): string {
  return `COALESCE(${alias}.${column}, ${alias}_es.${column}) AS ${as}`;
}
