#!/usr/bin/env node
/**
 * `npm run demo` — the main job: builds the portal when there is no build, starts the demo API
 * with its seeded database (DEMO_API_PORT, default 4000) and the portal (PORT, default 3000;
 * the standalone server, on loopback) pointed at it. Ctrl+C stops both.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoApiEnv, freshSecrets, portalEnv, writeSecretsFile } from './demo-secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';
const apiPort = process.env.DEMO_API_PORT || '4000';
// The demo API's Pusher-protocol server (demo-api/realtime): 6001 beside the default API port.
const pusherPort = process.env.DEMO_PUSHER_PORT || String(Number(apiPort) + 2001);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Every secret is made here, fresh each start (lib/security/secrets.ts: none is written in the
// repository), and written where a person can read it (to call /api/revalidate or /metrics, say):
// the demo API and the portal get theirs explicitly; the purge secret is the same on both sides.
const secrets = freshSecrets();
const secretsFile = path.join(root, 'demo-api', 'data', 'demo-secrets.env');
fs.mkdirSync(path.dirname(secretsFile), { recursive: true });
writeSecretsFile(secretsFile, secrets);

// The portal runs as it does in production: the standalone server (deploy/serve.mjs). A build
// from before `output: 'standalone'` has none, so it is built again.
if (!fs.existsSync(path.join(root, '.next', 'standalone', 'server.js'))) {
  console.log('[demo] no build yet: running next build (a few minutes)…');
  const build = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[demo] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

start('demo API', bin('tsx'), [path.join(root, 'demo-api', 'server.ts')], {
  DEMO_API_PORT: apiPort,
  DEMO_PUSHER_PORT: pusherPort,
  PORTAL_REVALIDATE_URL: process.env.PORTAL_REVALIDATE_URL || `http://127.0.0.1:${port}/api/revalidate`,
  // The demo: its mailbox, SSO, checkout and captcha stand-ins answer (404 without it).
  ...demoApiEnv(secrets),
});
await waitFor(`http://127.0.0.1:${apiPort}/__demo/health`);
start('portal', process.execPath, [path.join(root, 'deploy', 'serve.mjs'), '--port', port], {
  NEXT_DIST_DIR: '.next',
  // One instance and no balancer: Ctrl+C stops it at once instead of draining (the pipeline's drain step, lib/server/steps/drain.ts).
  DRAIN_SECONDS: process.env.DRAIN_SECONDS || '0',
  // One readable line per request for people (pino-pretty); production logs JSON.
  LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
  API_BASE_URL: process.env.API_BASE_URL || `http://127.0.0.1:${apiPort}`,
  PUBLIC_API_BASE_URL: process.env.PUBLIC_API_BASE_URL || `http://localhost:${apiPort}`,
  ...portalEnv(secrets),
  NEXT_PUBLIC_PUSHER_PORT: process.env.NEXT_PUBLIC_PUSHER_PORT || pusherPort,
});
await waitFor(`http://localhost:${port}/health-check`);
console.log(`
[demo] ready:
  http://localhost:${port}            Ekitaldi Demo Summit (es, en, pt, eus)
  http://hermes.localhost:${port}     Hermes Forum
  http://compact.localhost:${port}    Compact Jornada (es only, login only)
  http://mantenimiento.localhost:${port}  maintenance (503)
  demo API: http://localhost:${apiPort} (realtime: ws://localhost:${pusherPort})
  accounts: asistente@ekitaldi.test / Asistente#2026 · organizador@ekitaldi.test / Organizador#2026
  secrets of this run (new each start): ${path.relative(process.cwd(), secretsFile) || secretsFile}
`);
