/**
 * Invitations that give a ticket (invitations.ts): the organiser issues a batch naming a ticket
 * type and lists who redeemed which (403 for anyone else); a code gives that ticket through
 * invitation sign-up and through redeeming it signed in, and the account sees it as its ticket.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminInvitationListSchema, invitationRedeemedSchema } from '../lib/api/schemas/account-extras';
import { customerIndexInfoSchema, ticketListSchema } from '../lib/api/schemas';
import { DEMO_ACCOUNTS } from './seed';
import { call, mailbox, signIn, testServer, withCaptcha } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const organiser = () => signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
const tickets = async () => ticketListSchema.parse((await call(app, '/conferences/tickets')).body);

let n = 0;
/** The address of the newest account() */
let lastEmail = '';
const customer = (email: string) => ({
  customer: { email, password: 'Invita#2026', passwordConfirmation: 'Invita#2026', name: 'Invi', surname: 'Tada', telephone: '612345678', userType: 'attendee' },
  privacyPolicy: true,
  dataAuthorization: true,
  custom_form_id: 2,
  survey: { postal_code: '48001' },
});

/** Signs up (by invitation when `code` is given), opens the link of the demo mailbox, signs in. */
async function account(code?: string): Promise<string> {
  const email = `inv-${++n}-${Math.random().toString(36).slice(2)}@ekitaldi.test`;
  lastEmail = email;
  const res = await call(app, code ? '/customer/invitation-signup' : '/customer/signup', { body: await withCaptcha(app, 'demo', { ...customer(email), ...(code ? { invitationCode: code } : {}) }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await app.inject({ url: `/__demo/mailbox.json?to=${encodeURIComponent(email)}` });
  const link = (mail.json() as { links: string[] }[])[0]!.links[0]!;
  expect((await call(app, '/customer/validate', { body: { token: link.split('/').pop() } })).status).toBe(200);
  return signIn(app, email, 'Invita#2026');
}

async function batch(ticketId: number, count: number, note?: string): Promise<string[]> {
  const res = await call(app, '/admin/invitations', { token: await organiser(), body: { ticketId, count, ...(note ? { note } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminInvitationListSchema.parse(res.body).map((i) => i.code);
}

describe('POST /admin/invitations and GET /admin/invitations', () => {
  it('issues `count` codes naming the ticket, with the note; refuses a ticket not sold and a bad count', async () => {
    const free = (await tickets()).find((t) => t.free)!;
    const token = await organiser();
    const res = await call(app, '/admin/invitations', { token, body: { ticketId: free.id, count: 3, note: 'Prensa' } });
    expect(res.status).toBe(201);
    const codes = adminInvitationListSchema.parse(res.body);
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    for (const c of codes) {
      expect(c).toMatchObject({ ticket: { id: free.id, name: free.name }, note: 'Prensa', redeemedAt: null, redeemedBy: null });
      expect(c.code).toMatch(/^INV-DEMO-[A-Z2-9]{8}$/);
    }
    expect((await call(app, '/admin/invitations', { token, body: { ticketId: 99_999, count: 1 } })).body.errors).toEqual({ ticketId: ['validation.in'] });
    expect((await call(app, '/admin/invitations', { token, body: { ticketId: free.id, count: 0 } })).status).toBe(422);
    expect((await call(app, '/admin/invitations', { token, body: { ticketId: free.id, count: 201 } })).status).toBe(422);
  });

  it('is the organiser\'s only: 403 invitations.forbidden for an attendee (issue and list; the session stays), no token 403', async () => {
    const attendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    const free = (await tickets()).find((t) => t.free)!;
    const issue = await call(app, '/admin/invitations', { token: attendee, body: { ticketId: free.id, count: 1 } });
    expect([issue.status, issue.body.errors]).toEqual([403, { role: ['invitations.forbidden'] }]);
    const list = await call(app, '/admin/invitations', { token: attendee });
    expect([list.status, list.body.errors]).toEqual([403, { role: ['invitations.forbidden'] }]);
    expect((await call(app, '/customer', { token: attendee })).status).toBe(200);
    expect((await call(app, '/admin/invitations')).status).toBe(403);
  });
});

describe('a code gives the ticket it names', () => {
  it('through invitation sign-up: the new account holds that ticket; the list says who redeemed it', async () => {
    const free = (await tickets()).find((t) => t.free)!;
    const [code] = await batch(free.id, 1);
    const token = await account(code);
    const info = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { token })).body);
    expect(info.ticket).toMatchObject({ id: free.id, source: 'invitation', orderId: null, rights: ['streams', 'files'] });
    const list = adminInvitationListSchema.parse((await call(app, '/admin/invitations', { token: await organiser() })).body);
    const row = list.find((i) => i.code === code)!;
    expect(row.redeemedBy).toMatchObject({ name: 'Invi Tada' });
    expect(row.redeemedAt).not.toBeNull();
  });

  it('through redeeming it signed in: that ticket (the full one here), the badge with it; the same code again is refused', async () => {
    const full = (await tickets()).find((t) => !t.free)!;
    const [code] = await batch(full.id, 1);
    const token = await account();
    const email = lastEmail;
    const res = await call(app, '/customer/invitation-register', { token, body: { invitationCode: code } });
    expect(invitationRedeemedSchema.parse(res.body).ticket).toMatchObject({ id: full.id, name: full.name });
    // Its email, once: the ticket, the event's days and venues with its .ics, what it includes, the badge's QR as a PNG.
    const ticketMails = (await mailbox(app, email)).filter((m) => m.subject.startsWith(`Tu entrada «${full.name}»`));
    expect(ticketMails).toHaveLength(1);
    expect(ticketMails[0]!.text).toContain(`Con la invitación ${code} tienes la entrada «${full.name}».\n\nCuándo: `);
    expect(ticketMails[0]!.text).toMatch(/\nDónde: .+\nEl archivo adjunto \(evento.ics\).*\nIncluye:\n- Sesiones presenciales/s);
    expect(ticketMails[0]!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['acreditacion-qr.png', 'image/png'],
      ['evento.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    const info = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { token })).body);
    expect([info.ticket?.id, info.accreditation.available]).toEqual([full.id, true]);
    const again = await call(app, '/customer/invitation-register', { token: await account(), body: { invitationCode: code } });
    expect(again.body.errors).toEqual({ invitationCode: ['signup.invitation_invalid'] });
  });

  it('the seeded codes (INV-DEMO-…) give the full ticket through sign-up', async () => {
    const full = (await tickets()).find((t) => !t.free)!;
    const token = await account('INV-DEMO-0019');
    const info = customerIndexInfoSchema.parse((await call(app, '/customer/customer-index-info', { token })).body);
    expect(info.ticket).toMatchObject({ id: full.id, source: 'invitation' });
  });
});
