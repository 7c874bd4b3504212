import { describe, expect, it } from 'vitest';
import { gateRedirect, sameSitePath } from './redirect-gate';
import { REDIRECT_PAYLOADS } from './redirect-payloads';

const SITE = 'https://congress.example.org';

/** Where a browser would go with `Location: <value>` from a page of SITE. */
function landing(value: string): URL {
  return new URL(value, `${SITE}/iniciar-sesion`);
}

describe('redirect gate', () => {
  it('has a corpus of at least 60 hostile targets', () => {
    expect(REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('keeps %s on the site', (_label, payload) => {
    const out = gateRedirect(payload, '/en');
    expect(out).toMatch(/^\/(?![/\\])/);
    expect(out).not.toMatch(/[\\\u0000-\u001f\u007f]/);
    expect(landing(out).origin).toBe(SITE);
    // The result is stable: gating it again changes nothing (no second decoding can unveil a host).
    expect(sameSitePath(out)).toBe(out);
  });

  it('refuses every reported payload outright (home, not a look-alike path)', () => {
    for (const p of ['//evil.com/phish', '/%2F%2Fevil.com%2Fphish', '/%2Fevil.com', '/%2F%40evil.com', '/.//evil.com',
      '/%2e//evil.com', '/..//evil.com', '/usuario/..//evil.com', '/%2e%2e/%2e%2e//evil.com', '/%u2215%u2215evil.com',
      '/%2F%5Cevil.com']) {
      expect(sameSitePath(p), p).toBeNull();
    }
  });

  it('keeps ordinary same-site targets, normalised and encoded', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/en/usuario#acreditacion')).toBe('/en/usuario#acreditacion');
    expect(sameSitePath('/agenda?tag=ia')).toBe('/agenda?tag=ia');
    expect(sameSitePath('/cambiar-contraseña')).toBe('/cambiar-contrase%C3%B1a');
    expect(sameSitePath('/cambiar-contrase%C3%B1a')).toBe('/cambiar-contrase%C3%B1a');
    expect(sameSitePath('/usuario/../agenda')).toBe('/agenda');
    expect(sameSitePath('/agenda?q=a b')).toBe('/agenda?q=a%20b');
  });

  it('falls back for empty, relative and over-long values', () => {
    expect(gateRedirect(null, '/eus')).toBe('/eus');
    expect(gateRedirect('', '/')).toBe('/');
    expect(gateRedirect('usuario', '/')).toBe('/');
    expect(gateRedirect('/' + 'a'.repeat(3000), '/pt')).toBe('/pt');
  });
});
