/**
 * What taking part in a session needs (routes/participation.ts): file gates, ticket rules, the
 * demo attendee's ticket, and two fixed sessions on the demo tenant that are live whenever the
 * demo runs (`en-directo`, `en-directo-paralela`; times follow the clock, see followClock), one
 * on cned (Europe/Athens) that runs the whole of Athens's day, and the workshop whose
 * registration form takes people without an account (hermes).
 */
import type { SeedCtx } from './context';
import { madridIso, zonedIso, type PL } from './i18n';
import { DEMO_ACCOUNTS } from './people';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from './session-forms';

/** The tenant whose attendee holds a ticket (localhost); on digitalone the attendee has none. */
export const TICKET_HOLDER_TENANTS = ['demo'];

/**
 * "Live whenever the demo runs": the whole local day, every day. A window fixed in local time
 * (rather than "started 30 min ago") gives the same times all day, so a cached session page
 * (REVALIDATE_SECONDS) shows the right times whenever it was rendered, and an API restart
 * does not move them; only midnight changes the date.
 */
export const LIVE_WINDOW = '00:00-23:59';

/** Edition 0: outside every edition's agenda (not in /schedule nor the default /conferences/all). */
export const NO_EDITION = 0;

export const LIVE_SLUG = 'en-directo';
export const PARALLEL_SLUG = 'en-directo-paralela';

const LIVE = {
  title: { es: 'En directo: la sesión que siempre está en marcha', en: 'Live: the session that is always on', pt: 'Em direto: a sessão que está sempre a decorrer', eus: 'Zuzenean: beti martxan dagoen saioa', fr: 'En direct : la session toujours en cours', el: 'Ζωντανά: η συνεδρία που είναι πάντα σε εξέλιξη' },
  summary: { es: 'Una sesión de demostración en directo: inscripción por salas, archivos, emisión y encuesta.', en: 'A live demo session: registration by room, files, stream and survey.', pt: 'Uma sessão de demonstração em direto: inscrição por salas, ficheiros, transmissão e inquérito.', eus: 'Zuzeneko erakustaldi-saio bat: aretoka izena ematea, fitxategiak, emanaldia eta inkesta.', fr: 'Une session de démonstration en direct : inscription par salle, fichiers, diffusion et questionnaire.', el: 'Μια ζωντανή συνεδρία επίδειξης: εγγραφή ανά αίθουσα, αρχεία, μετάδοση και έρευνα.' },
  description: { es: '<p>Elige sala (una de 3 plazas y otra de 60), completa el formulario de inscripción, descarga los materiales, sigue la emisión y responde la encuesta.</p>', en: '<p>Choose a room (one with 3 seats, one with 60), fill in the registration form, download the materials, follow the stream and answer the survey.</p>', pt: '<p>Escolha uma sala (uma com 3 lugares e outra com 60), preencha o formulário de inscrição, descarregue os materiais, acompanhe a transmissão e responda ao inquérito.</p>', eus: '<p>Aukeratu aretoa (bat 3 plazakoa eta bestea 60koa), bete izen-emate formularioa, deskargatu materialak, jarraitu emanaldia eta erantzun inkestari.</p>', fr: '<p>Choisissez une salle (l’une de 3 places, l’autre de 60), remplissez le formulaire d’inscription, téléchargez les documents, suivez la diffusion et répondez au questionnaire.</p>', el: '<p>Επιλέξτε αίθουσα (μία με 3 θέσεις και μία με 60), συμπληρώστε τη φόρμα εγγραφής, κατεβάστε το υλικό, παρακολουθήστε τη μετάδοση και απαντήστε στην έρευνα.</p>' },
} satisfies Record<string, PL>;

const PARALLEL = {
  title: { es: 'En directo (paralela): a la misma hora', en: 'Live (parallel): at the same time', pt: 'Em direto (paralela): à mesma hora', eus: 'Zuzenean (paraleloa): ordu berean', fr: 'En direct (parallèle) : à la même heure', el: 'Ζωντανά (παράλληλη): την ίδια ώρα' },
  summary: { es: 'Coincide con «En directo»: no puedes inscribirte en las dos.', en: 'It clashes with “Live”: you cannot register for both.', pt: 'Coincide com «Em direto»: não se pode inscrever nas duas.', eus: '«Zuzenean» saioarekin bat dator: ezin duzu bietan izena eman.', fr: 'Elle a lieu en même temps que « En direct » : impossible de s’inscrire aux deux.', el: 'Συμπίπτει με το «Ζωντανά»: δεν μπορείτε να εγγραφείτε και στις δύο.' },
  description: { es: '<p>Una sesión paralela para probar el aviso de solapamiento. Su emisión requiere entrada.</p>', en: '<p>A parallel session to try the overlap notice. Its stream needs a ticket.</p>', pt: '<p>Uma sessão paralela para experimentar o aviso de sobreposição. A transmissão requer bilhete.</p>', eus: '<p>Gainjartze-abisua probatzeko saio paraleloa. Emanaldiak sarrera behar du.</p>', fr: '<p>Une session parallèle pour essayer l’avertissement de chevauchement. Sa diffusion nécessite un billet.</p>', el: '<p>Μια παράλληλη συνεδρία για να δοκιμάσετε την ειδοποίηση επικάλυψης. Η μετάδοσή της απαιτεί εισιτήριο.</p>' },
} satisfies Record<string, PL>;

/** cned's clock-following session: its day is the event's (Athens), not Madrid's. */
export const ATHENS_DAY_SLUG = 'todo-el-dia';
const ATHENS_DAY = {
  title: { es: 'Todo el día en Atenas', en: 'All day in Athens', pt: 'O dia inteiro em Atenas', eus: 'Egun osoa Atenasen', fr: 'Toute la journée à Athènes', el: 'Όλη μέρα στην Αθήνα' },
  summary: { es: 'Una sesión de demostración que dura todo el día de hoy en la hora de Atenas.', en: 'A demo session that lasts all of today, Athens time.', pt: 'Uma sessão de demonstração que dura todo o dia de hoje, na hora de Atenas.', eus: 'Gaur egun osoa irauten duen erakustaldi-saioa, Atenasko orduan.', fr: 'Une session de démonstration qui dure toute la journée d’aujourd’hui, heure d’Athènes.', el: 'Μια συνεδρία επίδειξης που διαρκεί όλη τη σημερινή μέρα, ώρα Αθήνας.' },
  description: { es: '<p>Empieza a las 00:00 y termina a las 23:59 de Atenas, sea cual sea el día en que pruebes la demo.</p>', en: '<p>It starts at 00:00 and ends at 23:59 Athens time, whatever the day you try the demo.</p>', pt: '<p>Começa às 00:00 e termina às 23:59 de Atenas, seja qual for o dia em que experimente a demonstração.</p>', eus: '<p>Atenasko 00:00etan hasi eta 23:59an amaitzen da, demoa edozein egunetan probatzen duzula ere.</p>', fr: '<p>Elle commence à 00:00 et se termine à 23:59, heure d’Athènes, quel que soit le jour où vous essayez la démo.</p>', el: '<p>Ξεκινά στις 00:00 και τελειώνει στις 23:59 ώρα Αθήνας, όποια μέρα κι αν δοκιμάσετε την επίδειξη.</p>' },
} satisfies Record<string, PL>;

const FILES = {
  programme: { es: 'Programa de la sesión', en: 'Session programme', pt: 'Programa da sessão', eus: 'Saioaren egitaraua', fr: 'Programme de la session', el: 'Πρόγραμμα της συνεδρίας' },
  slides: { es: 'Presentación (solo inscritos)', en: 'Slides (registered attendees only)', pt: 'Apresentação (só inscritos)', eus: 'Aurkezpena (izena emandakoentzat soilik)', fr: 'Présentation (inscrits uniquement)', el: 'Παρουσίαση (μόνο για εγγεγραμμένους)' },
  dossier: { es: 'Dosier de la sesión (con entrada)', en: 'Session dossier (ticket holders)', pt: 'Dossiê da sessão (com bilhete)', eus: 'Saioaren txostena (sarrera dutenentzat)', fr: 'Dossier de la session (détenteurs de billet)', el: 'Φάκελος της συνεδρίας (με εισιτήριο)' },
} satisfies Record<string, PL>;

export function seedParticipation(ctx: SeedCtx) {
  const { db, tenant } = ctx;
  // Files seeded with requires_login are for signed-in customers; the rest are public.
  db.prepare(
    `UPDATE conference_files SET gate = CASE requires_login WHEN 1 THEN 'login' ELSE 'public' END
     WHERE conference_id IN (SELECT id FROM conferences WHERE tenant = ?)`,
  ).run(tenant.key);

  if (tenant.ticketRequired) {
    // Every session of the current edition that takes registrations needs a ticket here.
    db.prepare(
      `INSERT INTO conference_participation (conference_id, ticket_required)
       SELECT id, 1 FROM conferences WHERE tenant = ? AND edition = ? AND registration_required = 1`,
    ).run(tenant.key, ctx.profile.edition);
  }

  const attendee = db.prepare('SELECT id FROM customers WHERE tenant = ? AND email = ?').get(tenant.key, DEMO_ACCOUNTS.attendee.email) as
    | { id: number }
    | undefined;
  if (attendee && TICKET_HOLDER_TENANTS.includes(tenant.key)) {
    db.prepare('INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES (?, ?, ?)').run(
      tenant.key,
      attendee.id,
      madridIso(ctx.profile.days[0]!, '08:00'),
    );
  }

  if (tenant.key === 'demo') seedLiveSessions(ctx);
  if (tenant.key === 'cned') seedAthensDay(ctx);
  if (ctx.profile.externalRegistration && !tenant.ticketRequired) seedOpenWorkshop(ctx);
}

/**
 * Where the tenant's registration form takes people without an account: its first workshop of
 * the current edition (with a room) asks for the form, so registering there (with an account or
 * without) goes through it.
 */
function seedOpenWorkshop(ctx: SeedCtx) {
  const workshop = ctx.db
    .prepare(
      `SELECT c.id FROM conferences c WHERE c.tenant = ? AND c.edition = ? AND c.format = 'workshop' AND c.registration_required = 1
         AND EXISTS (SELECT 1 FROM conference_rooms r WHERE r.conference_id = c.id)
       ORDER BY c.starts_ts, c.id LIMIT 1`,
    )
    .get(ctx.tenant.key, ctx.profile.edition) as { id: number } | undefined;
  if (!workshop) return;
  ctx.db
    .prepare(
      `INSERT INTO conference_participation (conference_id, registration_form_id) VALUES (?, ?)
       ON CONFLICT (conference_id) DO UPDATE SET registration_form_id = excluded.registration_form_id`,
    )
    .run(workshop.id, REGISTRATION_FORM_ID);
}

/** A plain talk on cned whose times follow the clock in the tenant's zone (placed by followClock on start). */
function seedAthensDay(ctx: SeedCtx) {
  const day = ctx.profile.days[0]!;
  const id = ctx.insert('conferences', {
    tenant: ctx.tenant.key,
    slug: ATHENS_DAY_SLUG,
    venue_id: ctx.venues[0]!.id,
    track_id: null,
    topic_id: null,
    format: 'talk',
    edition: NO_EDITION,
    local_date: day,
    starts_at: zonedIso(day, '00:00', ctx.tenant.timeZone),
    ends_at: zonedIso(day, '23:59', ctx.tenant.timeZone),
    starts_ts: Date.parse(zonedIso(day, '00:00', ctx.tenant.timeZone)) / 1000,
    featured: 0,
    registration_required: 0,
  });
  ctx.i18n('conference_i18n', 'conference_id', id, ATHENS_DAY);
  ctx.insert('conference_participation', { conference_id: id, ticket_required: 0, follows_clock: LIVE_WINDOW });
}

function seedLiveSessions(ctx: SeedCtx) {
  const venue = ctx.venues[0]!;
  const [auditorium, room1] = venue.rooms;
  const day = ctx.profile.days[0]!; // replaced by followClock on start
  const add = (slug: string, text: typeof LIVE, speakerCount: number) => {
    const id = ctx.insert('conferences', {
      tenant: ctx.tenant.key,
      slug,
      venue_id: venue.id,
      track_id: null,
      topic_id: null,
      format: 'talk',
      edition: NO_EDITION,
      local_date: day,
      starts_at: madridIso(day, '00:00'),
      ends_at: madridIso(day, '23:59'),
      starts_ts: Date.parse(madridIso(day, '00:00')) / 1000,
      featured: 0,
      streaming_provider: 'youtube',
      streaming_url: `https://www.youtube-nocookie.com/embed/${slug === LIVE_SLUG ? 'aqz-KE-bpKQ' : 'ScMzIvxBSi4'}`,
      streaming_requires_login: 1,
      questions_enabled: 1,
      registration_required: 1,
    });
    ctx.i18n('conference_i18n', 'conference_id', id, text);
    ctx.speakers.slice(0, speakerCount).forEach((s, position) => ctx.insert('conference_speakers', { conference_id: id, speaker_id: s.id, position }));
    return id;
  };

  const live = add(LIVE_SLUG, LIVE, 2);
  // One seat left in the small room: the next registration fills it.
  ctx.insert('conference_rooms', { conference_id: live, room_id: auditorium!.id, seats_total: 3, seats_occupied: 2 });
  ctx.insert('conference_rooms', { conference_id: live, room_id: room1!.id, seats_total: 60, seats_occupied: 12 });
  ctx.insert('conference_participation', {
    conference_id: live,
    ticket_required: ctx.tenant.ticketRequired ? 1 : 0,
    stream_gate: 'registered',
    stream_poster: `/media/posters/${live}.svg`,
    survey_form_id: SURVEY_FORM_ID,
    survey_gate: 'login',
    registration_form_id: REGISTRATION_FORM_ID,
    follows_clock: LIVE_WINDOW,
  });
  const file = (name: PL, gate: 'public' | 'registered' | 'ticket', sizeKb: number, position: number, conference = live) => {
    const fileId = ctx.insert('conference_files', { conference_id: conference, url: '', requires_login: gate === 'public' ? 0 : 1, size_kb: sizeKb, position, gate, mime: 'application/pdf' });
    ctx.db.prepare('UPDATE conference_files SET url = ? WHERE id = ?').run(`/media/files/${fileId}.pdf`, fileId);
    ctx.i18n('conference_file_i18n', 'file_id', fileId, { name });
  };
  file(FILES.programme, 'public', 180, 0);
  file(FILES.slides, 'registered', 1536, 1);

  const parallel = add(PARALLEL_SLUG, PARALLEL, 1);
  ctx.insert('conference_rooms', { conference_id: parallel, room_id: room1!.id, seats_total: 40, seats_occupied: 5 });
  ctx.insert('conference_participation', {
    conference_id: parallel,
    ticket_required: ctx.tenant.ticketRequired ? 1 : 0,
    stream_gate: 'ticket',
    stream_poster: null,
    survey_form_id: null,
    survey_gate: 'registered',
    registration_form_id: null,
    follows_clock: LIVE_WINDOW,
  });
  // A file for ticket holders (their ticket must include files: the online one does).
  file(FILES.dossier, 'ticket', 240, 0, parallel);
}
