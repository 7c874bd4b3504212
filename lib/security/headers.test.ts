import { describe, expect, it } from 'vitest';
import { tenantSchema } from '@/lib/tenants/schema';
import { baselineHeaders, contentSecurityPolicy, enabledThirdParties, grantsCamera, realtimeOrigins } from './headers';

const base = {
  key: 'demo', hosts: ['demo.localhost'], name: 'Demo', token: 't', favicon: '/favicon.ico', cssName: 'default',
  cssBaseFont: 'Inter', cssAlternateFont: 'Inter', ticketRequired: false, languages: ['es'], features: [],
  isIndexSite: true, logo: '/logo.svg',
};

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe('realtime socket in the policy', () => {
  it('names the configured socket server, or Pusher Channels for a cluster', () => {
    expect(realtimeOrigins({ key: 'k', host: 'localhost', port: 6001, tls: false, cluster: 'mt1' })).toEqual(['ws://localhost:6001', 'ws://127.0.0.1:6001']);
    expect(realtimeOrigins({ key: 'k', host: 'ws.example.org', port: null, tls: true, cluster: 'mt1' })).toEqual(['wss://ws.example.org']);
    expect(realtimeOrigins({ key: 'k', host: null, port: null, tls: true, cluster: 'eu' })).toEqual(['wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com']);
  });

  it('allows it in connect-src', () => {
    const tenant = tenantSchema.parse(base);
    const realtime = { key: 'k', host: 'localhost', port: 6001, tls: false, cluster: 'mt1' };
    const csp = directives(contentSecurityPolicy({ tenant, nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', realtime, https: false }));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['ws://localhost:6001', 'ws://127.0.0.1:6001']));
  });
});

describe('content security policy', () => {
  const plain = tenantSchema.parse(base);
  const csp = directives(contentSecurityPolicy({ tenant: plain, nonce: 'abc', publicApiBaseUrl: 'http://localhost:4000/api', https: false }));

  it('forbids plugins, foreign bases, foreign form targets and framing by others', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('runs only scripts with the nonce (and what they load), never inline code without it', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the browser call the API and its socket, and nothing else by default', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://localhost:4000']);
  });

  it('opens third-party origins only for the services the tenant enables, never a wildcard', () => {
    const rich = tenantSchema.parse({ ...base, gtmId: 'GTM-1', cookiebotId: 'cb', captchaType: 'v3', thirdParties: ['stripe', 'youtube'], forumUrl: 'https://forum.example.org/f' });
    expect(enabledThirdParties(rich)).toEqual(['captcha', 'consent', 'stripe', 'tagManager', 'youtube']);
    const policy = contentSecurityPolicy({ tenant: rich, nonce: 'n', publicApiBaseUrl: 'https://api.example.org', stripe: true, https: true });
    const d = directives(policy);
    expect(d.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://consent.cookiebot.com', 'https://www.gstatic.com', 'https://js.stripe.com']));
    expect(d.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://www.google.com']));
    expect(d.get('frame-src')).not.toContain('https://player.vimeo.com');
    expect(d.get('connect-src')).toEqual(expect.arrayContaining(['https://forum.example.org', 'wss://api.example.org']));
    expect(policy).not.toMatch(/\*/);
    expect(d.has('upgrade-insecure-requests')).toBe(true);
    expect([...csp.values()].flat().join(' ')).not.toContain('youtube');
  });

  it('opens Stripe only when a publishable key is configured, and only for tenants that enable it', () => {
    const seller = tenantSchema.parse({ ...base, thirdParties: ['stripe'] });
    const withoutKey = contentSecurityPolicy({ tenant: seller, nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', https: false });
    expect(withoutKey).not.toContain('stripe.com');
    const withKey = directives(contentSecurityPolicy({ tenant: seller, nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', stripe: true, https: false }));
    expect(withKey.get('script-src')).toContain('https://js.stripe.com');
    expect(withKey.get('connect-src')).toContain('https://api.stripe.com');
    expect(withKey.get('frame-src')).toContain('https://checkout.stripe.com');
    const other = contentSecurityPolicy({ tenant: tenantSchema.parse({ ...base }), nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', stripe: true, https: false });
    expect(other).not.toContain('stripe.com');
  });
});

describe('captcha in the policy', () => {
  it('the demo provider (the demo API stand-in) opens the API origin for scripts and no Google origin', () => {
    const demo = tenantSchema.parse({ ...base, captchaType: 'v2', captchaSiteKey: 'k', captchaProvider: 'demo' });
    const policy = contentSecurityPolicy({ tenant: demo, nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', https: false });
    expect(directives(policy).get('script-src')).toContain('http://localhost:4000');
    expect(policy).not.toContain('google.com');
    const google = tenantSchema.parse({ ...base, captchaType: 'v2', captchaSiteKey: 'k' });
    expect(directives(contentSecurityPolicy({ tenant: google, nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', https: false })).get('frame-src')).toContain('https://www.google.com');
  });
});

describe('baseline headers', () => {
  it('are always there, with HSTS only over https and only when configured', () => {
    const http = baselineHeaders({ https: false, hstsMaxAge: 31536000, hstsIncludeSubdomains: false });
    expect(http).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(http['Permissions-Policy']).toContain('camera=()');
    expect(baselineHeaders({ https: false, hstsMaxAge: 0, hstsIncludeSubdomains: false, camera: true })['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(baselineHeaders({ https: true, hstsMaxAge: 600, hstsIncludeSubdomains: true })['Strict-Transport-Security']).toBe('max-age=600; includeSubDomains');
    expect(baselineHeaders({ https: true, hstsMaxAge: 0, hstsIncludeSubdomains: false })['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('support chat widget in the policy', () => {
  const widget = { scriptUrl: 'https://chat.vendor.example/widget.js', origins: ['https://api.vendor.example', 'wss://rt.vendor.example'] };
  const policy = (tenant: object) =>
    directives(contentSecurityPolicy({ tenant: tenantSchema.parse(tenant), nonce: 'n', publicApiBaseUrl: 'http://localhost:4000', https: false }));

  it('opens its origins only for a tenant that enables it', () => {
    const on = policy({ ...base, chatWidget: widget });
    expect(on.get('script-src')).toContain('https://chat.vendor.example');
    expect(on.get('connect-src')).toEqual(expect.arrayContaining(['https://chat.vendor.example', 'https://api.vendor.example', 'wss://rt.vendor.example']));
    expect(on.get('frame-src')).toEqual(expect.arrayContaining(['https://chat.vendor.example', 'https://api.vendor.example']));
    expect(on.get('frame-src')).not.toContain('wss://rt.vendor.example');
    const off = [...policy(base).values()].flat().join(' ');
    expect(off).not.toMatch(/vendor\.example/);
  });

  it('takes an https script only, and is absent by default', () => {
    expect(tenantSchema.parse(base).chatWidget).toBeNull();
    expect(() => tenantSchema.parse({ ...base, chatWidget: { scriptUrl: 'http://chat.vendor.example/w.js' } })).toThrow();
    expect(() => tenantSchema.parse({ ...base, chatWidget: { scriptUrl: 'javascript:alert(1)' } })).toThrow();
  });
});

describe('the camera', () => {
  it('is granted to the door page alone, in every language', () => {
    for (const path of ['/acceso/12', '/en/acceso/12', '/eus/acceso/3?x=1', '/acceso/12/']) expect([path, grantsCamera(path)]).toEqual([path, true]);
    for (const path of ['/', '/agenda', '/acceso', '/acceso/abc', '/acceso/0', '/moderacion/accesos', '/en/agenda/en-directo/pantalla', '/xx/acceso/12']) expect([path, grantsCamera(path)]).toEqual([path, false]);
  });
});
