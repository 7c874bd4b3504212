import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsPageSchema } from '../lib/api/schemas';
import { DEMO_ACCOUNTS } from './seed';
import { call, signIn, testServer } from './testing';

// bcrypt (cost 10) on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A stand-in portal: records every purge request it receives. */
let portal: http.Server;
let purges: Array<{ authorization: string | undefined; body: unknown }>;
let app: FastifyInstance;
let organiser: string;
let attendee: string;

beforeAll(async () => {
  portal = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      purges.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"purged":[]}');
    });
  });
  await new Promise<void>((r) => portal.listen(0, '127.0.0.1', r));
  vi.stubEnv('PORTAL_REVALIDATE_URL', `http://127.0.0.1:${(portal.address() as AddressInfo).port}/api/revalidate`);
  vi.stubEnv('REVALIDATE_SECRET', 'admin-test-secret');
  // The stand-in portal runs in this test's own process: on a loaded machine, beside other test
  // files, it once took longer than the 2 s default to answer (the purge was then logged as failed).
  vi.stubEnv('PORTAL_REVALIDATE_TIMEOUT_MS', '15000');
  app = await testServer();
  organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
  attendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await app.close();
  portal.closeAllConnections();
  portal.close();
});
beforeEach(() => {
  purges = [];
});

const put = (slug: string, body: unknown, c: { token?: string; tenant?: string; locale?: string; headers?: Record<string, string> } = {}) =>
  call(app, `/admin/cms/pages/${slug}`, { method: 'PUT', body, ...c });

const edit = { translations: { es: { title: 'Condiciones (nuevas)', content: '<p>Texto revisado.</p>' } } };

describe('PUT /admin/cms/pages/{slug}', () => {
  it('403 without a token, with a bad one, and for an attendee — nothing stored, no purge', async () => {
    for (const token of [undefined, 'not-a-token', attendee]) {
      const res = await put('condiciones', edit, { token });
      expect(res.status, String(token)).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden' });
    }
    // The organiser of demo is not signed in on hermes with demo's token.
    expect((await put('condiciones', edit, { token: organiser, tenant: 'hermes' })).status).toBe(403);
    expect((await call(app, '/cms/pages/condiciones')).body.title).not.toBe('Condiciones (nuevas)');
    expect(purges).toEqual([]);
  });

  it('404 for an unknown page', async () => {
    const res = await put('no-existe', edit, { token: organiser });
    expect(res.status).toBe(404);
    expect(purges).toEqual([]);
  });

  it('422 on a bad body, field by field', async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { translations: ['validation.required'] }],
      [{ translations: {} }, { translations: ['validation.required'] }],
      [{ translations: { es: { title: '', content: '<p>x</p>' } } }, { 'translations.es.title': ['validation.required'] }],
      [{ translations: { es: { title: 'x'.repeat(201), content: '<p>x</p>' } } }, { 'translations.es.title': ['validation.max'] }],
      [{ translations: { es: { title: 'T' } } }, { 'translations.es.content': ['validation.required'] }],
      [{ translations: { xx: { title: 'T', content: 'C' } } }, { 'translations.xx': ['validation.in'] }],
      // demo offers es, en, pt, eus: French is not one of its languages.
      [{ translations: { fr: { title: 'T', content: 'C' } } }, { 'translations.fr': ['validation.in'] }],
      ['"just a string"', { body: ['validation.type'] }],
      ['{"translations": ', { body: ['validation.json'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await put('condiciones', body, { token: organiser, headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(purges).toEqual([]);
  });

  it('200: stores the texts, moves updatedAt, answers the page and tells the portal to purge the tenant', async () => {
    const before = cmsPageSchema.parse((await call(app, '/cms/pages/condiciones', { locale: 'en' })).body);
    const res = await put(
      'condiciones',
      { translations: { es: { title: '  Condiciones (nuevas) ', content: '<p>Texto revisado.</p>' }, en: { title: 'Terms (new)', description: 'New terms', content: '<p>Revised.</p>' } } },
      { token: organiser, locale: 'en' },
    );
    expect(res.status).toBe(200);
    expect(cmsPageSchema.parse(res.body)).toMatchObject({ slug: 'condiciones', title: 'Terms (new)', description: 'New terms', content: '<p>Revised.</p>' });
    expect(res.body.updatedAt).not.toBe(before.updatedAt);

    const es = (await call(app, '/cms/pages/condiciones')).body;
    expect(es).toMatchObject({ title: 'Condiciones (nuevas)', content: '<p>Texto revisado.</p>', updatedAt: res.body.updatedAt });
    // Without a description the stored one stays.
    expect(es.description).not.toBe('');
    // Another tenant's page of the same slug is untouched.
    expect((await call(app, '/cms/pages/condiciones', { tenant: 'hermes' })).body.title).not.toBe('Condiciones (nuevas)');

    expect(purges).toEqual([{ authorization: 'Bearer admin-test-secret', body: { tenant: 'demo' } }]);
  });

  it('200 even when the portal cannot be reached (the purge is logged, the write stands)', async () => {
    vi.stubEnv('PORTAL_REVALIDATE_URL', 'http://127.0.0.1:9/api/revalidate');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await put('aviso-legal', { translations: { es: { title: 'Aviso legal 2', content: '<p>Nuevo.</p>' } } }, { token: organiser });
      expect(res.status).toBe(200);
      expect((await call(app, '/cms/pages/aviso-legal')).body.title).toBe('Aviso legal 2');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('portal purge of demo failed'));
    } finally {
      warn.mockRestore();
    }
  });
});
