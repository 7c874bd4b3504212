/**
 * Live-poll bench: BENCH_POLL_CLIENTS (default 500) signed-in attendees, each
 * a pusher-js client on the session's public channel of the demo realtime server (its own
 * process), answer one poll through the demo API over HTTP (BENCH_POLL_CONCURRENCY requests at a
 * time); the organiser then publishes it. Measured for every client: the time from the publish
 * call until that client holds the final result (`poll.changed`, published, all answers counted),
 * as p50/p99/max; and, while it was open, how long until every client had seen all the answers
 * counted. Loopback only; stops by itself.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';
import PusherClient from 'pusher-js';
import { pollEventSchema, type PublicPoll } from '../../lib/api/schemas/polls';
import { conferenceChannel, POLL_EVENTS } from '../../lib/api/schemas/realtime';
import { DEMO_PUSHER_APP } from '../../demo-api/realtime/publish';
import { subscribed } from '../../demo-api/realtime/testing';
import { randomSecret } from '../../demo-api/secrets';
import { buildServer } from '../../demo-api/server';
import { tokenOf } from '../../demo-api/testing';
import { DEMO_ACCOUNTS } from '../../demo-api/seed';

const CLIENTS = Number(process.env.BENCH_POLL_CLIENTS || 500);
const CONCURRENCY = Number(process.env.BENCH_POLL_CONCURRENCY || 25);
const PORT = Number(process.env.BENCH_POLL_PUSHER_PORT || 6291);
/** This run's secrets: the realtime server and the API in this process share the app's. */
const SECRETS = { accreditation: randomSecret(), pusher: randomSecret(), webhook: randomSecret() };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-bench-polls-'));

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
try {
  await ready;
  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = (token?: string) => ({ 'Content-Type': 'application/json', 'X-Tenant': tokenOf('demo'), ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(api + url, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ id: number; options: { id: number }[] }>;
  };
  const login = await post('/customer/login', { user: DEMO_ACCOUNTS.organiser });
  const organiser = (login as unknown as { token: string }).token;
  const live = ((await (await fetch(`${api}/conferences/en-directo`, { headers: headers() })).json()) as { id: number }).id;

  // The attendees: verified accounts with a ticket and a session each, written straight to the DB.
  const db = new Database(path.join(dir, 'demo.sqlite'));
  db.pragma('busy_timeout = 5000');
  const tokens: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < CLIENTS; i++) {
      const id = Number(
        db
          .prepare("INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES ('demo', ?, 'x', 'Banco', 'Pruebas', 1, ?)")
          .run(`bench-poll-${i}@ekitaldi.test`, new Date().toISOString()).lastInsertRowid,
      );
      const token = crypto.randomBytes(24).toString('base64url');
      db.prepare("INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, 'demo', ?, ?, ?)").run(crypto.createHash('sha256').update(token).digest('hex'), id, Date.now(), Date.now() + 86_400_000);
      db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES ('demo', ?, ?)").run(id, new Date().toISOString());
      tokens.push(token);
    }
  })();
  db.close();

  // Every attendee's page listens on the session's public channel.
  const latest: (PublicPoll | null)[] = Array.from({ length: CLIENTS }, () => null);
  const allCounted: number[] = [];
  const finalAt: number[] = [];
  let pollId = 0;
  for (let i = 0; i < CLIENTS; i++) {
    const client = new PusherClient(DEMO_PUSHER_APP.key, { cluster: 'bench', wsHost: '127.0.0.1', wsPort: PORT, forceTLS: false, enabledTransports: ['ws'] });
    clients.push(client);
  }
  await Promise.all(
    clients.map((client, i) => {
      const channel = client.subscribe(conferenceChannel('demo', live));
      channel.bind(POLL_EVENTS.changed, (data: unknown) => {
        const poll = pollEventSchema.parse(data).poll;
        if (poll.id !== pollId) return;
        latest[i] = poll;
        if (poll.responses === CLIENTS && allCounted[i] === undefined) allCounted[i] = performance.now();
        if (poll.state === 'published' && poll.responses === CLIENTS && finalAt[i] === undefined) finalAt[i] = performance.now();
      });
      return subscribed(channel);
    }),
  );

  const poll = await post(`/conferences/${live}/polls`, { question: '¿Qué te ha parecido?', options: ['Muy bien', 'Bien', 'Regular', 'Mal'] }, organiser);
  pollId = poll.id;
  await post(`/conferences/polls/${poll.id}/open`, {}, organiser);

  const answersFrom = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CLIENTS) {
        const i = next++;
        await post(`/conferences/polls/${poll.id}/answer`, { optionIds: [poll.options[i % poll.options.length]!.id] }, tokens[i]);
      }
    }),
  );
  const answered = performance.now();
  const waitFor = async (done: () => boolean) => {
    const deadline = Date.now() + 30_000;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  };
  await waitFor(() => allCounted.filter((t) => t !== undefined).length === CLIENTS);
  const countedEverywhere = Math.max(...allCounted.filter((t) => t !== undefined));

  const publishedFrom = performance.now();
  await post(`/conferences/polls/${poll.id}/publish`, {}, organiser);
  await waitFor(() => finalAt.filter((t) => t !== undefined).length === CLIENTS);
  const latencies = finalAt.filter((t) => t !== undefined).map((t) => t - publishedFrom).sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const counts = latest[0]?.options.map((o) => o.votes).join('/');

  console.log(`polls: ${CLIENTS} signed-in pusher-js clients on one session, each answering one poll over HTTP (${CONCURRENCY} at a time), then the organiser publishes`);
  console.log(`  ${CLIENTS} answers accepted in ${(answered - answersFrom).toFixed(0)} ms; every client had seen all ${CLIENTS} counted ${(countedEverywhere - answered).toFixed(0)} ms after the last answer`);
  console.log(`  final result (published, ${counts}) held by ${latencies.length}/${CLIENTS} clients; time from the publish call: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
} finally {
  for (const client of clients) client.disconnect();
  await app.close();
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
