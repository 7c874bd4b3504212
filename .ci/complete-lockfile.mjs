#!/usr/bin/env node
/**
 * The registry this project installs from mirrors only some platforms: optional native
 * binaries for other systems (e.g. @next/swc-darwin-arm64) are absent, so `npm install` leaves
 * them out of package-lock.json and `npm ci` then refuses the lockfile ("Missing: … from lock
 * file"). This adds an entry for each such optional package, with the `os`/`cpu`/`libc` its
 * name declares, so `npm ci` accepts the lockfile and skips them on this platform.
 * Run it after any `npm install` that changes the lockfile: `node .ci/complete-lockfile.mjs`.
 */
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'openbsd', 'netbsd'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return null;
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) && os === 'linux' ? 'glibc' : null;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? location + '/' : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: ${added} optional platform entries added`);
