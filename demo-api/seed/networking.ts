/**
 * Networking demo data, once per tenant with a networkingType (networking_seeded), written by
 * routes/networking.ts on start like the live data:
 *
 * - type 1 (event, `demo` on localhost): "Networking Bilbao" (three blocks of six 20-minute slots
 *   on the first two days, rooms Mesa 1–4) and "Networking Donostia" (one block on the last day,
 *   two rooms). The attendee and the organiser have requests in every state; one slot is
 *   occupied for everybody (its four rooms are taken), another has one room left.
 * - type 2 (conference, `hermes`): "Networking Hermes" over the event's days, no blocks (requests
 *   with an optional date and time), three rooms and four networking events with registrations
 *   in every state; the attendee holds a validated registration (turning off is blocked), the
 *   organiser hosts one event, "Café con inversores" is full (2 places).
 * - 44 attendees `networking01…44@ekitaldi.test` (no usable password), varied companies,
 *   positions and sectors, two thirds with a generated portrait (`/media/networking/{id}.svg`),
 *   the rest shown by initials; the last four have no visible profile.
 * - Accounts `contacto@ekitaldi.test` (Contacto#2026: the other party of the e2e, no requests)
 *   and `desconexion@ekitaldi.test` (Desconexion#2026: a few requests, no associated event).
 *
 * Deterministic: the same rows in the same order on every seed.
 */
import { DUMMY_HASH } from '../auth';
import type { Deps } from '../deps';
import type { L } from '../networking-texts';
import { addDays, madridIso } from './i18n';
import { DEMO_ACCOUNTS } from './people';
import { COMPANIES, FIRST_NAMES, JOB_TITLES, SURNAMES } from './vocab';

/** bcrypt (cost 10) of Contacto#2026 and Desconexion#2026, computed once so the seed is fast and stable. */
export const NETWORKING_ACCOUNTS = {
  contact: { email: 'contacto@ekitaldi.test', password: 'Contacto#2026', hash: '$2b$10$vRH/yutsW8DY.mcZAl.GMeQgWWxtfpT7asONUIvFJywA7Bwb2TpFq' },
  leaver: { email: 'desconexion@ekitaldi.test', password: 'Desconexion#2026', hash: '$2b$10$cW.IR5DIjUCUhR1G6SOhQOSnEZ.m5cP8YK0z5PQXI6CF7eXvkuF6u' },
} as const;

export const networkingAttendeeEmail = (i: number) => `networking${String(i + 1).padStart(2, '0')}@ekitaldi.test`;
export const NETWORKING_ATTENDEES = 44;
/** Attendees from this index on have no visible profile (40, 41: terms only; 42, 43: nothing). */
const FIRST_HIDDEN = 40;

const SECTORS = ['technology', 'energy', 'health', 'food', 'mobility', 'public', 'education', 'consulting'];
const LOOKING = ['partners', 'clients', 'suppliers', 'investors', 'talent', 'knowledge'];
const ABOUT = [
  'Busco socios para un proyecto europeo de datos abiertos.',
  'Me interesa conocer startups del sector energético.',
  'Llevo diez años en movilidad urbana; encantada de compartir experiencias.',
  'Trabajo en transferencia de conocimiento entre universidad y empresa.',
  null,
  'Buscamos perfiles técnicos para nuestro equipo en Bilbao.',
];

const l = (es: string, en: string, pt: string, eus: string, fr: string, el: string): string => JSON.stringify({ es, en, pt, eus, fr, el } satisfies L);
const table = (n: number | string) => l(`Mesa ${n}`, `Table ${n}`, `Mesa ${n}`, `${n} mahaia`, `Table ${n}`, `Τραπέζι ${n}`);

/** A generated portrait (head and shoulders on a coloured background) for a seeded attendee. */
export function portraitSvg(id: number, label: string): string {
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const hue = (id * 67) % 360;
  const skin = ['#f1c9a5', '#e0ac84', '#c68863', '#8d5a3b'][id % 4];
  const hair = ['#2b1d14', '#5a3a22', '#a0703c', '#d8c07a', '#3b3b3b'][id % 5];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${xml(label)}">` +
    `<rect width="400" height="400" fill="hsl(${hue} 45% 72%)"/>` +
    `<path d="M60 400c10-90 70-130 140-130s130 40 140 130z" fill="hsl(${(hue + 180) % 360} 35% 35%)"/>` +
    `<circle cx="200" cy="170" r="78" fill="${skin}"/>` +
    `<path d="M120 165c0-60 40-95 80-95s80 35 80 95c-15-35-45-50-80-50s-65 15-80 50z" fill="${hair}"/>` +
    `</svg>`
  );
}

interface Ctx {
  d: Deps;
  tenant: string;
  attendees: number[];
  attendee: number;
  organiser: number;
  contact: number;
  leaver: number;
  at: () => string;
}

export function seedNetworkingDemo(d: Deps) {
  const done = new Set((d.sql('SELECT tenant FROM networking_seeded').all() as { tenant: string }[]).map((r) => r.tenant));
  const tenants = d.tenants.filter((t) => (t.networkingType === 1 || t.networkingType === 2) && !done.has(t.key));
  if (!tenants.length) return;
  d.db.transaction(() => {
    for (const t of tenants) {
      const event = d.sql('SELECT starts_at, ends_at FROM events WHERE tenant = ?').get(t.key) as { starts_at: string; ends_at: string } | undefined;
      if (event) seedTenant(d, t.key, t.networkingType as 1 | 2, event.starts_at.slice(0, 10), event.ends_at.slice(0, 10));
      d.sql('INSERT OR IGNORE INTO networking_seeded (tenant) VALUES (?)').run(t.key);
    }
  })();
}

function seedTenant(d: Deps, tenant: string, type: 1 | 2, firstDay: string, lastDay: string) {
  const idOf = (email: string) => (d.sql('SELECT id FROM customers WHERE tenant = ? AND email = ?').get(tenant, email) as { id: number } | undefined)?.id;
  const attendee = idOf(DEMO_ACCOUNTS.attendee.email);
  const organiser = idOf(DEMO_ACCOUNTS.organiser.email);
  if (!attendee || !organiser) return;
  const insertCustomer = (email: string, hash: string, name: string, surname: string, company: string | null, position: string | null) =>
    idOf(email) ??
    Number(
      d
        .sql(
          `INSERT INTO customers (tenant, email, password_hash, name, surname, company, position, job_title, nationality, two_factor_method,
           email_verified, is_moderator, consent_data_processing, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ES', 'NONE', 1, 0, 1, '2026-01-15T09:00:00.000Z')`,
        )
        .run(tenant, email, hash, name, surname, company, position, position).lastInsertRowid,
    );
  // Where tickets are required, the networking people hold the ticket that includes networking
  // (given by the organiser: no order), so they can use it as the attendee does (entitlements.ts).
  const networkingTicket = d.sql("SELECT id FROM tickets WHERE tenant = ? AND rights LIKE '%networking%' ORDER BY price_cents LIMIT 1").get(tenant) as { id: number } | undefined;
  const giveTicket = (customerId: number) => {
    if (networkingTicket && !d.sql('SELECT 1 FROM customer_tickets WHERE tenant = ? AND customer_id = ?').get(tenant, customerId)) {
      d.sql("INSERT INTO customer_tickets (tenant, customer_id, created_at, ticket_id) VALUES (?, ?, '2026-01-15T09:00:00.000Z', ?)").run(tenant, customerId, networkingTicket.id);
    }
  };
  const contact = insertCustomer(NETWORKING_ACCOUNTS.contact.email, NETWORKING_ACCOUNTS.contact.hash, 'Mikel', 'Arrieta', 'Kresala Labs', 'Ingeniero de datos');
  const leaver = insertCustomer(NETWORKING_ACCOUNTS.leaver.email, NETWORKING_ACCOUNTS.leaver.hash, 'Irati', 'Salaberria', 'Hiria Mobility', 'Responsable de alianzas');

  const profile = (id: number, i: number, form = true) =>
    d
      .sql('INSERT OR REPLACE INTO networking_profiles (customer_id, tenant, terms_accepted_at, answers, form_completed_at) VALUES (?, ?, ?, ?, ?)')
      .run(
        id,
        tenant,
        '2026-11-02T10:00:00.000Z',
        form
          ? JSON.stringify({
              sector: SECTORS[i % SECTORS.length],
              looking_for: i % 3 === 0 ? [LOOKING[i % 6], LOOKING[(i + 2) % 6]] : [LOOKING[i % 6]],
              ...(ABOUT[i % ABOUT.length] ? { about: ABOUT[i % ABOUT.length] } : {}),
            })
          : null,
        form ? '2026-11-02T10:05:00.000Z' : null,
      );

  const attendees: number[] = [];
  for (let i = 0; i < NETWORKING_ATTENDEES; i++) {
    const id = insertCustomer(
      networkingAttendeeEmail(i),
      DUMMY_HASH,
      FIRST_NAMES[i % FIRST_NAMES.length]!,
      SURNAMES[(i * 11) % SURNAMES.length]!,
      COMPANIES[(i * 3) % COMPANIES.length]!,
      JOB_TITLES[(i * 5) % JOB_TITLES.length]!.es,
    );
    if (i % 3 !== 2) d.sql('UPDATE customers SET photo = ? WHERE id = ?').run(`/media/networking/${id}.svg`, id);
    if (i < FIRST_HIDDEN) profile(id, i);
    else if (i < FIRST_HIDDEN + 2) profile(id, i, false);
    attendees.push(id);
    giveTicket(id);
  }
  giveTicket(contact);
  giveTicket(leaver);
  profile(attendee, 1);
  profile(organiser, 7);
  profile(contact, 0);
  profile(leaver, 4);

  // Request dates: one hour apart, in seeding order (the newest is the last written).
  let clock = Date.parse('2026-11-05T08:00:00.000Z');
  const at = () => {
    clock += 60 * 60 * 1000;
    return new Date(clock).toISOString();
  };
  const ctx: Ctx = { d, tenant, attendees, attendee, organiser, contact, leaver, at };
  if (type === 1) seedEventType(ctx, firstDay, lastDay);
  else seedConferenceType(ctx, firstDay, lastDay);
}

function conference(c: Ctx, name: string, startsAt: string, endsAt: string, rooms: string[]) {
  const id = Number(
    c.d
      .sql('INSERT INTO networking_conferences (tenant, position, name, starts_at, ends_at) VALUES (?, (SELECT count(*) FROM networking_conferences WHERE tenant = ?), ?, ?, ?)')
      .run(c.tenant, c.tenant, name, startsAt, endsAt).lastInsertRowid,
  );
  const roomIds = rooms.map((r, i) => Number(c.d.sql('INSERT INTO networking_rooms (conference_id, position, name) VALUES (?, ?, ?)').run(id, i, r).lastInsertRowid));
  return { id, rooms: roomIds };
}

/** A block cut into slots; returns the slot ids in time order. */
function block(c: Ctx, conferenceId: number, name: string, date: string, from: string, to: string, minutes: number): { id: number; startsAt: string; endsAt: string; startsMs: number; endsMs: number }[] {
  const startsAt = madridIso(date, from);
  const endsAt = madridIso(date, to);
  const blockId = Number(
    c.d
      .sql('INSERT INTO networking_blocks (conference_id, name, date, starts_at, ends_at, slot_minutes) VALUES (?, ?, ?, ?, ?, ?)')
      .run(conferenceId, name, date, startsAt, endsAt, minutes).lastInsertRowid,
  );
  const slots = [];
  const [h, m] = from.split(':').map(Number) as [number, number];
  const end = Date.parse(endsAt);
  for (let k = 0; ; k++) {
    const minutesFrom = h * 60 + m + k * minutes;
    const hhmm = (x: number) => `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
    const s = madridIso(date, hhmm(minutesFrom));
    const e = madridIso(date, hhmm(minutesFrom + minutes));
    if (Date.parse(e) > end) break;
    const id = Number(
      c.d
        .sql('INSERT INTO networking_slots (block_id, conference_id, starts_at, ends_at, starts_ms, ends_ms) VALUES (?, ?, ?, ?, ?, ?)')
        .run(blockId, conferenceId, s, e, Date.parse(s), Date.parse(e)).lastInsertRowid,
    );
    slots.push({ id, startsAt: s, endsAt: e, startsMs: Date.parse(s), endsMs: Date.parse(e) });
  }
  return slots;
}

interface Req {
  from: number;
  to: number;
  name: string;
  comment?: string;
  status: 'created' | 'validated' | 'rejected' | 'cancelled';
  slot?: { id: number; startsAt: string; endsAt: string; startsMs: number; endsMs: number };
  time?: { startsAt: string; endsAt: string };
  room?: number;
  reason?: string;
  cancelledBy?: 'requester' | 'receiver';
}

function request(c: Ctx, conferenceId: number, r: Req) {
  const created = c.at();
  const answered = r.status === 'created' ? null : c.at();
  const startsAt = r.slot?.startsAt ?? r.time?.startsAt ?? null;
  const endsAt = r.slot?.endsAt ?? r.time?.endsAt ?? null;
  c.d
    .sql(
      `INSERT INTO networking_requests (tenant, conference_id, requester_id, receiver_id, name, comment, slot_id, starts_at, ends_at, starts_ms, ends_ms,
       room_id, status, cancel_reason, cancelled_by, created_at, updated_at, validated_at, rejected_at, cancelled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      c.tenant,
      conferenceId,
      r.from,
      r.to,
      r.name,
      r.comment ?? null,
      r.slot?.id ?? null,
      startsAt,
      endsAt,
      startsAt ? Date.parse(startsAt) : null,
      endsAt ? Date.parse(endsAt) : null,
      r.room ?? null,
      r.status,
      r.reason ?? null,
      r.status === 'cancelled' ? (r.cancelledBy ?? 'requester') : null,
      created,
      answered ?? created,
      r.status === 'validated' || (r.status === 'cancelled' && r.room) ? (answered ?? created) : null,
      r.status === 'rejected' ? answered : null,
      r.status === 'cancelled' ? answered : null,
    );
}

const TOPICS = [
  'Datos abiertos en la administración',
  'Colaboración en un proyecto europeo',
  'Presentación de nuestra startup',
  'Compras públicas innovadoras',
  'Movilidad sostenible en Bizkaia',
  'Transferencia de tecnología',
  'Financiación de proyectos de energía',
  'Talento y formación dual',
];
const topic = (i: number) => TOPICS[i % TOPICS.length]!;

function seedEventType(c: Ctx, firstDay: string, lastDay: string) {
  const day2 = addDays(firstDay, 1);
  const bilbao = conference(c, l('Networking Bilbao', 'Networking Bilbao', 'Networking Bilbau', 'Networking Bilbo', 'Networking Bilbao', 'Networking Μπιλμπάο'), madridIso(firstDay, '11:00'), madridIso(day2, '13:00'), [1, 2, 3, 4].map(table));
  const morning = l('Bloque de mañana', 'Morning block', 'Bloco da manhã', 'Goizeko blokea', 'Créneau du matin', 'Πρωινή ζώνη');
  const afternoon = l('Bloque de tarde', 'Afternoon block', 'Bloco da tarde', 'Arratsaldeko blokea', 'Créneau de l’après-midi', 'Απογευματινή ζώνη');
  const s = [
    ...block(c, bilbao.id, morning, firstDay, '11:00', '13:00', 20),
    ...block(c, bilbao.id, afternoon, firstDay, '16:00', '18:00', 20),
    ...block(c, bilbao.id, morning, day2, '11:00', '13:00', 20),
  ];
  const [m1, m2, m3, m4] = bilbao.rooms as [number, number, number, number];
  const P = c.attendees;
  const A = c.attendee;
  const O = c.organiser;
  const X = c.leaver;
  const add = (r: Req) => request(c, bilbao.id, r);

  // Slot 2 (11:40) is occupied for everybody: its four rooms hold other people's meetings.
  [m1, m2, m3, m4].forEach((room, k) => add({ from: P[24 + 2 * k]!, to: P[25 + 2 * k]!, name: topic(k), status: 'validated', slot: s[2], room }));
  // Slot 5 (12:40): only Mesa 4 is left.
  [m1, m2, m3].forEach((room, k) => add({ from: P[32 + 2 * k]!, to: P[33 + 2 * k]!, name: topic(k + 4), status: 'validated', slot: s[5], room }));

  // The attendee: every state, both directions; 11 received (two pages).
  add({ from: P[5]!, to: A, name: topic(1), status: 'rejected', slot: s[8] });
  add({ from: A, to: P[4]!, name: topic(2), status: 'rejected', slot: s[7] });
  add({ from: A, to: P[6]!, name: topic(3), status: 'cancelled', slot: s[9], reason: 'Me ha surgido otra reunión a esa hora.', cancelledBy: 'requester' });
  add({ from: P[7]!, to: A, name: topic(4), status: 'cancelled', slot: s[13], room: m1, reason: 'No podré asistir ese día.', cancelledBy: 'receiver' });
  add({ from: A, to: O, name: 'Seguimiento de la inscripción de nuestro equipo', status: 'validated', slot: s[3], room: m1 });
  add({ from: P[3]!, to: A, name: topic(5), comment: 'Te vi en la mesa redonda de ayer.', status: 'validated', slot: s[12], room: m2 });
  [8, 9, 10, 11].forEach((k, j) => add({ from: P[k]!, to: A, name: topic(k), status: 'created', slot: s[14 + j] }));
  add({ from: P[12]!, to: A, name: topic(12), status: 'created', slot: s[10] });
  add({ from: P[13]!, to: A, name: topic(13), status: 'created', slot: s[11] });
  add({ from: A, to: P[2]!, name: topic(6), comment: 'Me interesa vuestra experiencia con datos abiertos.', status: 'created', slot: s[6] });
  add({ from: P[1]!, to: A, name: topic(7), status: 'created', slot: s[1] });
  add({ from: P[0]!, to: A, name: topic(0), comment: 'Me gustaría hablar de datos abiertos.', status: 'created', slot: s[0] });

  // The organiser.
  add({ from: P[16]!, to: O, name: topic(16), status: 'rejected', slot: s[8] });
  add({ from: O, to: P[17]!, name: topic(17), status: 'cancelled', slot: s[9], reason: 'Coincide con mi ponencia.', cancelledBy: 'receiver' });
  add({ from: O, to: P[18]!, name: topic(18), status: 'validated', slot: s[12], room: m3 });
  add({ from: O, to: P[15]!, name: topic(15), status: 'created', slot: s[7] });
  add({ from: P[14]!, to: O, name: topic(14), status: 'created', slot: s[0] });

  // The account that turns networking off.
  add({ from: X, to: P[21]!, name: topic(21), status: 'validated', slot: s[4], room: m2 });
  add({ from: X, to: P[20]!, name: topic(20), status: 'created', slot: s[3] });
  add({ from: P[19]!, to: X, name: topic(19), status: 'created', slot: s[1] });

  const donostia = conference(
    c,
    l('Networking Donostia', 'Networking San Sebastián', 'Networking San Sebastián', 'Networking Donostia', 'Networking Saint-Sébastien', 'Networking Σαν Σεμπαστιάν'),
    madridIso(lastDay, '10:00'),
    madridIso(lastDay, '12:00'),
    ['A', 'B'].map(table),
  );
  const sd = block(c, donostia.id, morning, lastDay, '10:00', '12:00', 20);
  request(c, donostia.id, { from: P[36]!, to: A, name: topic(3), status: 'created', slot: sd[0] });
}

function seedConferenceType(c: Ctx, firstDay: string, lastDay: string) {
  const hermes = conference(
    c,
    l('Networking Hermes', 'Hermes networking', 'Networking Hermes', 'Hermes networkinga', 'Networking Hermes', 'Networking Hermes'),
    madridIso(firstDay, '08:30'),
    madridIso(lastDay, '18:00'),
    [
      l('Salón Atlántico', 'Atlantic Hall', 'Salão Atlântico', 'Atlantiko aretoa', 'Salon Atlantique', 'Αίθουσα Ατλαντικός'),
      l('Sala Miramar', 'Miramar Room', 'Sala Miramar', 'Miramar gela', 'Salle Miramar', 'Αίθουσα Μιραμάρ'),
      l('Terraza', 'Terrace', 'Terraço', 'Terraza', 'Terrasse', 'Βεράντα'),
    ],
  );
  const [atlantic, miramar, terrace] = hermes.rooms as [number, number, number];
  const P = c.attendees;
  const A = c.attendee;
  const O = c.organiser;
  const time = (date: string, from: string, to: string) => ({ startsAt: madridIso(date, from), endsAt: madridIso(date, to) });
  const add = (r: Req) => request(c, hermes.id, r);
  add({ from: A, to: O, name: 'Propuesta de taller para la próxima edición', status: 'cancelled', reason: 'Lo hablamos por correo.', cancelledBy: 'requester' });
  add({ from: P[2]!, to: A, name: topic(2), status: 'rejected' });
  add({ from: A, to: P[1]!, name: topic(1), status: 'validated', time: time(firstDay, '12:00', '12:30'), room: miramar });
  add({ from: O, to: P[4]!, name: topic(4), status: 'validated', time: time(lastDay, '09:30', '10:00'), room: atlantic });
  add({ from: P[5]!, to: O, name: topic(5), status: 'rejected' });
  add({ from: P[3]!, to: O, name: topic(3), status: 'created', time: time(firstDay, '15:00', '15:30') });
  add({ from: A, to: P[6]!, name: topic(6), status: 'created' });
  add({ from: P[0]!, to: A, name: topic(0), comment: 'Podemos vernos en el café.', status: 'created', time: time(firstDay, '11:00', '11:30') });

  const event = (name: string, room: number, date: string, from: string, to: string, comments: string | null, capacity: number, host: number | null) =>
    Number(
      c.d
        .sql('INSERT INTO networking_events (conference_id, name, room_id, starts_at, ends_at, ends_ms, comments, capacity, host_customer_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(hermes.id, name, room, madridIso(date, from), madridIso(date, to), Date.parse(madridIso(date, to)), comments, capacity, host).lastInsertRowid,
    );
  const breakfast = event(
    l('Desayuno de networking: energía', 'Networking breakfast: energy', 'Pequeno-almoço de networking: energia', 'Networking gosaria: energia', 'Petit-déjeuner networking : énergie', 'Πρωινό networking: ενέργεια'),
    terrace,
    firstDay,
    '08:30',
    '09:30',
    l('Café y presentaciones de un minuto.', 'Coffee and one-minute introductions.', 'Café e apresentações de um minuto.', 'Kafea eta minutu bateko aurkezpenak.', 'Café et présentations d’une minute.', 'Καφές και παρουσιάσεις ενός λεπτού.'),
    20,
    null,
  );
  const roundtable = event(
    l('Mesa redonda: financiación de startups', 'Round table: funding startups', 'Mesa-redonda: financiamento de startups', 'Mahai-ingurua: startupen finantzaketa', 'Table ronde : financer les startups', 'Στρογγυλή τράπεζα: χρηματοδότηση startups'),
    atlantic,
    firstDay,
    '13:00',
    '14:00',
    null,
    12,
    O,
  );
  const leaders = event(
    l('Encuentro de mujeres directivas', 'Women in leadership meet-up', 'Encontro de mulheres líderes', 'Emakume zuzendarien topaketa', 'Rencontre des femmes dirigeantes', 'Συνάντηση γυναικών σε ηγετικές θέσεις'),
    miramar,
    lastDay,
    '10:00',
    '11:00',
    null,
    15,
    null,
  );
  const investors = event(
    l('Café con inversores', 'Coffee with investors', 'Café com investidores', 'Kafea inbertitzaileekin', 'Café avec des investisseurs', 'Καφές με επενδυτές'),
    terrace,
    lastDay,
    '16:00',
    '16:45',
    l('Plazas muy limitadas.', 'Very few places.', 'Lugares muito limitados.', 'Plaza oso mugatuak.', 'Places très limitées.', 'Πολύ περιορισμένες θέσεις.'),
    2,
    null,
  );
  const reg = (eventId: number, customerId: number, status: 'pending' | 'validated' | 'rejected' | 'cancelled') => {
    const created = c.at();
    const then = status === 'pending' ? null : c.at();
    c.d
      .sql('INSERT INTO networking_registrations (event_id, customer_id, status, created_at, validated_at, rejected_at, cancelled_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(eventId, customerId, status, created, status === 'validated' ? then : null, status === 'rejected' ? then : null, status === 'cancelled' ? then : null);
  };
  reg(breakfast, A, 'validated');
  reg(leaders, A, 'pending');
  [7, 8, 9].forEach((k) => reg(breakfast, P[k]!, 'pending'));
  [10, 11, 12, 13].forEach((k) => reg(breakfast, P[k]!, 'validated'));
  reg(breakfast, P[14]!, 'rejected');
  reg(breakfast, P[15]!, 'cancelled');
  [16, 17].forEach((k) => reg(roundtable, P[k]!, 'pending'));
  [18, 19].forEach((k) => reg(roundtable, P[k]!, 'validated'));
  reg(investors, P[20]!, 'validated');
  reg(investors, P[21]!, 'pending');
}
