/**
 * Live demo data on the `en-directo` session (tenant demo, localhost): questions in every state,
 * votes, and a chat history with pending and deleted messages, written by a small audience of
 * demo customers (who cannot sign in) plus the attendee and the organiser. Deterministic: the
 * same rows in the same order on every seed; times are relative to the moment of seeding (the
 * session itself moves to each new day, its chat is "the last hour").
 */
import { DUMMY_HASH } from '../auth';
import type { Deps } from '../deps';
import { LIVE_SLUG, PARALLEL_SLUG } from './participation';
import { DEMO_ACCOUNTS } from './people';

/** The audience: accounts with an unusable password (DUMMY_HASH), only authors and voters. */
const AUDIENCE = [
  ['Jon', 'Aguirre'],
  ['María', 'López'],
  ['Itziar', 'Mendizabal'],
  ['Carlos', 'Pérez'],
  ['Leire', 'Urrutia'],
  ['Andrés', 'Gómez'],
  ['Nerea', 'Olano'],
  ['Pablo', 'Sanz'],
  ['Amaia', 'Lasa'],
  ['Sofía', 'Ramos'],
] as const;

export const audienceEmail = (i: number) => `publico${String(i + 1).padStart(2, '0')}@ekitaldi.test`;

type Who = 'attendee' | 'organiser' | number;

/** [author, text, state, voters (audience indexes, 'attendee')] */
const QUESTIONS: [Who, string, 'pending' | 'validated' | 'rejected' | 'answered' | 'pinned' | 'deleted', Who[]][] = [
  [4, 'Para empezar: ¿qué esperáis que nos llevemos de esta sesión?', 'pinned', [0, 1, 2, 3, 'attendee']],
  [0, '¿Cuándo se abre la próxima convocatoria de ayudas?', 'answered', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  [1, '¿Cómo se van a medir los resultados del proyecto piloto?', 'validated', [0, 2, 3, 5, 6, 'attendee', 9]],
  [2, '¿Habrá grabación de la sesión para verla más tarde?', 'validated', [0, 1, 7, 8]],
  [3, '¿Qué papel tienen los ayuntamientos pequeños en esta estrategia?', 'validated', [4, 5, 6, 9]],
  ['attendee', '¿Podéis compartir las fuentes de los datos que habéis mostrado?', 'validated', [1]],
  [5, '¿Se puede participar en el piloto desde fuera de Euskadi?', 'validated', []],
  ['attendee', '¿Hay plazas con descuento para estudiantes en la próxima edición?', 'pending', []],
  ['attendee', '¿Se entregará certificado de asistencia a quien siga la emisión?', 'pending', []],
  [6, '¿La presentación estará disponible también en euskera?', 'pending', []],
  [7, '¡Primero!', 'rejected', []],
  [8, 'Mensaje de prueba, ignorad esto', 'deleted', []],
];

const CHAT: [Who, string][] = [
  ['organiser', '¡Bienvenidas y bienvenidos! La sesión empieza en unos minutos.'],
  [0, 'Buenos días desde Bilbao'],
  [1, 'Hola a todos, se oye perfectamente'],
  [2, 'Kaixo! Donostiatik'],
  [3, '¿Alguien más tiene la imagen un poco pixelada?'],
  ['organiser', 'La calidad se ajusta sola en unos segundos; si no, elegid 720p en el reproductor.'],
  [3, 'Ya va bien, gracias'],
  [4, 'Muy interesante la primera parte'],
  ['attendee', '¡Hola! Sigo la sesión desde casa'],
  [5, '¿Dónde se pueden descargar las diapositivas?'],
  ['organiser', 'En la sección de archivos de esta página, para las personas inscritas.'],
  [6, 'Gracias'],
  [7, 'El dato del 40 % me ha sorprendido'],
  [8, 'A mí también, no lo esperaba tan alto'],
  [9, 'Saludos desde Vitoria-Gasteiz'],
  [0, 'Muy clara la explicación del calendario'],
  [1, 'Apunto la web que han dicho: www.ekitaldi.test/programa'],
  [2, '¿Se podrán hacer preguntas al final?'],
  ['organiser', 'Sí: usad la pestaña de preguntas; las moderamos y las leemos al final.'],
  [4, '¡Perfecto!'],
  [7, 'Esto es spam, comprad en mi web'],
  [5, 'Me encanta el ejemplo del mercado municipal'],
  [6, 'Lo hemos aplicado en nuestro pueblo y funciona'],
  [8, '¿Qué herramienta usan para los mapas?'],
  [9, 'Creo que es software libre'],
  ['attendee', 'Muy útil lo de los indicadores, gracias'],
  [0, 'Una pausa para el café no vendría mal 😄'],
  [3, 'Ja, ja, ja'],
  [1, 'Vuelve el sonido, perfecto'],
  [2, 'Gracias por compartir los datos abiertos'],
  [4, '¿Habrá una segunda parte el año que viene?'],
  ['organiser', 'Esa es la idea: os avisaremos por correo.'],
  [5, 'Genial'],
  [6, 'Una pregunta sobre financiación: ¿la pongo aquí o en preguntas?'],
  ['attendee', '¿Se puede volver a ver la primera parte?'],
  [9, 'Gracias a los ponentes, muy buena sesión'],
];
/** Chat lines (indexes) still waiting for acceptance, and the one a moderator deleted. */
const PENDING_LINES = new Set([33, 34, 35]);
const DELETED_LINE = 20;

/** Seeds each tenant's `en-directo` once (live_seeded); the live settings of both live sessions. */
export function seedLiveDemo(d: Deps) {
  const sessions = d.sql(`SELECT id, tenant, slug FROM conferences WHERE slug IN ('${LIVE_SLUG}', '${PARALLEL_SLUG}') AND tenant NOT IN (SELECT tenant FROM live_seeded)`).all() as {
    id: number;
    tenant: string;
    slug: string;
  }[];
  if (!sessions.length) return;
  d.db.transaction(() => {
    for (const s of sessions) {
      // en-directo: moderated chat; en-directo-paralela: an unmoderated room.
      d.sql('INSERT OR REPLACE INTO live_settings (conference_id, chat_moderated, chat_interval_seconds) VALUES (?, ?, 5)').run(s.id, s.slug === LIVE_SLUG ? 1 : 0);
      if (s.slug === LIVE_SLUG) seedSession(d, s.tenant, s.id);
    }
    for (const tenant of new Set(sessions.map((s) => s.tenant))) d.sql('INSERT OR IGNORE INTO live_seeded (tenant) VALUES (?)').run(tenant);
  })();
}

function seedSession(d: Deps, tenant: string, conferenceId: number) {
  const idOf = (email: string) => (d.sql('SELECT id FROM customers WHERE tenant = ? AND email = ?').get(tenant, email) as { id: number } | undefined)?.id;
  const audience = AUDIENCE.map(([name, surname], i) => {
    const email = audienceEmail(i);
    const existing = idOf(email);
    if (existing) return existing;
    return Number(
      d
        .sql(
          `INSERT INTO customers (tenant, email, password_hash, name, surname, nationality, two_factor_method, email_verified, is_moderator, created_at)
           VALUES (?, ?, ?, ?, ?, 'ES', 'NONE', 1, 0, '2026-01-15T09:00:00.000Z')`,
        )
        .run(tenant, email, DUMMY_HASH, name, surname).lastInsertRowid,
    );
  });
  const attendee = idOf(DEMO_ACCOUNTS.attendee.email);
  const organiser = idOf(DEMO_ACCOUNTS.organiser.email);
  if (!attendee || !organiser) return;
  const who = (w: Who) => (w === 'attendee' ? attendee : w === 'organiser' ? organiser : audience[w]!);

  const start = d.clock() - 60 * 60 * 1000;
  QUESTIONS.forEach(([author, text, state, voters], i) => {
    const at = new Date(start + i * 4 * 60 * 1000).toISOString();
    const id = Number(
      d
        .sql('INSERT INTO live_questions (tenant, conference_id, customer_id, text, state, created_at, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(tenant, conferenceId, who(author), text, state, at, state === 'answered' ? new Date(start + 50 * 60 * 1000).toISOString() : null).lastInsertRowid,
    );
    for (const v of voters) d.sql('INSERT INTO live_votes (question_id, customer_id) VALUES (?, ?)').run(id, who(v));
  });

  const seq = () => (d.sql('UPDATE live_sequence SET value = value + 1 WHERE id = 1 RETURNING value').get() as { value: number }).value;
  let deleted = 0;
  CHAT.forEach(([author, text], i) => {
    const ms = start + i * 90 * 1000;
    const state = PENDING_LINES.has(i) ? 'pending' : 'accepted';
    const id = Number(
      d
        .sql('INSERT INTO live_messages (tenant, conference_id, customer_id, text, state, seq, was_public, created_at, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(tenant, conferenceId, who(author), text, state, seq(), state === 'accepted' ? 1 : 0, new Date(ms).toISOString(), ms).lastInsertRowid,
    );
    if (i === DELETED_LINE) deleted = id;
  });
  // Deleted a while after it was written: the deletion is a later change.
  d.sql("UPDATE live_messages SET state = 'deleted', seq = ? WHERE id = ?").run(seq(), deleted);
}
