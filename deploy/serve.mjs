#!/usr/bin/env node
/**
 * Runs one portal instance from the standalone build (`output: 'standalone'`), the one
 * server of `npm start`, `npm run demo`, `npm run deploy:local` and the end-to-end tests:
 *
 *   node deploy/serve.mjs [--port 3000] [--host localhost]
 *   npm start [-- --port 3000 --host localhost]     (the same: `next start` refuses standalone output)
 *
 * `next build` leaves <distDir>/standalone/server.js with only the files the server needs, but
 * not the browser's files: <distDir>/static and public/ are copied next to it here, once per
 * build, with a .gz and a .br beside each static text file (deploy/precompress.mjs: nginx serves
 * those as they are). The server then runs in this process (signals such as SIGTERM reach it directly):
 * an HTTP server whose listener is the request pipeline (lib/server/pipeline.ts), ending in Next.
 * NEXT_DIST_DIR picks the build (default .next). Loopback unless --host says otherwise.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressFolder } from './precompress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a build's standalone server lives: { dir, server, distDir }. */
export function standalonePaths(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dir = path.join(root, distDir, 'standalone');
  return { distDir, dir, server: path.join(dir, 'server.js') };
}

/**
 * Copies the browser's files into the standalone tree (what `next build` leaves to the
 * deployment), unless this build's are already there. Returns the standalone paths.
 */
export function prepareStandalone(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const paths = standalonePaths(distDir);
  if (!fs.existsSync(paths.server)) {
    throw new Error(`no standalone server at ${path.relative(root, paths.server)}: build first (NEXT_DIST_DIR=${distDir} npx next build)`);
  }
  const buildId = fs.readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim();
  const marker = path.join(paths.dir, '.ekitaldi-assets');
  const packaged = `${buildId} precompressed`;
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === packaged) return paths;
  fs.cpSync(path.join(root, distDir, 'static'), path.join(paths.dir, distDir, 'static'), { recursive: true });
  precompressFolder(path.join(paths.dir, distDir, 'static'));
  fs.rmSync(path.join(paths.dir, 'public'), { recursive: true, force: true });
  fs.cpSync(path.join(root, 'public'), path.join(paths.dir, 'public'), { recursive: true });
  fs.writeFileSync(marker, packaged);
  return paths;
}

/**
 * Serves the standalone build in this process: Next as a request handler behind the portal's one
 * request pipeline (lib/server/pipeline.ts), on a server this file owns. Resolves once listening.
 */
export async function serve({ port, host, distDir = process.env.NEXT_DIST_DIR || '.next' }) {
  const paths = prepareStandalone(distDir);
  // What the standalone server.js does before starting Next: production, its own folder, and the
  // build's configuration (required-server-files.json) instead of loading next.config.mjs.
  process.env.NODE_ENV = 'production';
  const { config } = JSON.parse(fs.readFileSync(path.join(paths.dir, distDir, 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  // server.js runs from its own folder: the registry's default path is the repository's.
  process.env.TENANTS_FILE ||= path.join(root, 'lib/tenants/demo-tenants.json');
  process.chdir(paths.dir);
  const require = createRequire(paths.server);
  const next = require('next');
  // server.js listens on HOSTNAME, which shells and containers often set to the machine's name.
  // Loopback is spelled `localhost`, never 127.0.0.1: Next's middleware rewrites carry the URL
  // with 127.0.0.1 turned into localhost, and a rewrite whose host differs from the server's own
  // is proxied as an external URL, back to this server, for ever (Next 16.4).
  const hostname = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(host) ? 'localhost' : host;
  process.env.PORT = String(port);
  process.env.HOSTNAME = hostname;
  const app = next({ dev: false, dir: paths.dir, hostname, port: Number(port), conf: config });
  // prepare() runs instrumentation.ts: the registry check, and the pipeline handed over.
  await app.prepare();
  const handedOver = globalThis[Symbol.for('ekitaldi.pipeline')];
  if (!handedOver) throw new Error('instrumentation.ts did not hand over the request pipeline (lib/server/pipeline.ts)');
  const pipeline = await handedOver;
  const server = http.createServer(pipeline.requestListener(app.getRequestHandler()));
  pipeline.manageServer(server, { closeNext: () => app.close() });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });
  // The line Next's own server prints; logs (and tests/e2e/scale.spec.ts) mark a start by it.
  console.log(`[server] Ready in ${Math.round(performance.now())}ms on http://${hostname}:${port}`);
  return server;
}

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  serve({ port: argument('port', process.env.PORT || '3000'), host: argument('host', 'localhost') }).catch((error) => {
    console.error('[server] cannot start:', error);
    process.exit(1);
  });
}
