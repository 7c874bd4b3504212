/**
 * What the bench scripts share: the settings, the portal build in its own directory, the child
 * processes (demo API, the portal: `deploy/serve.mjs`) they start and always stop, and waiting for them to answer.
 * Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoApiEnv, freshSecrets, portalEnv } from '../../demo-api/demo-secrets.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * This run's secrets, given explicitly: the demo API's (with the demo switch: its stats and
 * mailbox answer) and the portal's (a production server refuses to start without them).
 */
const secrets = freshSecrets();
export const apiEnv = demoApiEnv(secrets);
export const portalSecretsEnv = portalEnv(secrets);

/** BENCH_PORTAL_PORT / BENCH_API_PORT (each script its own defaults), BENCH_SECONDS, BENCH_CONNECTIONS. */
export function benchSettings({ portalPort, apiPort }) {
  return {
    portalPort: Number(process.env.BENCH_PORTAL_PORT || portalPort),
    apiPort: Number(process.env.BENCH_API_PORT || apiPort),
    seconds: Number(process.env.BENCH_SECONDS || 10),
    connections: Number(process.env.BENCH_CONNECTIONS || 32),
  };
}

/**
 * The portal's build directory, built first if missing. Its own (NEXT_DIST_DIR, by default
 * `.next-bench`, shared by the bench scripts), so the demo's and the tests' rendered pages never
 * mix with it.
 */
export function ensureBuilt() {
  const distDir = (process.env.NEXT_DIST_DIR ||= '.next-bench');
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`[bench] building the portal into ${distDir}…`);
    const build = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return distDir;
}

const children = [];
const tempFiles = [];

/** Files and folders (temp registry, database, a scratch app) removed when the script stops. */
export function removeOnStop(...files) {
  tempFiles.push(...files);
}

export function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  for (const f of tempFiles) fs.rmSync(f, { recursive: true, force: true });
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** A child process, in the repository unless `cwd` says otherwise, stopped with the script; its stderr shows. */
export function start(command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

/** Polls `check` every 250 ms for up to a minute. */
export async function waitFor(check, what) {
  for (let i = 0; i < 240; i++) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up`);
}
