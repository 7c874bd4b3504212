import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toMultipart } from '../lib/api/schemas/contact-wire';
import { customFormSchema, demoContactMessageSchema, validationErrorSchema, type CustomForm } from '../lib/api/schemas';
import { LIMITS } from './limits';
import { formUuid } from './seed/forms';
import { call, testServer, tokenOf, TENANTS } from './testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const LIVE = TENANTS.filter((t) => !t.maintenance);

/** POST /contact/{uuid} with a multipart body built as the portal builds it. */
async function postContact(uuid: string, values: Record<string, unknown>, tenant = 'hermes', locale = 'es', ip?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/contact/${uuid}`,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { 'x-tenant': tokenOf(tenant), 'x-locale': locale },
    payload: toMultipart(values),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
}

async function contactForm(tenant = 'hermes', locale = 'es'): Promise<CustomForm> {
  const res = await call(app, '/custom-form/contact', { tenant, locale });
  expect(res.status).toBe(200);
  return customFormSchema.parse(res.body);
}

const GOOD = {
  name: 'Ana Etxeberria',
  email: 'ana@example.org',
  phone: '612 345 678',
  subject: 'press',
  message: 'Hola, quisiera una acreditación de prensa.',
  privacy: true,
};

describe('GET /custom-form/{id}', () => {
  it('every live tenant has a contact and a register form, exactly in the contract shape, in each language', async () => {
    for (const t of LIVE) {
      for (const locale of t.languages) {
        for (const purpose of ['contact', 'register'] as const) {
          const res = await call(app, `/custom-form/${purpose}`, { tenant: t.key, locale });
          expect(res.status, `${t.key} ${locale} ${purpose}`).toBe(200);
          expect(customFormSchema.parse(res.body)).toEqual(res.body);
          expect(res.body).toMatchObject({ purpose, uuid: formUuid(t.key, purpose) });
        }
      }
    }
  });

  it('the contact form has name, email, optional phone (phone rule), subject select, message and a required privacy checkbox', async () => {
    const form = await contactForm();
    expect(form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['subject', 'select', true],
      ['message', 'textarea', true],
      ['privacy', 'checkbox', true],
    ]);
    expect(form.fields.find((f) => f.name === 'phone')?.format).toBe('phone');
    expect(form.fields.find((f) => f.name === 'subject')?.options.length).toBeGreaterThan(2);
  });

  it('is translated: labels follow X-Locale', async () => {
    const es = await contactForm('hermes', 'es');
    const fr = await contactForm('hermes', 'fr');
    expect(es.fields[0]?.label).toBe('Nombre y apellidos');
    expect(fr.fields[0]?.label).toBe('Nom et prénom');
    expect(fr.uuid).toBe(es.uuid);
  });

  it('answers by numeric id and by uuid too; anything else is a 404; uuids differ per tenant', async () => {
    const form = await contactForm();
    expect((await call(app, '/custom-form/1', { tenant: 'hermes' })).body).toEqual(form);
    expect((await call(app, `/custom-form/${form.uuid}`, { tenant: 'hermes' })).body).toEqual(form);
    expect((await call(app, '/custom-form/99', { tenant: 'hermes' })).status).toBe(404);
    expect((await call(app, '/custom-form/nope', { tenant: 'hermes' })).status).toBe(404);
    expect(formUuid('hermes', 'contact')).not.toBe(formUuid('demo', 'contact'));
  });

  it('needs a tenant', async () => {
    expect((await call(app, '/custom-form/contact', { tenant: null })).status).toBe(404);
  });
});

describe('POST /contact/{uuid}', () => {
  it('stores a valid message (201) and lists it at /__demo/contact-messages', async () => {
    const form = await contactForm();
    const res = await postContact(form.uuid, { ...GOOD, 'g-recaptcha-response': null });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message received', id: expect.any(Number) });

    const list = await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=hermes' });
    const messages = demoContactMessageSchema.array().parse(list.json());
    expect(messages[0]).toMatchObject({
      id: res.body.id,
      tenant: 'hermes',
      formUuid: form.uuid,
      locale: 'es',
      fields: { ...GOOD, privacy: true },
      files: [],
      captchaToken: null,
    });
  });

  it('keeps a limited number of messages per client address (then 429 with the wait, nothing kept); refused ones do not count', async () => {
    const form = await contactForm();
    const ip = '10.20.0.1';
    const { max, windowMs } = LIMITS.contact;
    expect((await postContact(form.uuid, { ...GOOD, email: 'no' }, 'hermes', 'es', ip)).status).toBe(422);
    for (let i = 0; i < max; i++) expect((await postContact(form.uuid, { ...GOOD, message: `Mensaje ${i} de la ráfaga.` }, 'hermes', 'es', ip)).status).toBe(201);
    const refused = await postContact(form.uuid, { ...GOOD, message: 'Uno de más en la ráfaga.' }, 'hermes', 'es', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { message: ['rate.limited'] } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    const list = demoContactMessageSchema.array().parse((await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=hermes' })).json());
    expect(list.some((m) => m.fields.message === 'Uno de más en la ráfaga.')).toBe(false);
    // Another address, or the same one on another tenant, is not held back.
    expect((await postContact(form.uuid, GOOD, 'hermes', 'es', '10.20.0.2')).status).toBe(201);
    const compact = await contactForm('compact');
    expect((await postContact(compact.uuid, { ...GOOD, 'g-recaptcha-response': null }, 'compact', 'es', ip)).status).toBe(201);
  });

  it('validates every field at once with the docs/product.md#validation rules: 422 {message, errors: {field: [key]}}', async () => {
    const form = await contactForm();
    const res = await postContact(form.uuid, { name: 'A', email: 'ana@', phone: '512345678', subject: 'nope', message: 'short' });
    expect(res.status).toBe(422);
    const body = validationErrorSchema.parse(res.body);
    expect(body.errors).toEqual({
      name: ['validation.min'],
      email: ['validation.email'],
      phone: ['validation.phone'],
      subject: ['validation.required'],
      message: ['validation.min'],
      privacy: ['validation.required'],
    });
  });

  it('reports required fields of an empty body and too-long values', async () => {
    const form = await contactForm();
    const empty = await postContact(form.uuid, {});
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual(['email', 'message', 'name', 'privacy', 'subject']);
    const long = await postContact(form.uuid, { ...GOOD, name: 'x'.repeat(81), message: 'y'.repeat(2001) });
    expect(long.body).toMatchObject({ errors: { name: ['validation.max'], message: ['validation.max'] } });
  });

  it('keeps the captcha token; a file is refused where the form has no file question, and nothing is kept', async () => {
    const form = await contactForm('demo');
    expect(form.fields.some((f) => f.type === 'file')).toBe(false);
    // A token from the demo's reCAPTCHA stand-in for the demo tenant's v3 key (./captcha.ts).
    const issue = async () => {
      const issued = await app.inject({ method: 'POST', url: '/__demo/recaptcha/token', payload: { sitekey: 'demo-v3-site-key-localhost', kind: 'v3', action: 'contact' } });
      return (issued.json() as { token: string }).token;
    };
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'programa.pdf', { type: 'application/pdf' });
    const before = ((await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=demo' })).json() as unknown[]).length;
    const refused = await postContact(form.uuid, { ...GOOD, attachment: file, 'g-recaptcha-response': await issue() }, 'demo');
    expect(refused.status).toBe(422);
    expect(validationErrorSchema.parse(refused.body).errors).toEqual({ attachment: ['validation.in'] });
    expect(((await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=demo' })).json() as unknown[]).length).toBe(before);

    const token = await issue();
    const res = await postContact(form.uuid, { ...GOOD, 'g-recaptcha-response': token }, 'demo');
    expect(res.status).toBe(201);
    const list = (await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=demo' })).json() as unknown[];
    expect(list[0]).toMatchObject({ files: [], captchaToken: token });
  });

  it('a uuid of another tenant, or an unknown one, is a 404', async () => {
    expect((await postContact(formUuid('demo', 'contact'), GOOD, 'hermes')).status).toBe(404);
    expect((await postContact('00000000-0000-4000-8000-000000000000', GOOD)).status).toBe(404);
  });

  it('a body that is not multipart is refused', async () => {
    const form = await contactForm();
    const res = await call(app, `/contact/${form.uuid}`, { tenant: 'hermes', body: GOOD });
    expect(res.status).toBe(415);
  });
});
