/**
 * The framework's floor app: an empty App Router app with the repository's own `next`, `react`
 * and `react-dom` (one root layout, a page that renders `<h1>Hello</h1>`, default settings),
 * written to a temporary folder (removed when the script stops) with the repository's
 * node_modules hard-linked into it, built and started on loopback. No portal code is in it, so
 * what it weighs and costs is the least any page of the portal could. Used by floor.mjs (its
 * weight) and phones.mjs (the same page measured beside the portal's, in one run).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeOnStop, root, start, waitFor } from './harness.mjs';

export const floorVersions = () =>
  Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [name, JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version]),
  );

/**
 * Builds the empty app and serves it on 127.0.0.1:`port`. `sourceMaps` adds the browser source
 * maps (phones.mjs maps main-thread time back to modules with them; they change no chunk's code).
 * Resolves to { url, dir, distDir, html } once the page answers.
 */
export async function startFloor({ port, sourceMaps = false, log = console.log }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-floor-'));
  removeOnStop(dir);
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(path.join(dir, 'app/layout.jsx'), 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n');
  fs.writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n');
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // Default settings, rooted in the app's folder.
  const config = { turbopack: { root: dir }, outputFileTracingRoot: dir, ...(sourceMaps ? { productionBrowserSourceMaps: true } : {}) };
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  // The repository's packages, hard-linked (no download; a copy across file systems): Turbopack
  // resolves only inside the app's own folder, and an app inside the repository picks up its
  // settings and its lockfile.
  const modules = [path.join(root, 'node_modules'), path.join(dir, 'node_modules')];
  if (spawnSync('cp', ['-al', ...modules]).status !== 0 && spawnSync('cp', ['-a', ...modules], { stdio: 'inherit' }).status !== 0) {
    throw new Error('could not copy node_modules into the floor app');
  }

  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  const versions = floorVersions();
  log(`[floor] building an empty App Router page with next ${versions.next}, react ${versions.react}…`);
  // The app's own copy of next: the repository's would load a second React.
  const next = path.join(dir, 'node_modules', '.bin', 'next');
  const build = spawnSync(next, ['build'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`the floor app's build exited with ${build.status}`);

  start(next, ['start', '-p', String(port), '-H', '127.0.0.1'], env, dir);
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(async () => (await fetch(url)).ok, 'the empty page');
  const html = await (await fetch(url)).text();
  if (!html.includes('<h1>Hello</h1>')) throw new Error('the empty page did not render');
  return { url, dir, distDir: path.join(dir, '.next'), html, versions };
}
