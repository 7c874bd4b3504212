/**
 * Realtime bench: N pusher-js clients (BENCH_CLIENTS, default 500) on one public
 * channel of the demo realtime server, one event published through the official `pusher`
 * package (its HTTP events API), and the delivery latency to all of them (p50/p99/max over
 * BENCH_ROUNDS events), plus the server's memory per connection. Loopback only; stops by itself.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { DEMO_PUSHER_APP } from '../../demo-api/realtime/publish';
import { subscribed } from '../../demo-api/realtime/testing';
import { randomSecret } from '../../demo-api/secrets';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const PORT = Number(process.env.BENCH_PUSHER_PORT || 6290);
const CHANNEL = 'tenant.bench.conference.1';
/** This run's app secret, given to the server and to the publisher. */
const SECRET = randomSecret();

const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/realtime-server.ts'], {
  env: { ...process.env, BENCH_PUSHER_PORT: String(PORT), BENCH_PUSHER_SECRET: SECRET },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = readline.createInterface({ input: server.stdout! });
const next = (prefix: string) => new Promise<string>((resolve) => {
  const on = (line: string) => {
    if (line.startsWith(prefix)) {
      lines.off('line', on);
      resolve(line);
    }
  };
  lines.on('line', on);
});
const memory = async () => {
  const answer = next('mem ');
  server.stdin!.write('mem\n');
  const [, rss, heap, connections] = (await answer).split(' ').map(Number);
  return { rss: rss!, heap: heap!, connections: connections! };
};

try {
  await next('ready ');
  const before = await memory();
  const clients: PusherClient[] = [];
  const arrivals: number[][] = [];
  /** when each round's event was published (performance.now()) */
  const sent: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const client = new PusherClient(DEMO_PUSHER_APP.key, { cluster: 'bench', wsHost: '127.0.0.1', wsPort: PORT, forceTLS: false, enabledTransports: ['ws'] });
    clients.push(client);
  }
  await Promise.all(
    clients.map((client, i) => {
      const channel = client.subscribe(CHANNEL);
      arrivals[i] = [];
      channel.bind('bench', (data: { round: number }) => arrivals[i]!.push(performance.now() - sent[data.round]!));
      return subscribed(channel);
    }),
  );
  const after = await memory();

  const publisher = new Pusher({ appId: DEMO_PUSHER_APP.id, key: DEMO_PUSHER_APP.key, secret: SECRET, host: '127.0.0.1', port: String(PORT) });
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const delivered = arrivals.reduce((n, a) => n + a.length, 0);
    sent[round] = performance.now();
    await publisher.trigger(CHANNEL, 'bench', { round });
    const deadline = Date.now() + 10_000;
    while (arrivals.reduce((n, a) => n + a.length, 0) < delivered + CLIENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    for (const a of arrivals) if (a[round] !== undefined) latencies.push(a[round]!);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const expected = CLIENTS * ROUNDS;
  console.log(`realtime: ${CLIENTS} pusher-js clients on one channel, ${ROUNDS} events published through the pusher package`);
  console.log(`  delivered ${latencies.length}/${expected}; latency to every client p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
  console.log(`  server: ${after.connections} connections, RSS +${((after.rss - before.rss) / 1024 / 1024).toFixed(1)} MB, heap +${((after.heap - before.heap) / 1024 / 1024).toFixed(1)} MB → ${((after.rss - before.rss) / CLIENTS / 1024).toFixed(1)} KB RSS and ${((after.heap - before.heap) / CLIENTS / 1024).toFixed(1)} KB heap per connection`);
  for (const client of clients) client.disconnect();
} finally {
  server.kill('SIGTERM');
}
