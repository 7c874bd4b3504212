/**
 * The demo realtime server alone, for tests/bench/realtime.ts: prints `ready <port>` and then,
 * for every line on stdin, its memory (`mem <rss> <heapUsed>` in bytes) after a garbage collection.
 * The app's secret is the bench's own (BENCH_PUSHER_SECRET), made per run.
 */
import readline from 'node:readline';
import { DEMO_PUSHER_APP } from '../../demo-api/realtime/publish';
import { startRealtimeServer } from '../../demo-api/realtime/server';

if (!process.env.BENCH_PUSHER_SECRET) throw new Error('BENCH_PUSHER_SECRET: the bench gives the realtime server its secret');
const server = await startRealtimeServer({ app: { ...DEMO_PUSHER_APP, secret: process.env.BENCH_PUSHER_SECRET! }, port: Number(process.env.BENCH_PUSHER_PORT || 6290), host: '127.0.0.1' });
console.log(`ready ${server.port}`);
readline.createInterface({ input: process.stdin }).on('line', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(`mem ${m.rss} ${m.heapUsed} ${server.connections()}`);
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
