#!/usr/bin/env node
/**
 * Runs one portal instance from the standalone build (`output: 'standalone'`, issue 15):
 *
 *   node deploy/serve.mjs [--port 3000] [--host localhost]
 *   npm start [-- --port 3000 --host localhost]     (the same: `next start` refuses standalone output)
 *
 * `next build` leaves <distDir>/standalone/server.js with only the files the server needs, but
 * not the browser's files: <distDir>/static and public/ are copied next to it here, once per
 * build, with a .gz and a .br beside each static text file (deploy/precompress.mjs: nginx serves
 * those as they are). The server then runs in this process (signals such as SIGTERM reach it directly).
 * NEXT_DIST_DIR picks the build (default .next). Loopback unless --host says otherwise.
 */
import fs from 'node:fs';
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

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const paths = prepareStandalone();
  process.env.PORT = argument('port', process.env.PORT || '3000');
  // server.js listens on HOSTNAME, which shells and containers often set to the machine's name.
  // Loopback is spelled `localhost`, never 127.0.0.1: Next's middleware rewrites carry the URL
  // with 127.0.0.1 turned into localhost, and a rewrite whose host differs from the server's own
  // is proxied as an external URL, back to this server, for ever (Next 16.4).
  const host = argument('host', 'localhost');
  process.env.HOSTNAME = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(host) ? 'localhost' : host;
  // server.js runs from its own folder: the registry's default path is the repository's.
  process.env.TENANTS_FILE ||= path.join(root, 'lib/tenants/demo-tenants.json');
  process.env.NODE_ENV = 'production';
  await import(pathToFileURL(paths.server).href);
}
