import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { customerConferencesSchema, customerIndexInfoSchema } from '../lib/api/schemas';
import { drawable, transliterateGreek } from './pdf';
import { DEMO_ACCOUNTS, invitationCode } from './seed';
import { call, signIn, testServer } from './testing';

// bcrypt (cost 10) runs many times here: give a loaded machine time.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
beforeAll(async () => {
  // testServer pins "now" at 2026-11-21: eirv2023 (May 2023) has ended, demo (March 2027) has not.
  app = await testServer();
});
afterAll(() => app.close());

const attendee = (tenant = 'demo') => signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, tenant);

describe('GET /customer/conferences', () => {
  it('lists 3 confirmed registrations and 1 pending one, localised', async () => {
    for (const tenant of ['demo', 'compact', 'eirv2023']) {
      const token = await attendee(tenant);
      const res = await call(app, '/customer/conferences', { tenant, token, locale: 'en' });
      expect(res.status).toBe(200);
      const body = customerConferencesSchema.parse(res.body);
      expect(body.registered, tenant).toHaveLength(3);
      expect(body.pending, tenant).toHaveLength(1);
      expect(body.pending[0]!.missing).toBe('room');
      expect(body.pending[0]!.conference.room).toBeNull();
      expect(body.registered.every((r) => r.conference.room && r.conference.venue)).toBe(true);
      // No overlaps, in time order.
      const all = [...body.registered.map((r) => r.conference), body.pending[0]!.conference];
      for (let i = 1; i < all.length; i++) expect(Date.parse(all[i]!.startsAt)).toBeGreaterThanOrEqual(Date.parse(all[i - 1]!.endsAt));
    }
    const en = customerConferencesSchema.parse((await call(app, '/customer/conferences', { token: await attendee(), locale: 'en' })).body);
    const es = customerConferencesSchema.parse((await call(app, '/customer/conferences', { token: await attendee() })).body);
    expect(en.registered[0]!.conference.title).not.toBe(es.registered[0]!.conference.title);
  });

  it('is empty for other customers and tenants; needs a session', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    expect((await call(app, '/customer/conferences', { token })).body).toEqual({ registered: [], pending: [] });
    expect((await call(app, '/customer/conferences', { tenant: 'hermes', token: await attendee('hermes') })).body).toEqual({ registered: [], pending: [] });
    expect((await call(app, '/customer/conferences')).status).toBe(403);
  });
});

describe('DELETE /customer/discard-pending-registration/{uuid}', () => {
  it('discards the customer\'s pending registration once; 404 otherwise', async () => {
    const token = await attendee('compact');
    const { pending, registered } = customerConferencesSchema.parse((await call(app, '/customer/conferences', { tenant: 'compact', token })).body);
    const uuid = pending[0]!.uuid;
    // Another customer cannot.
    const other = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'compact');
    const denied = await call(app, `/customer/discard-pending-registration/${uuid}`, { tenant: 'compact', method: 'DELETE', token: other });
    expect(denied.status).toBe(404);
    expect(denied.body.errors).toEqual({ uuid: ['registration.not_found'] });
    const res = await call(app, `/customer/discard-pending-registration/${uuid}`, { tenant: 'compact', method: 'DELETE', token });
    expect(res.status).toBe(204);
    expect((await call(app, `/customer/discard-pending-registration/${uuid}`, { tenant: 'compact', method: 'DELETE', token })).status).toBe(404);
    expect(customerConferencesSchema.parse((await call(app, '/customer/conferences', { tenant: 'compact', token })).body).pending).toEqual([]);
    // A confirmed registration is not a pending one.
    expect(registered).toHaveLength(3);
    expect((await call(app, '/customer/discard-pending-registration/nope', { tenant: 'compact', method: 'DELETE', token })).status).toBe(404);
  });
});

describe('GET /customer/customer-index-info', () => {
  const info = async (tenant: string) => customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { tenant, token: await attendee(tenant) })).body);

  it('gives the accreditation QR payload and the certificate state', async () => {
    const demo = await info('demo');
    expect(demo.accreditation.available).toBe(true);
    expect(demo.accreditation.qr).toMatch(/^EK2:DEMO:[0-9A-Z $%*+\-./:]{105}$/);
    expect(demo.accreditation.checkedIn).toBeNull();
    expect(demo.certificate).toEqual({ available: false, reason: 'event_not_finished' });
    expect(demo.sections).toEqual({ accommodation: true, academic: true, consents: true, unsubscribe: true, networking: true });

    const past = await info('eirv2023');
    expect(past.certificate).toEqual({ available: true, reason: null });
    // Ended, but no attendance recorded.
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'eirv2023');
    const noShow = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { tenant: 'eirv2023', token: organiser })).body);
    expect(noShow.certificate).toEqual({ available: false, reason: 'no_attendance' });
    expect(noShow.accreditation.qr).not.toBe(past.accreditation.qr);
  });

  it('needs a ticket for the accreditation where the tenant requires one (digitalone): reason, 422 on the PDF, available once bought', async () => {
    const demo = await info('demo');
    expect([demo.accreditation.available, demo.accreditation.reason]).toEqual([true, null]);
    expect((await info('hermes')).accreditation).toMatchObject({ available: true, reason: null });

    const token = await attendee('digitalone');
    const before = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { tenant: 'digitalone', token })).body);
    expect(before.accreditation).toEqual({ available: false, qr: null, reason: 'ticket_required' });
    const refused = await call(app, '/customer/print-accreditation', { tenant: 'digitalone', token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ ticket: ['accreditation.ticket_required'] });
    expect(refused.body.message).toMatch(/\/proceso-de-compra/);

    const tickets = (await call(app, '/conferences/tickets', { tenant: 'digitalone' })).body as { id: number; free: boolean }[];
    const free = tickets.find((t) => t.free)!;
    expect((await call(app, '/orders', { tenant: 'digitalone', token, body: { ticketId: free.id, conditionsAccepted: true } })).status).toBe(201);
    // The free online ticket does not include the badge: not_included, 422 entitlement.accreditation
    // naming the ticket that has it.
    const online = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { tenant: 'digitalone', token })).body);
    expect(online.accreditation).toEqual({ available: false, qr: null, reason: 'not_included' });
    const lacking = await call(app, '/customer/print-accreditation', { tenant: 'digitalone', token });
    const full = (tickets as { id: number; free: boolean; name: string }[]).find((t) => !t.free)!;
    expect([lacking.status, lacking.body.errors, lacking.body.entitlement, lacking.body.upgrade]).toEqual([
      422,
      { ticket: ['entitlement.accreditation'] },
      'accreditation',
      { ticketId: full.id, name: full.name },
    ]);
    // Upgrading by bank transfer, confirmed by the organiser: the full ticket replaces the free one.
    const transfer = ((await call(app, '/payment-types', { tenant: 'digitalone' })).body as { id: number; kind: string }[]).find((p) => p.kind === 'transfer')!;
    const pending = await call(app, '/payment/create-checkout-session', { tenant: 'digitalone', token, body: { ticketId: full.id, paymentTypeId: transfer.id, conditionsAccepted: true } });
    expect(pending.status).toBe(200);
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'digitalone');
    expect((await call(app, `/admin/orders/${pending.body.order.id}/confirm`, { tenant: 'digitalone', token: organiser, method: 'POST' })).status).toBe(200);
    const after = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { tenant: 'digitalone', token })).body);
    expect(after.ticket).toMatchObject({ id: full.id, source: 'order', orderId: pending.body.order.id });
    expect([after.accreditation.available, after.accreditation.reason]).toEqual([true, null]);
    expect(after.accreditation.qr).toMatch(/^EK2:DIGITALONE:[0-9A-Z $%*+\-./:]{105}$/);
    expect((await call(app, '/customer/print-accreditation', { tenant: 'digitalone', token })).status).toBe(200);
  });

  it('offers different sections per tenant', async () => {
    expect((await info('compact')).sections).toEqual({ accommodation: false, academic: false, consents: true, unsubscribe: true, networking: false });
    expect((await info('hermes')).sections).toMatchObject({ accommodation: true, academic: false, networking: true });
    expect((await info('ciud')).sections).toMatchObject({ accommodation: false, academic: true });
    expect((await info('cned')).sections).toEqual({ accommodation: true, academic: true, consents: true, unsubscribe: false, networking: false });
  });
});

describe('PDFs', () => {
  const get = (url: string, tenant: string, token: string, locale?: string) =>
    app.inject({ url, headers: { 'x-tenant': `tok-${tenant}-7f3a`, authorization: `Bearer ${token}`, ...(locale ? { 'x-locale': locale } : {}) } });

  async function expectPdf(res: Awaited<ReturnType<typeof get>>, filename: RegExp) {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(filename);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    return doc;
  }

  it('prints the accreditation badge, in the request language', async () => {
    const token = await attendee();
    const res = await get('/customer/print-accreditation', 'demo', token, 'en');
    const doc = await expectPdf(res, /^attachment; filename="badge-demo\.pdf"$/);
    // The portal (another origin) can read the file name.
    const cors = await app.inject({
      url: '/customer/print-accreditation',
      headers: { 'x-tenant': 'tok-demo-7f3a', authorization: `Bearer ${token}`, origin: 'http://localhost:3201' },
    });
    expect(String(cors.headers['access-control-expose-headers'])).toContain('Content-Disposition');
    expect(doc.getTitle()).toBe('Badge · Ekitaldi Demo Summit');
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(h).toBeGreaterThan(w);
  });

  it('prints a session badge only for a confirmed registration', async () => {
    const token = await attendee();
    const { registered, pending } = customerConferencesSchema.parse((await call(app, '/customer/conferences', { token })).body);
    const id = registered[0]!.conference.id;
    await expectPdf(await get(`/customer/print-accreditation/${id}`, 'demo', token), new RegExp(`filename="acreditacion-demo-${id}\\.pdf"`));
    for (const bad of [pending[0]!.conference.id, 999999, 'abc']) {
      const res = await get(`/customer/print-accreditation/${bad}`, 'demo', token);
      expect(res.statusCode, String(bad)).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBeTruthy();
    }
  });

  it('prints the certificate when the event has ended and the customer attended; 404 JSON otherwise', async () => {
    const token = await attendee('eirv2023');
    const doc = await expectPdf(await get('/customer/print-certificate', 'eirv2023', token, 'en'), /filename="certificate-eirv2023\.pdf"/);
    expect(doc.getTitle()).toContain('Certificate of attendance');
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(w).toBeGreaterThan(h);
    const { registered } = customerConferencesSchema.parse((await call(app, '/customer/conferences', { tenant: 'eirv2023', token })).body);
    await expectPdf(await get(`/customer/print-certificate/${registered[1]!.conference.id}`, 'eirv2023', token), /filename="certificado-eirv2023-\d+\.pdf"/);

    const notYet = await get('/customer/print-certificate', 'demo', await attendee());
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ message: 'Certificate not available' });
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'eirv2023');
    expect((await get('/customer/print-certificate', 'eirv2023', organiser)).statusCode).toBe(404);
    expect((await get('/customer/print-certificate', 'eirv2023', 'nope')).statusCode).toBe(403);
  });

  it('handles Greek text (names, texts) without crashing', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'cned');
    const upd = await call(app, '/customer', { tenant: 'cned', token, body: { name: 'Ελένη', surname: 'Παπαδοπούλου', company: 'Ωμέγα Α.Ε. 😀 漢字' } });
    expect(upd.status).toBe(200);
    const doc = await expectPdf(await get('/customer/print-accreditation', 'cned', token, 'el'), /filename="diapisteusi-cned\.pdf"/);
    expect(doc.getTitle()).toContain('Διαπίστευση');
    expect(transliterateGreek('Ελένη Παπαδοπούλου')).toBe('Eleni Papadopoulou');
    expect(transliterateGreek('ΘΕΣΣΑΛΟΝΙΚΗ')).toBe('THESSALONIKI');
    const font = (await PDFDocument.create()).embedStandardFont(StandardFonts.Helvetica);
    expect(drawable(font, 'Ωμέγα 😀 漢字 Iñaki Łukasz')).toBe('Omega Iñaki Lukasz');
  });
});

describe('account endpoints of the private area', () => {
  it('POST /customer/unsubscribe removes the account, its sessions and registrations; /unsuscribe too', async () => {
    for (const [url, tenant] of [['/customer/unsubscribe', 'eirv2023'], ['/customer/unsuscribe', 'demo']] as const) {
      const token = await attendee(tenant);
      const other = await attendee(tenant);
      const res = await call(app, url, { tenant, method: 'POST', token });
      expect(res.status).toBe(204);
      expect((await call(app, '/customer', { tenant, token })).status).toBe(403);
      expect((await call(app, '/customer', { tenant, token: other })).status).toBe(403);
      const again = await call(app, '/customer/login', { tenant, body: { user: DEMO_ACCOUNTS.attendee } });
      expect(again.body.errors).toEqual({ email: ['auth.failed'] });
    }
    // Other tenants keep their account.
    await attendee('hermes');
    expect((await call(app, '/customer/unsubscribe', { method: 'POST' })).status).toBe(403);
  });

  it('POST /customer/register-device stores a device (204) and validates the body', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    expect((await call(app, '/customer/register-device', { token, body: { deviceToken: 'fcm:abc', platform: 'android' } })).status).toBe(204);
    expect((await call(app, '/customer/register-device', { token, body: { deviceToken: 'fcm:abc', platform: 'ios' } })).status).toBe(204);
    const bad = await call(app, '/customer/register-device', { token, body: { platform: 'symbian' } });
    expect(bad.body.errors).toEqual({ deviceToken: ['validation.required'], platform: ['validation.in'] });
    expect((await call(app, '/customer/register-device', { body: { deviceToken: 'x', platform: 'web' } })).status).toBe(403);
  });

  it('POST /customer/invitation-register redeems a code once', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'cned');
    const code = invitationCode('cned', 20);
    expect((await call(app, '/customer/invitation-register', { tenant: 'cned', token, body: { invitationCode: code } })).status).toBe(200);
    expect((await call(app, '/customer/invitation-register', { tenant: 'cned', token, body: { invitationCode: code } })).body.errors).toEqual({
      invitationCode: ['signup.invitation_invalid'],
    });
    expect((await call(app, '/customer/invitation-register', { tenant: 'cned', token, body: {} })).body.errors).toEqual({
      invitationCode: ['validation.required'],
    });
  });
});
