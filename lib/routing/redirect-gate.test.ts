import { describe, expect, it } from 'vitest';
import { apiRedirectTarget, gateRedirect, sameSitePath } from './redirect-gate';
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

describe('API-driven redirects', () => {
  const trusted = ['https://checkout.stripe.com', 'http://localhost:4000'];
  it('follows same-site paths and the trusted origins only', () => {
    expect(apiRedirectTarget('/ok?order=1', trusted)).toBe('/ok?order=1');
    expect(apiRedirectTarget('https://checkout.stripe.com/c/pay/cs_1#x', trusted)).toBe('https://checkout.stripe.com/c/pay/cs_1#x');
    expect(apiRedirectTarget('http://localhost:4000/__demo/checkout/cs_1', trusted)).toBe('http://localhost:4000/__demo/checkout/cs_1');
  });

  it('refuses every other site, scheme and disguise', () => {
    for (const hostile of [
      'https://evil.com/',
      'http://checkout.stripe.com/c/pay',
      'https://checkout.stripe.com.evil.com/',
      'https://user:pw@checkout.stripe.com/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.com',
      'https://checkout.stripe.com/\n',
      '',
      null,
    ]) {
      expect(apiRedirectTarget(hostile, trusted), String(hostile)).toBeNull();
    }
  });

  it('refuses every payload of the open-redirect corpus that the same-site gate refuses', () => {
    for (const payload of REDIRECT_PAYLOADS) {
      if (sameSitePath(payload) === null) expect(apiRedirectTarget(payload, trusted), payload).toBeNull();
    }
  });
});
