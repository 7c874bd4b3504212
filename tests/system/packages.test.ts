import { describe, expect, it } from 'vitest';
import { installLine, missingPackages, SYSTEM_PACKAGES } from './packages.mjs';

describe('system packages the tests need', () => {
  it('names exactly the missing ones, in one apt-get line', () => {
    const present = new Set(['/usr/bin/chromium-headless-shell', '/usr/sbin/nginx']);
    const missing = missingPackages((f: string) => present.has(f), {});
    expect(missing).toEqual(['redis-server', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter']);
    expect(installLine(missing)).toBe('apt-get install -y redis-server libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter');
  });

  it('nothing when everything is there; CHROMIUM_PATH stands in for Debian’s headless Chromium', () => {
    expect(missingPackages(() => true, {})).toEqual([]);
    const all = new Set(SYSTEM_PACKAGES.map((p) => p.file).filter((f) => f !== '/usr/bin/chromium-headless-shell'));
    expect(missingPackages((f: string) => all.has(f) || f === '/opt/chrome', { CHROMIUM_PATH: '/opt/chrome' })).toEqual([]);
    expect(missingPackages((f: string) => all.has(f), {})).toEqual(['chromium-headless-shell']);
  });
});
