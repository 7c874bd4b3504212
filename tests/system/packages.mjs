#!/usr/bin/env node
/**
 * The Debian packages the tests need beyond `npm ci` (README, "The two commands"): Chromium's
 * headless shell for the end-to-end tests (the browser Playwright itself runs headless tests in;
 * Debian's full `chromium` is for `npm run lighthouse` and the benches, not the tests), nginx and redis-server for the two-instance scale test, and nginx's
 * Brotli modules for the production path. Run first by `npm test` and `npm run test:e2e`:
 *
 * - all present: nothing happens;
 * - some missing, as root: `apt-get install` of exactly those (no service is started: the tests
 *   run their own nginx and Redis on loopback ports);
 * - some missing, not root: stops at once, naming the exact `apt-get install` line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each package and the file whose presence says it is installed. */
export const SYSTEM_PACKAGES = [
  { name: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell' },
  { name: 'nginx', file: '/usr/sbin/nginx' },
  { name: 'redis-server', file: '/usr/bin/redis-server' },
  { name: 'libnginx-mod-http-brotli-static', file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
  { name: 'libnginx-mod-http-brotli-filter', file: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so' },
];

/** The names of the packages whose file is missing (CHROMIUM_PATH stands in for Debian's headless shell). */
export function missingPackages(exists = fs.existsSync, env = process.env) {
  return SYSTEM_PACKAGES.filter((p) => !(p.name === 'chromium-headless-shell' && env.CHROMIUM_PATH ? exists(env.CHROMIUM_PATH) : exists(p.file))).map((p) => p.name);
}

/** The command that installs them. */
export function installLine(missing) {
  return `apt-get install -y ${missing.join(' ')}`;
}

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[system] ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = missingPackages();
  if (missing.length > 0) {
    if (process.getuid?.() !== 0) {
      console.error(`[system] the tests need Debian's ${missing.join(', ')}. Install them, then run the tests again:\n\n  sudo ${installLine(missing)}\n`);
      process.exit(1);
    }
    console.log(`[system] installing Debian's ${missing.join(' ')}`);
    const env = { DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', ...missing], env);
    const still = missingPackages();
    if (still.length > 0) {
      console.error(`[system] still missing after apt-get: ${still.join(', ')}`);
      process.exit(1);
    }
  }
}
