import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, generalDataSchema } from '../lib/api/schemas';
import { call, testServer, TENANTS } from './testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

describe('X-Tenant', () => {
  it('answers 404 "Unknown tenant" without the header or with an unknown token', async () => {
    for (const headers of [{}, { 'x-tenant': 'tok-nope' }, { 'x-tenant': '' }]) {
      const res = await app.inject({ url: '/customer/general-data', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Unknown tenant' });
    }
  });

  it('serves every tenant of the registry except the one in maintenance', async () => {
    for (const t of TENANTS) {
      const res = await call(app, '/customer/general-data', { tenant: t.key });
      if (t.maintenance) continue;
      expect(res.status, t.key).toBe(200);
      // The event's zone is the registry's (cned: Europe/Athens; Europe/Madrid by default).
      expect(generalDataSchema.parse(res.body).timeZone, t.key).toBe(t.timeZone);
      expect(t.timeZone).toBe(t.key === 'cned' ? 'Europe/Athens' : 'Europe/Madrid');
    }
  });

  it('answers 503 "Maintenance" on every endpoint for the tenant in maintenance', async () => {
    for (const [url, method] of [
      ['/customer/general-data', 'GET'],
      ['/schedule/venues', 'GET'],
      ['/cms/pages/aviso-legal', 'GET'],
      ['/no/such/route', 'GET'],
      ['/customer/login', 'POST'],
    ] as const) {
      const res = await call(app, url, {
        tenant: 'mantenimiento',
        method,
        body: method === 'POST' ? { user: { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' } } : undefined,
      });
      expect(res.status, url).toBe(503);
      expect(res.body).toEqual({ message: 'Maintenance' });
      expect(res.headers['retry-after']).toBe('120');
    }
  });

  it('answers 404 {message} for an unknown route of a known tenant', async () => {
    const res = await call(app, '/no/such/route');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).message).toBeTruthy();
  });
});

describe('X-Locale', () => {
  it('switches the texts and says which language it answered in', async () => {
    const es = await call(app, '/customer/general-data', { locale: 'es' });
    const en = await call(app, '/customer/general-data', { locale: 'en' });
    const eus = await call(app, '/customer/general-data', { locale: 'eus' });
    expect(es.body.description).toMatch(/Tres días/);
    expect(en.body.description).toMatch(/Three days/);
    expect(eus.body.description).toMatch(/Hiru egun/);
    expect(en.headers['content-language']).toBe('en');
    expect(String(en.headers.vary)).toMatch(/X-Locale/);
  });

  it('defaults to es and falls back to es for a language the tenant does not offer', async () => {
    const none = await call(app, '/schedule/venues');
    const fr = await call(app, '/schedule/venues', { locale: 'fr' }); // demo offers es, en, pt, eus
    const bogus = await call(app, '/schedule/venues', { locale: 'xx' });
    expect(none.body[0].name).toBe('Palacio Euskalduna (Bilbao)');
    expect(fr.body).toEqual(none.body);
    expect(bogus.body).toEqual(none.body);
    expect(fr.headers['content-language']).toBe('es');
  });

  it('falls back to es row by row when a translation is missing', async () => {
    // The hostile test page exists in es only.
    const en = await call(app, '/cms/pages/pagina-de-prueba-html', { locale: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.title).toBe('Página de prueba HTML');
  });
});

describe('CORS', () => {
  it('allows portal origins with credentials on preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/customer',
      headers: {
        origin: 'http://hermes.localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-tenant,x-locale,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://hermes.localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['x-tenant', 'x-locale', 'authorization', 'x-networking-conference', 'content-type', 'idempotency-key']) expect(allowed).toContain(h);
  });

  it('sets the CORS headers on answers, errors included', async () => {
    for (const origin of ['http://hermes.localhost:3000', 'http://localhost:3000', 'http://127.0.0.1:8080']) {
      const ok = await call(app, '/schedule/venues', { headers: { origin } });
      expect(ok.headers['access-control-allow-origin']).toBe(origin);
      const err = await call(app, '/schedule/venues', { tenant: null, headers: { origin } });
      expect(err.status).toBe(404);
      expect(err.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('does not allow other origins', async () => {
    for (const origin of ['http://evil.example', 'https://localhost:3000', 'http://localhost.evil.example:3000']) {
      const res = await call(app, '/schedule/venues', { headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('/__demo', () => {
  it('has a health check that needs no tenant', async () => {
    const res = await app.inject({ url: '/__demo/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('counts API requests, not /__demo or /media ones, and resets', async () => {
    await app.inject({ method: 'POST', url: '/__demo/stats/reset' });
    await call(app, '/customer/general-data');
    await call(app, '/schedule/venues', { tenant: null }); // a 404 is still a request served
    await app.inject({ url: '/__demo/health' });
    await app.inject({ url: '/media/speakers/1.svg' });
    expect((await app.inject({ url: '/__demo/stats' })).json()).toEqual({ requests: 2 });
    await app.inject({ method: 'POST', url: '/__demo/stats/reset' });
    expect((await app.inject({ url: '/__demo/stats' })).json()).toEqual({ requests: 0 });
  });
});

describe('registry', () => {
  it('seeds a tenant added to the registry with a generic event in its languages', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { DEFAULT_TENANTS_FILE } = await import('./tenancy');
    const registry = JSON.parse(fs.readFileSync(DEFAULT_TENANTS_FILE, 'utf8'));
    registry.tenants.push({
      ...registry.tenants.find((t: { key: string }) => t.key === 'compact'),
      key: 'nuevo',
      hosts: ['nuevo.localhost'],
      name: 'Nuevo Foro',
      token: 'tok-nuevo',
      languages: ['es', 'fr', 'el'],
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-')), 'tenants.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    const other = await testServer({ tenantsFile: file });
    try {
      const get = (url: string, locale: string) => other.inject({ url, headers: { 'x-tenant': 'tok-nuevo', 'x-locale': locale } });
      const el = await get('/customer/general-data', 'el');
      expect(el.statusCode).toBe(200);
      expect(el.json().eventName).toBe('Nuevo Foro');
      expect(el.json().description).toMatch(/επαγγελματική/);
      expect((await get('/conferences/all', 'fr')).json().length).toBeGreaterThan(0);
      expect((await get('/cms/pages/condiciones', 'fr')).json().title).toBe('Conditions générales');
    } finally {
      await other.close();
    }
  });
});
