import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerExtraSchema,
  customerOptionsSchema,
  customerSchema,
  customerStructureSchema,
  validateResponseSchema,
} from '../lib/api/schemas';
import { PHOTO_MAX_BYTES } from '../lib/schemas/photo';
import { DEMO_ACCOUNTS } from './seed';
import { call, lastLinkToken, mailbox, manualClock, multipartBody, signIn, serverPerFile, TENANTS, tokenOf } from './testing';

const clock = manualClock();
const server = serverPerFile({ clock });

describe('POST /customer/change-email', () => {
  const change = (token: string, body: Record<string, unknown>, tenant = 'demo', locale?: string) =>
    call(server.app, '/customer/change-email', { tenant, token, body, locale, headers: { origin: 'http://localhost:3201' } });

  it('reports every failure at once', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    const currentPassword = DEMO_ACCOUNTS.organiser.password;
    const same = await change(token, { email: 'ORGANIZADOR@ekitaldi.test', emailConfirmation: 'otro@ekitaldi.test', currentPassword });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ email: ['validation.emailDifferent'], emailConfirmation: ['validation.emailConfirmed'] });
    expect((await change(token, { email: 'x', emailConfirmation: '' })).body.errors).toEqual({
      email: ['validation.email'],
      emailConfirmation: ['validation.required'],
      currentPassword: ['validation.required'],
    });
    const taken = await change(token, { email: DEMO_ACCOUNTS.attendee.email, emailConfirmation: DEMO_ACCOUNTS.attendee.email, currentPassword: 'Wrong#2026x' });
    expect(taken.body.errors).toEqual({ email: ['email.taken'], currentPassword: ['password.current_wrong'] });
    expect((await change(token, { email: 'a@b.invalid', emailConfirmation: 'a@b.invalid', currentPassword })).body.errors).toEqual({ email: ['signup.invalid_email'] });
    // Nothing happened: still signed in.
    expect((await call(server.app, '/customer', { token })).status).toBe(200);
  });

  it('mails a link to the new address, signs every session out, and changes the address when the link is followed', async () => {
    const { email, password } = DEMO_ACCOUNTS.organiser;
    const a = await signIn(server.app, email, password);
    const b = await signIn(server.app, email, password);
    const res = await change(a, { email: 'Inaki.Nuevo@ekitaldi.test', emailConfirmation: 'Inaki.Nuevo@ekitaldi.test', currentPassword: password, locale: 'en' });
    expect(res.status).toBe(204);
    for (const token of [a, b]) expect((await call(server.app, '/customer', { token })).status).toBe(403);

    const [toNew] = await mailbox(server.app, 'inaki.nuevo@ekitaldi.test');
    expect(toNew!.subject).toBe('Confirm your new email address · Ekitaldi Demo Summit');
    expect(toNew!.links[0]).toMatch(/^http:\/\/localhost:3201\/en\/validate\/[\w-]{40,}$/);
    const [toOld] = await mailbox(server.app, email);
    expect(toOld!.subject).toBe('Email change requested · Ekitaldi Demo Summit');
    expect(toOld!.text).toContain('Inaki.Nuevo@ekitaldi.test');
    // The old address can stop it (demo-api/email-change.test.ts follows that link).
    expect(toOld!.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3201\/en\/cancelar-cambio-de-email\/[\w-]{40,}$/)]);

    // Until confirmed (docs/product.md#states), neither address signs in: a clear answer with the right password,
    // the usual auth.failed with a wrong one; nothing else about the account changes.
    const login = (user: string, pass: string = password) => call(server.app, '/customer/login', { body: { user: { email: user, password: pass } } });
    for (const user of [email, 'inaki.nuevo@ekitaldi.test']) {
      const refused = await login(user);
      expect([refused.status, refused.body.errors]).toEqual([422, { email: ['auth.email_change_pending'] }]);
      expect((await login(user, 'Wrong#2026x')).body.errors).toEqual({ email: ['auth.failed'] });
    }
    // "Send the link again", given either address: a fresh link to the new address, the first one retired.
    expect((await call(server.app, '/customer/validate', { body: { resend: email } })).status).toBe(204);
    const links = (await mailbox(server.app, 'inaki.nuevo@ekitaldi.test')).flatMap((m) => m.links);
    expect(links).toHaveLength(2);
    const first = toNew!.links[0]!.split('/').pop()!;
    expect((await call(server.app, '/customer/validate', { body: { token: first } })).body.errors).toEqual({ token: ['token.used'] });
    const token = links.find((l) => !l.endsWith(first))!.split('/').pop()!;
    const v = await call(server.app, '/customer/validate', { body: { token } });
    expect(validateResponseSchema.parse(v.body)).toEqual({ kind: 'email_change', email: 'Inaki.Nuevo@ekitaldi.test' });
    expect((await call(server.app, '/customer/login', { body: { user: { email, password } } })).body.errors).toEqual({ email: ['auth.failed'] });
    const me = await call(server.app, '/customer', { token: await signIn(server.app, 'inaki.nuevo@ekitaldi.test', password) });
    expect(me.body.email).toBe('Inaki.Nuevo@ekitaldi.test');
    expect((await call(server.app, '/customer/validate', { body: { token } })).body.errors).toEqual({ token: ['token.used'] });
  });

  it('expires the link after 24 hours, and refuses an address taken meanwhile', async () => {
    const { email, password } = DEMO_ACCOUNTS.attendee;
    await change(await signIn(server.app, email, password, 'hermes'), { email: 'ane.new@ekitaldi.test', emailConfirmation: 'ane.new@ekitaldi.test', currentPassword: password }, 'hermes');
    const first = await lastLinkToken(server.app, 'ane.new@ekitaldi.test');
    clock.advance(24 * 3_600_000 + 1);
    expect((await call(server.app, '/customer/validate', { tenant: 'hermes', body: { token: first } })).body.errors).toEqual({ token: ['token.expired'] });

    await change(await signIn(server.app, email, password, 'hermes'), { email: 'ane.new@ekitaldi.test', emailConfirmation: 'ane.new@ekitaldi.test', currentPassword: password }, 'hermes');
    const second = await lastLinkToken(server.app, 'ane.new@ekitaldi.test');
    // Someone signs up with that address first.
    const su = await call(server.app, '/customer/signup', {
      tenant: 'hermes',
      body: {
        customer: { email: 'ane.new@ekitaldi.test', password: 'Secreta#2026', passwordConfirmation: 'Secreta#2026', name: 'A', surname: 'B', company: 'C', position: 'D', userType: 'press' },
        privacyPolicy: true,
        dataAuthorization: true,
      },
    });
    expect(su.status).toBe(201);
    expect((await call(server.app, '/customer/validate', { tenant: 'hermes', body: { token: second } })).body.errors).toEqual({ email: ['email.taken'] });
  });
});

describe('GET /customer/structure, /types, /genres (public)', () => {
  it('differs per tenant; name and surname always required', async () => {
    const fields = async (tenant: string) => customerStructureSchema.parse((await call(server.app, '/customer/structure', { tenant })).body).fields;
    for (const t of TENANTS.filter((x) => !x.maintenance)) {
      const f = await fields(t.key);
      expect(f.find((x) => x.name === 'name')?.required, t.key).toBe(true);
      expect(f.find((x) => x.name === 'surname')?.required, t.key).toBe(true);
    }
    expect((await fields('compact')).map((f) => f.name)).toEqual(['name', 'surname', 'telephone', 'company', 'position']);
    const cned = await fields('cned');
    for (const n of ['documentType', 'documentNumber', 'documentIssueDate', 'documentExpiryDate', 'nationality', 'dateOfBirth']) {
      expect(cned.find((f) => f.name === n)?.required, n).toBe(true);
    }
    expect((await fields('demo')).length).toBeGreaterThan(12);
  });

  it('localises the choices', async () => {
    const types = customerOptionsSchema.parse((await call(server.app, '/customer/types', { locale: 'en' })).body);
    expect(types).toContainEqual({ id: 'attendee', name: 'Attendee' });
    const ciud = customerOptionsSchema.parse((await call(server.app, '/customer/types', { tenant: 'ciud', locale: 'pt' })).body);
    expect(ciud).toContainEqual({ id: 'student', name: 'Estudante' });
    const genres = customerOptionsSchema.parse((await call(server.app, '/customer/genres', { tenant: 'cned', locale: 'el' })).body);
    expect(genres.map((g) => g.id)).toEqual(['F', 'M', 'X', 'N']);
    expect(genres[0]!.name).toBe('Γυναίκα');
  });
});

describe('POST /customer (update)', () => {
  it('changes only the fields sent, with the tenant\'s rules, and answers the customer', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'ciud');
    const res = await call(server.app, '/customer', {
      tenant: 'ciud',
      token,
      body: { university: 'UPV/EHU', userType: 'student', telephone: '612 345 678', twoFactorMethod: 'EMAIL', consentAdvertising: true, jobTitle: 'ignored' },
    });
    expect(res.status).toBe(200);
    const c = customerSchema.parse(res.body);
    expect(c).toMatchObject({ university: 'UPV/EHU', userType: 'student', telephone: '612345678', twoFactorMethod: 'EMAIL', consentAdvertising: true });
    expect(c.jobTitle).toBe('Técnica de proyectos'); // not a ciud field: untouched
    expect(c.name).toBe('Ane');
  });

  it('reports every failure at once; a required field cannot be emptied', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'cned');
    const res = await call(server.app, '/customer', {
      tenant: 'cned',
      token,
      body: { name: '', telephone: '123', nationality: 'Spain', documentType: 'card', dateOfBirth: '1990-13-01', twoFactorMethod: 'SMS', consentAdvertising: 'yes' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['validation.required'],
      telephone: ['validation.phone'],
      nationality: ['validation.format'],
      documentType: ['validation.required'],
      dateOfBirth: ['validation.format'],
      twoFactorMethod: ['validation.in'],
      consentAdvertising: ['validation.type'],
    });
  });

  it('needs a session', async () => {
    expect((await call(server.app, '/customer', { body: { name: 'X' } })).status).toBe(403);
  });
});

describe('POST /customer/profile (photo)', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
  const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32, 3)]);
  const upload = (token: string, file: Parameters<typeof multipartBody>[0], fields?: Record<string, string>) => {
    const { payload, contentType } = multipartBody(file, fields);
    return server.app.inject({
      method: 'POST',
      url: '/customer/profile',
      headers: { 'x-tenant': tokenOf('mdigital'), authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  };
  let token = '';
  beforeAll(async () => {
    token = await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'mdigital');
  });

  it('stores JPEG, PNG and WebP (by magic bytes) and serves them under /media', async () => {
    for (const [data, type, ext] of [[PNG, 'image/png', 'png'], [JPEG, 'image/jpeg', 'jpg'], [WEBP, 'image/webp', 'webp']] as const) {
      // The declared type and name do not matter.
      const res = await upload(token, { field: 'photo', filename: 'me.bin', type: 'application/octet-stream', data });
      expect(res.statusCode, ext).toBe(200);
      const c = customerSchema.parse(res.json());
      expect(c.photo).toMatch(new RegExp(`^http://localhost:4000/media/customers/[\\w-]{20,}\\.${ext}$`));
      const img = await server.app.inject({ url: new URL(c.photo!).pathname });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe(type);
      expect(img.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses other types and files over 2 MB', async () => {
    const gif = await upload(token, { field: 'photo', filename: 'a.png', type: 'image/png', data: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(422);
    expect(gif.json().errors).toEqual({ photo: ['profile.photo_type'] });
    const svg = await upload(token, { field: 'photo', filename: 'a.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
    expect(svg.json().errors).toEqual({ photo: ['profile.photo_type'] });
    const big = await upload(token, { field: 'photo', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG, Buffer.alloc(PHOTO_MAX_BYTES)]) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ photo: ['profile.photo_too_large'] });
    const none = await upload(token, null, { other: 'x' });
    expect(none.json().errors).toEqual({ photo: ['validation.required'] });
  });

  it('removes the photo with { removePhoto: true }; the old URL is gone', async () => {
    const up = customerSchema.parse((await upload(token, { field: 'photo', filename: 'p.png', type: 'image/png', data: PNG })).json());
    const res = await call(server.app, '/customer/profile', { tenant: 'mdigital', token, body: { removePhoto: true } });
    expect(res.status).toBe(200);
    expect(customerSchema.parse(res.body).photo).toBeNull();
    expect((await server.app.inject({ url: new URL(up.photo!).pathname })).statusCode).toBe(404);
    expect((await call(server.app, '/customer/profile', { tenant: 'mdigital', token, body: {} })).body.errors).toEqual({ photo: ['validation.required'] });
    expect((await upload('nope', { field: 'photo', filename: 'p.png', type: 'image/png', data: PNG })).statusCode).toBe(403);
  });
});

describe('GET /customer/extra, POST /customer/save-personal-information-extra', () => {
  it('reads the seeded data and saves parts, keeping the others', async () => {
    const token = await signIn(server.app, 'asistente@ekitaldi.test', 'Asistente#2026');
    const before = customerExtraSchema.parse((await call(server.app, '/customer/extra', { token })).body);
    expect(before.accommodation?.needed).toBe(true);
    expect(before.academic).toBeNull();
    const academic = { university: 'Deusto', degree: 'Ingeniería', year: '3', studentId: 'D-123' };
    const res = await call(server.app, '/customer/save-personal-information-extra', { token, body: { academic } });
    expect(res.status).toBe(200);
    const after = customerExtraSchema.parse(res.body);
    expect(after.academic).toEqual(academic);
    expect(after.accommodation).toEqual(before.accommodation);
    expect((await call(server.app, '/customer/extra', { token })).body).toEqual(after);
    const cleared = await call(server.app, '/customer/save-personal-information-extra', { token, body: { travel: null } });
    expect(cleared.body.travel).toBeNull();
  });

  it('validates dates and types; a new customer starts empty', async () => {
    const token = await signIn(server.app, 'asistente@ekitaldi.test', 'Asistente#2026', 'eirv2023');
    expect((await call(server.app, '/customer/extra', { tenant: 'eirv2023', token })).body).toEqual({ accommodation: null, travel: null, academic: null });
    const bad = await call(server.app, '/customer/save-personal-information-extra', {
      tenant: 'eirv2023',
      token,
      body: { accommodation: { needed: true, checkIn: '2027-03-10', checkOut: '2027-03-09', hotel: null, notes: null } },
    });
    expect(bad.body.errors).toEqual({ 'accommodation.checkOut': ['validation.min'] });
    const type = await call(server.app, '/customer/save-personal-information-extra', {
      tenant: 'eirv2023',
      token,
      body: { travel: { needed: 'yes', origin: null, arrival: 'soon', departure: null, transport: 'boat', notes: null } },
    });
    expect(type.status).toBe(422);
    expect(Object.keys(type.body.errors).sort()).toEqual(['travel.needed', 'travel.transport']);
    expect((await call(server.app, '/customer/extra')).status).toBe(403);
  });
});
