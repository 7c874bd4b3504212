import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { invitationRedeemedSchema, registerDataSchema } from '../lib/api/schemas/account-extras';
import { customerIndexInfoSchema } from '../lib/api/schemas/customer';
import { DEMO_ACCOUNTS, invitationCode } from './seed';
import { call, multipartBody, signIn, testServer, tokenOf, withCaptcha } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A verified account of its own (sign-up, then the link of the demo mailbox). */
async function freshAccount(tenant = 'demo', survey: Record<string, unknown> = { postal_code: '48001' }): Promise<string> {
  const email = `extra-${Math.random().toString(36).slice(2)}@ekitaldi.test`;
  const su = await call(app, '/customer/signup', {
    tenant,
    body: await withCaptcha(app, tenant, {
      customer: { email, password: 'Extra#2026', passwordConfirmation: 'Extra#2026', name: 'Ane', surname: 'Etxe', telephone: '612345678', userType: 'attendee' },
      privacyPolicy: true,
      dataAuthorization: true,
      custom_form_id: 2,
      survey,
    }),
  });
  expect(su.status, JSON.stringify(su.body)).toBe(201);
  const mail = await app.inject({ url: `/__demo/mailbox.json?to=${encodeURIComponent(email)}` });
  const link = (mail.json() as { links: string[] }[])[0]!.links[0]!;
  expect((await call(app, '/customer/validate', { tenant, body: { token: link.split('/').pop() } })).status).toBe(200);
  return signIn(app, email, 'Extra#2026', tenant);
}

const post = (token: string, body: ReturnType<typeof multipartBody>, tenant = 'demo') =>
  app.inject({
    method: 'POST',
    url: '/customer/signup-register-data',
    headers: { 'x-tenant': tokenOf(tenant), authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });

describe('POST /customer/invitation-register', () => {
  it('gives the fullest ticket on a tenant that requires tickets, once per code and per account', async () => {
    const token = await freshAccount();
    const code = invitationCode('demo', 17);
    const res = await call(app, '/customer/invitation-register', { token, locale: 'en', body: { invitationCode: code.toLowerCase() } });
    expect(res.status).toBe(200);
    const body = invitationRedeemedSchema.parse(res.body);
    expect(body.code).toBe(code);
    expect(body.ticket?.name).toBe('Full ticket');
    expect(body.ticket?.rights).toEqual(['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma']);
    // Used: the same answer for anyone, the code owner included.
    const again = await call(app, '/customer/invitation-register', { token: await freshAccount(), body: { invitationCode: code } });
    expect(again.body.errors).toEqual({ invitationCode: ['signup.invitation_invalid'] });
    // One ticket per account: the second code stays unused.
    const held = await call(app, '/customer/invitation-register', { token, body: { invitationCode: invitationCode('demo', 18) } });
    expect(held.status).toBe(422);
    expect(held.body.errors).toEqual({ invitationCode: ['account.invitationTicketHeld'] });
    const other = await call(app, '/customer/invitation-register', { token: await freshAccount(), body: { invitationCode: invitationCode('demo', 18) } });
    expect(other.status).toBe(200);
  });

  it('the ticket an invitation gives is the customer\'s in customer-index-info (source invitation, no order); a purchase\'s says its order', async () => {
    const token = await freshAccount();
    const info = async (t: string, tenant = 'demo') => {
      const res = await call(app, '/customer/customer-index-info', { token: t, tenant, locale: 'en' });
      expect(res.status).toBe(200);
      return customerIndexInfoSchema.parse(res.body);
    };
    expect((await info(token)).ticket).toBeNull();
    expect((await call(app, '/customer/invitation-register', { token, body: { invitationCode: invitationCode('demo', 16) } })).status).toBe(200);
    const given = (await info(token)).ticket;
    expect(given).toMatchObject({ name: 'Full ticket', source: 'invitation', orderId: null });
    expect(Number.isNaN(Date.parse(given!.grantedAt))).toBe(false);
    // No order behind it: GET /orders/customer stays empty, and buying again is refused.
    expect((await call(app, '/orders/customer', { token })).body).toEqual([]);
    const tickets = (await call(app, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
    const again = await call(app, '/orders', { token, body: { ticketId: tickets.find((t) => t.free)!.id, conditionsAccepted: true } });
    expect([again.status, again.body.errors]).toEqual([409, { ticketId: ['purchase.already_bought'] }]);
    // The seeded attendee's ticket came from a paid order: it says which.
    const attendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    const orders = (await call(app, '/orders/customer', { token: attendee })).body as unknown as { id: number; status: string }[];
    expect((await info(attendee)).ticket).toMatchObject({ source: 'order', orderId: orders.find((o) => o.status === 'paid')!.id });
    // A tenant that requires no ticket tells none.
    const cned = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'cned');
    expect((await info(cned, 'cned')).ticket).toBeNull();
  });

  it('refuses unknown codes and anonymous callers; a tenant without tickets gives no ticket', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'cned');
    expect((await call(app, '/customer/invitation-register', { tenant: 'cned', token, body: { invitationCode: 'NOPE' } })).body.errors).toEqual({
      invitationCode: ['signup.invitation_invalid'],
    });
    const ok = await call(app, '/customer/invitation-register', { tenant: 'cned', token, body: { invitationCode: invitationCode('cned', 19) } });
    expect(invitationRedeemedSchema.parse(ok.body).ticket).toBeNull();
    expect((await call(app, '/customer/invitation-register', { body: { invitationCode: invitationCode('demo', 19) } })).status).toBe(403);
  });
});

describe('GET and POST /customer/signup-register-data', () => {
  it('says what the sign-up left out, and saves answers and a file (multipart)', async () => {
    const token = await freshAccount();
    const before = registerDataSchema.parse((await call(app, '/customer/signup-register-data', { token })).body);
    // demo asks company, job title, document number and diet as customer fields: those are not here.
    expect(before).toEqual({ customFormId: 2, answers: { postal_code: '48001' }, files: [], missing: ['photo'] });

    const res = await post(token, multipartBody({ field: 'photo', filename: 'me.png', type: 'image/png', data: PNG }, { custom_form_id: '2', survey: JSON.stringify({ postal_code: '20001' }) }));
    expect(res.statusCode).toBe(200);
    const saved = registerDataSchema.parse(res.json());
    expect(saved).toEqual({ customFormId: 2, answers: { postal_code: '20001' }, files: [{ field: 'photo', name: 'me.png', type: 'image/png', size: PNG.length }], missing: [] });
    // Without a new file the earlier one stays.
    const kept = await post(token, multipartBody(null, { custom_form_id: '2', survey: JSON.stringify({ postal_code: '' }) }));
    expect(registerDataSchema.parse(kept.json())).toMatchObject({ answers: { postal_code: '' }, missing: ['postal_code'], files: [{ name: 'me.png' }] });
  });

  it('keeps a file under a plain name: no path, no control or direction characters, not too long', async () => {
    const token = await freshAccount();
    const sent = async (filename: string) => {
      const res = await post(token, multipartBody({ field: 'photo', filename, type: 'image/png', data: PNG }, { custom_form_id: '2', survey: '{}' }));
      expect(res.statusCode).toBe(200);
      return registerDataSchema.parse(res.json()).files[0]!.name;
    };
    expect(await sent('../../etc/passwd.png')).toBe('passwd.png');
    expect(await sent('C:\\fakepath\\yo.png')).toBe('yo.png');
    expect(await sent('cv\u202Egnp.exe')).toBe('cvgnp.exe');
    expect(await sent('x'.repeat(300) + '.png')).toBe('x'.repeat(116) + '.png');
  });

  it('checks every answer at once with the form rules: docs/product.md#validation keys, file type and size', async () => {
    const token = await freshAccount();
    const bad = await post(token, multipartBody({ field: 'photo', filename: 'cv.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n') }, { custom_form_id: '2', survey: JSON.stringify({ postal_code: '12' }) }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ postal_code: ['validation.digits'], photo: ['validation.fileType?types=image/png,image/jpeg'] });
    const big = await post(token, multipartBody({ field: 'photo', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }, { custom_form_id: '2', survey: '{}' }));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ photo: ['validation.fileSize?size=5 MB'] });
    // Typed by content, not by name or declared type: an SVG or an HTML page called photo.png is refused.
    for (const data of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('<!doctype html><script>alert(1)</script>')]) {
      const disguised = await post(token, multipartBody({ field: 'photo', filename: 'photo.png', type: 'image/png', data }, { custom_form_id: '2', survey: '{}' }));
      expect(disguised.statusCode).toBe(422);
      expect(disguised.json().errors).toEqual({ photo: ['validation.fileType?types=image/png,image/jpeg'] });
    }
    const wrongForm = await post(token, multipartBody(null, { custom_form_id: '1', survey: '{}' }));
    expect(wrongForm.json().errors).toEqual({ custom_form_id: ['validation.in'] });
    // JSON without files works too; anonymous callers get 403.
    expect((await call(app, '/customer/signup-register-data', { token, body: { custom_form_id: 2, survey: { postal_code: '01001' } } })).body.answers).toEqual({ postal_code: '01001' });
    expect((await call(app, '/customer/signup-register-data', { body: { custom_form_id: 2, survey: {} } })).status).toBe(403);
  });
});
