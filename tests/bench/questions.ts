/**
 * Questions bench: BENCH_QUESTION_CLIENTS (default 500) pusher-js clients on the session's public
 * channel of the demo realtime server (its own process), as the phones of a room; a projector
 * that does what the room screen does (after every event of that channel, settled for the same
 * 150 ms, it reads the screen's state with the organiser's token); and questions arriving at
 * BENCH_QUESTION_RATE a second (default 5) for BENCH_QUESTION_SECONDS (default 20), each from
 * its own attendee (one question each: the per-person limits are never the bottleneck), each
 * validated by the organiser as soon as it is asked; every BENCH_QUESTION_PIN_EVERY-th (default 5,
 * one a second) is then pinned, the highlighted question the projector shows, and the one pinned
 * before it marked answered (the projector shows pinned questions first, then the top ones by
 * votes: an unpinned new question with no votes is not meant to reach it).
 *
 * Measured from the organiser's validate call: the time until each client holds each question
 * validated (all questions × all clients, p50/p99/max), and until the projector's read shows each
 * pinned one (p50/p99/max). The same is measured first for one question alone in a quiet room
 * (validated and pinned), in the same run: the stream's figures are given as ratios to it.
 * Loopback only; stops by itself.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';
import PusherClient from 'pusher-js';
import { questionChangedEventSchema } from '../../lib/api/schemas/realtime';
import { conferenceChannel, LIVE_EVENTS, POLL_EVENTS } from '../../lib/api/schemas/realtime-names';
import { DEMO_PUSHER_APP } from '../../demo-api/realtime/publish';
import { subscribed } from '../../demo-api/realtime/testing';
import { randomSecret } from '../../demo-api/secrets';
import { buildServer } from '../../demo-api/server';
import { tokenOf } from '../../demo-api/testing';
import { DEMO_ACCOUNTS } from '../../demo-api/seed';

const CLIENTS = Number(process.env.BENCH_QUESTION_CLIENTS || 500);
const RATE = Number(process.env.BENCH_QUESTION_RATE || 5);
const SECONDS = Number(process.env.BENCH_QUESTION_SECONDS || 20);
const PIN_EVERY = Number(process.env.BENCH_QUESTION_PIN_EVERY || 5);
const PORT = Number(process.env.BENCH_QUESTION_PUSHER_PORT || 6292);
/** The room screen's settle time (components/live/RoomScreen.tsx). */
const SETTLE_MS = 150;
const QUESTIONS = RATE * SECONDS;
const SECRETS = { accreditation: randomSecret(), pusher: randomSecret(), webhook: randomSecret() };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-bench-questions-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/realtime-server.ts'], {
  env: { ...process.env, BENCH_PUSHER_PORT: String(PORT), BENCH_PUSHER_SECRET: SECRETS.pusher },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const ready = new Promise<void>((resolve) => readline.createInterface({ input: server.stdout! }).on('line', (line) => line.startsWith('ready ') && resolve()));

const app = await buildServer({
  dbPath: path.join(dir, 'demo.sqlite'),
  reset: true,
  pusher: { appId: DEMO_PUSHER_APP.id, key: DEMO_PUSHER_APP.key, secret: SECRETS.pusher, host: '127.0.0.1', port: PORT, useTLS: false, cluster: null },
  publishEvents: true,
  demo: true,
  secrets: SECRETS,
});
const clients: PusherClient[] = [];
let projectorTimer: ReturnType<typeof setTimeout> | null = null;
try {
  await ready;
  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = (token?: string) => ({ 'Content-Type': 'application/json', 'X-Tenant': tokenOf('demo'), ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const post = async <T = { id: number }>(url: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(api + url, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const organiser = (await post<{ token: string }>('/customer/login', { user: DEMO_ACCOUNTS.organiser })).token;
  const live = ((await (await fetch(`${api}/conferences/en-directo`, { headers: headers() })).json()) as { id: number }).id;

  // The askers: verified accounts with a ticket and a session each, written straight to the DB
  // (two more: the warm-up's and the quiet room's questions).
  const db = new Database(path.join(dir, 'demo.sqlite'));
  db.pragma('busy_timeout = 5000');
  const askers: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < QUESTIONS + 2; i++) {
      const id = Number(
        db
          .prepare("INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES ('demo', ?, 'x', 'Banco', 'Preguntas', 1, ?)")
          .run(`bench-question-${i}@ekitaldi.test`, new Date().toISOString()).lastInsertRowid,
      );
      const token = crypto.randomBytes(24).toString('base64url');
      db.prepare("INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, 'demo', ?, ?, ?)").run(crypto.createHash('sha256').update(token).digest('hex'), id, Date.now(), Date.now() + 86_400_000);
      db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES ('demo', ?, ?)").run(id, new Date().toISOString());
      askers.push(token);
    }
  })();
  db.close();

  // The phones: when each one holds each question validated (or pinned after it).
  const heldAt = new Map<number, number[]>();
  const channelName = conferenceChannel('demo', live);
  for (let i = 0; i < CLIENTS; i++) clients.push(new PusherClient(DEMO_PUSHER_APP.key, { cluster: 'bench', wsHost: '127.0.0.1', wsPort: PORT, forceTLS: false, enabledTransports: ['ws'] }));
  await Promise.all(
    clients.map((client, i) => {
      const channel = client.subscribe(channelName);
      channel.bind(LIVE_EVENTS.questionChanged, (data: unknown) => {
        const q = questionChangedEventSchema.parse(data).question;
        if (q.state !== 'validated' && q.state !== 'pinned') return;
        const times = heldAt.get(q.id);
        if (times && times[i] === undefined) times[i] = performance.now();
      });
      return subscribed(channel);
    }),
  );

  // The projector: the room screen's reads, settled after each event of the channel.
  const shownAt = new Map<number, number>();
  let reads = 0;
  const read = async () => {
    reads += 1;
    const state = await post<{ questions: { id: number }[] }>(`/conferences/${live}/screen/state`, {}, organiser);
    const now = performance.now();
    for (const q of state.questions) if (heldAt.has(q.id) && !shownAt.has(q.id)) shownAt.set(q.id, now);
  };
  const projector = new PusherClient(DEMO_PUSHER_APP.key, { cluster: 'bench', wsHost: '127.0.0.1', wsPort: PORT, forceTLS: false, enabledTransports: ['ws'] });
  clients.push(projector);
  const screenChannel = projector.subscribe(channelName);
  // As RoomScreen does: one read SETTLE_MS after the first event not yet read, however many follow.
  const soon = () => {
    if (projectorTimer) return;
    projectorTimer = setTimeout(() => {
      projectorTimer = null;
      void read();
    }, SETTLE_MS);
  };
  for (const event of [LIVE_EVENTS.questionChanged, LIVE_EVENTS.questionRemoved, POLL_EVENTS.changed, POLL_EVENTS.removed]) screenChannel.bind(event, soon);
  await subscribed(screenChannel);
  await read();

  /**
   * One question: asked, then, in the organiser's turn (a moderator does one thing at a time),
   * validated (the clock starts) and, when `pin`, pinned, the question pinned before it marked
   * answered.
   */
  let pinned: number | null = null;
  let organiserTurn: Promise<unknown> = Promise.resolve();
  const validatedAt = new Map<number, number>();
  const pinnedOnes: number[] = [];
  const one = async (token: string, text: string, pin: boolean) => {
    const { id } = await post(`/conferences/${live}/questions`, { conference_id: live, text }, token);
    heldAt.set(id, new Array<number>(CLIENTS));
    const turn = organiserTurn.then(async () => {
      validatedAt.set(id, performance.now());
      await post(`/conferences/questions/${id}/validate`, {}, organiser);
      if (!pin) return;
      pinnedOnes.push(id);
      await post(`/conferences/questions/${id}/pin`, {}, organiser);
      if (pinned !== null) await post(`/conferences/questions/${pinned}/answered`, {}, organiser);
      pinned = id;
    });
    organiserTurn = turn;
    await turn;
    return id;
  };
  const waitFor = async (done: () => boolean) => {
    const deadline = Date.now() + 30_000;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  };
  const complete = (id: number) => heldAt.get(id)!.filter((t) => t !== undefined).length === CLIENTS && (!pinnedOnes.includes(id) || shownAt.has(id));

  // A quiet room: one question alone, after a first one that warms every path up (not counted).
  const warm = await one(askers[QUESTIONS + 1]!, '¿Se me oye bien?', true);
  await waitFor(() => complete(warm));
  const quiet = await one(askers[QUESTIONS]!, '¿Una pregunta en una sala tranquila?', true);
  await waitFor(() => complete(quiet));

  // The stream: RATE questions a second, each started on time whatever the ones before it do.
  const streamed: Promise<number>[] = [];
  const from = performance.now();
  for (let i = 0; i < QUESTIONS; i++) {
    const due = from + (i * 1000) / RATE;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    streamed.push(one(askers[i]!, `Pregunta ${i + 1} del banco: ¿${'qué opináis de esto '.repeat(1 + (i % 4)).trim()}?`, (i + 1) % PIN_EVERY === 0));
  }
  const ids = await Promise.all(streamed);
  const doneIn = performance.now() - from;
  await waitFor(() => ids.every(complete));

  const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
  const clientTimes = (only: number[]) => only.flatMap((id) => heldAt.get(id)!.filter((t) => t !== undefined).map((t) => t - validatedAt.get(id)!)).sort((a, b) => a - b);
  const screenTimes = (only: number[]) => only.filter((id) => shownAt.has(id)).map((id) => shownAt.get(id)! - validatedAt.get(id)!).sort((a, b) => a - b);
  const quietClients = clientTimes([quiet]);
  const quietScreen = screenTimes([quiet])[0]!;
  const streamClients = clientTimes(ids);
  const streamPinned = ids.filter((id) => pinnedOnes.includes(id));
  const streamScreen = screenTimes(streamPinned);
  const held = ids.filter((id) => heldAt.get(id)!.filter((t) => t !== undefined).length === CLIENTS).length;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const ratio = (v: number, base: number) => `${(v / base).toFixed(2)}×`;

  console.log(`questions: ${CLIENTS} pusher-js clients and a projector on one session; ${QUESTIONS} questions at ${RATE}/s (all asked and moderated in ${(doneIn / 1000).toFixed(1)} s), each validated by the organiser, one in ${PIN_EVERY} then pinned`);
  console.log(`  quiet room, one question: every client holds it validated p50 ${ms(pct(quietClients, 50))}, p99 ${ms(pct(quietClients, 99))}; the projector shows it ${ms(quietScreen)} after the validate call`);
  console.log(
    `  at ${RATE}/s: ${held}/${QUESTIONS} questions held by all ${CLIENTS} clients; client p50 ${ms(pct(streamClients, 50))} (${ratio(pct(streamClients, 50), pct(quietClients, 50))} the quiet room), p99 ${ms(pct(streamClients, 99))} (${ratio(pct(streamClients, 99), pct(quietClients, 99))}), max ${ms(streamClients.at(-1)!)}`,
  );
  console.log(
    `  projector: ${streamScreen.length}/${streamPinned.length} pinned questions shown; p50 ${ms(pct(streamScreen, 50))} (${ratio(pct(streamScreen, 50), quietScreen)} the quiet room), p99 ${ms(pct(streamScreen, 99))} (${ratio(pct(streamScreen, 99), quietScreen)}), max ${ms(streamScreen.at(-1)!)}; ${reads} screen reads`,
  );
  // A question some client never got is a fault; a pinned one the projector missed is not when
  // the organiser's backlog pinned the next one before a read (said above, with the count).
  if (held < QUESTIONS) process.exitCode = 1;
} finally {
  if (projectorTimer) clearTimeout(projectorTimer);
  for (const client of clients) client.disconnect();
  await app.close();
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
