/**
 * What a page is made of, for tests/bench/phones.mjs: its HTML split into markup and the inline
 * page data (the React Server Components payload that the App Router inlines as
 * `self.__next_f.push(…)` scripts), the client components that payload asks the browser to
 * hydrate, and the main thread's time mapped back to the modules that spent it (a CPU profile's
 * functions located in the build's browser source maps). Pure functions over strings, files and
 * a profile: no server, no browser, no timing (page-anatomy.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AnyMap, originalPositionFor } from '@jridgewell/trace-mapping';

const gzipBytes = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

const FLIGHT_SCRIPT = /<script\b[^>]*>\s*self\.__next_f\.push\(([\s\S]*?)\)\s*<\/script>/g;

/**
 * The document's bytes, raw and gzip, split into the markup (everything but the payload scripts)
 * and the inline page data (the `self.__next_f` scripts, tags included), and the payload itself
 * decoded from them (the rows React reads).
 */
export function splitHtml(html) {
  let data = '';
  let payload = '';
  let scripts = 0;
  for (const m of html.matchAll(FLIGHT_SCRIPT)) {
    data += m[0];
    scripts += 1;
    const [kind, text] = JSON.parse(m[1]);
    if (kind === 1 && typeof text === 'string') payload += text;
  }
  const markup = html.replace(FLIGHT_SCRIPT, '');
  return {
    raw: Buffer.byteLength(html),
    gzip: gzipBytes(html),
    markup: { raw: Buffer.byteLength(markup), gzip: gzipBytes(markup) },
    data: { raw: Buffer.byteLength(data), gzip: gzipBytes(data), scripts },
    payload,
  };
}

/**
 * The client components a payload references: each import row (`<id>:I[<module id>,[chunks],
 * "<export>"]`) and how many times the tree uses it (`"$L<id>"`), i.e. how many instances React
 * hydrates. `modules` (module id → path, from clientModulePaths) names them.
 */
export function clientReferences(payload, modules = new Map()) {
  const rows = new Map();
  for (const line of payload.split('\n')) {
    const m = /^([0-9a-f]+):(.*)$/s.exec(line);
    if (m) rows.set(m[1], m[2]);
  }
  const imports = new Map();
  for (const [id, value] of rows) {
    const m = /^I\[(\d+),\[[^\]]*\],("(?:[^"\\]|\\.)*")/.exec(value);
    if (!m) continue;
    let name = JSON.parse(m[2]);
    // A repeated string is written once and referenced (`"$1c"`).
    if (/^\$[0-9a-f]+$/.test(name) && rows.has(name.slice(1))) name = JSON.parse(rows.get(name.slice(1)));
    const file = modules.get(Number(m[1])) ?? `module ${m[1]}`;
    imports.set(id, `${file}${name === 'default' || name === '*' ? '' : `#${name}`}`);
  }
  const uses = new Map();
  for (const m of payload.matchAll(/"\$L([0-9a-f]+)"/g)) {
    const name = imports.get(m[1]);
    if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const list = [...uses].map(([component, instances]) => ({ component, instances })).sort((a, b) => b.instances - a.instances || a.component.localeCompare(b.component));
  return { components: list.length, instances: list.reduce((n, c) => n + c.instances, 0), list };
}

/** Module id → source path of every client module, from the build's client reference manifests. */
export function clientModulePaths(distDir) {
  const ids = new Map();
  const serverApp = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(serverApp)) return ids;
  for (const file of fs.readdirSync(serverApp, { recursive: true })) {
    if (!String(file).endsWith('_client-reference-manifest.js')) continue;
    const text = fs.readFileSync(path.join(serverApp, file), 'utf8');
    for (const m of text.matchAll(/"\[project\]\/([^"]+?)(?: <module evaluation>)?":\{"id":(\d+)/g)) ids.set(Number(m[2]), shortSource(m[1]));
  }
  return ids;
}

/** `turbopack:///[project]/components/x.tsx` → `components/x.tsx`; packages keep their path from node_modules. */
export function shortSource(source) {
  return source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\[project\]\//, '');
}

/**
 * Who a source file belongs to: `framework` (Next and the React it ships), `library` (another
 * package: next-intl, zustand…) or `portal` (this repository's own files), with a short name.
 */
export function owner(source) {
  const s = shortSource(source);
  // Turbopack's own runtime (module registry, chunk loading), part of every page.
  if (s.includes('[turbopack]/')) return { kind: 'framework', name: 'turbopack runtime' };
  const at = s.lastIndexOf('node_modules/');
  if (at === -1) return { kind: 'portal', name: s };
  const rest = s.slice(at + 'node_modules/'.length);
  const compiled = /^next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(rest);
  if (compiled) return { kind: 'framework', name: compiled[1] };
  const pkg = /^((?:@[^/]+\/)?[^/]+)/.exec(rest)[1];
  return { kind: ['next', 'react', 'react-dom', 'scheduler'].includes(pkg) ? 'framework' : 'library', name: pkg };
}

/**
 * A build's chunks and their source maps: `locate(url, line, column)` names the source file a
 * function of a chunk comes from (null without a map), and `contents(url)` lists the portal's
 * files and the packages a chunk carries.
 */
export function chunkMaps(distDir) {
  const maps = new Map();
  const load = (url) => {
    const m = /\/_next\/(static\/chunks\/[^?#]+\.js)/.exec(url ?? '');
    if (!m) return null;
    if (!maps.has(m[1])) {
      // Turbopack names a chunk's map after its own hash, in the chunk's last line.
      const chunk = path.join(distDir, m[1]);
      const named = fs.existsSync(chunk) ? /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(fs.readFileSync(chunk, 'utf8').slice(-300))?.[1] : null;
      const file = named ? path.join(path.dirname(chunk), named) : null;
      maps.set(m[1], file && fs.existsSync(file) ? new AnyMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(m[1]);
  };
  return {
    locate(url, line, column) {
      const map = load(url);
      if (!map) return null;
      return originalPositionFor(map, { line: line + 1, column }).source ?? null;
    },
    contents(url) {
      const map = load(url);
      if (!map) return null;
      const portal = new Set();
      const packages = new Set();
      for (const s of map.sources) {
        const o = owner(s);
        (o.kind === 'portal' ? portal : packages).add(o.name);
      }
      return { portal: [...portal].sort(), packages: [...packages].sort() };
    },
  };
}

/** The chunk file a script URL names (`/_next/static/chunks/x.js` → `x.js`), or what else it is. */
export function scriptName(url, pageUrl) {
  const m = /\/_next\/static\/chunks\/([^?#]+\.js)/.exec(url ?? '');
  if (m) return m[1];
  if (!url) return '(no script: browser work)';
  if (pageUrl && url.split('#')[0] === pageUrl.split('#')[0]) return '(the document: inline scripts)';
  return url;
}

/**
 * A CPU profile (CDP `Profiler.stop`) as self time per script and per owner of the source it
 * ran. A function without a script URL (a built-in) is charged to the nearest caller that has
 * one; `(garbage collector)` and `(program)` stay as they are; `(idle)` is not counted.
 */
export function attributeProfile(profile, { locate, pageUrl }) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfMs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    selfMs.set(profile.samples[i], (selfMs.get(profile.samples[i]) ?? 0) + ms);
  }
  const byScript = new Map();
  const byOwner = new Map();
  let total = 0;
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of selfMs) {
    let node = nodes.get(id);
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(root)') continue;
    total += ms;
    if (name === '(garbage collector)' || name === '(program)') {
      add(byOwner, name, ms);
      add(byScript, name, ms);
      continue;
    }
    while (!node.callFrame.url && parent.has(node.id)) node = nodes.get(parent.get(node.id));
    const { url, lineNumber, columnNumber } = node.callFrame;
    add(byScript, scriptName(url, pageUrl), ms);
    const source = url ? locate(url, lineNumber, columnNumber) : null;
    if (source) {
      const o = owner(source);
      add(byOwner, o.kind === 'portal' ? o.name : `${o.name} (${o.kind})`, ms);
    } else add(byOwner, scriptName(url, pageUrl), ms);
  }
  const rows = (map) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs: total, byScript: rows(byScript), byOwner: rows(byOwner) };
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Total blocking time of long tasks (ms each): the part of each beyond 50 ms. */
export const blockingTime = (durations) => durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
