/**
 * The emails people get (mail-templates.ts, mail.ts, orders.ts): every template in the
 * six languages with the same placeholders; an order's emails in the BUYER's language, once per
 * event however often the change is asked for (double click, webhook again, two tabs); "send it
 * to me again" and its limit. Registrations and meetings: participation.test.ts, networking.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentTypeListSchema, ticketListSchema } from '../lib/api/schemas';
import { LOCALES } from '../lib/tenants/schema';
import { statementCache } from './db';
import { makeDeps, type Deps } from './deps';
import { sendMail } from './mail';
import { formatWhen, qrAttachment, RIGHTS, rightsList, SNIPPETS, TEMPLATES } from './mail-templates';
import { RESEND_MAX } from './orders';
import { call, signIn, TEST_SECRETS, testServer, TENANTS } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('the templates', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('every email and snippet exists in the six languages, each language with the same placeholders as Spanish', () => {
    for (const [kind, byLocale] of Object.entries(TEMPLATES)) {
      for (const locale of LOCALES) {
        const t = byLocale[locale];
        expect(t?.subject, `${kind}.${locale}`).toBeTruthy();
        expect(placeholders(t!.subject + t!.text), `${kind}.${locale}`).toEqual(placeholders(byLocale.es.subject + byLocale.es.text));
      }
      // Every email about something on the portal links to it (the sign-in code is the one exception: the code is the point).
      if (kind !== 'twoFactor' && kind !== 'emailChangeNotice') expect(byLocale.es.text, kind).toContain('{link}');
    }
    for (const [key, byLocale] of Object.entries(SNIPPETS)) {
      for (const locale of LOCALES) expect(placeholders(byLocale[locale]), `${key}.${locale}`).toEqual(placeholders(byLocale.es));
    }
  });

  it('names each right with the words of every portal screen (messages/<locale>.json TicketRights.rights), in the six languages', () => {
    for (const locale of LOCALES) {
      const catalogue = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')) as { TicketRights: { rights: Record<string, string> } };
      expect(RIGHTS[locale], locale).toEqual(catalogue.TicketRights.rights);
    }
  });

  it('a ticket’s rights are listed in the portal’s own words; times in the event’s zone; the QR is a PNG of its code’s matrix', () => {
    expect(rightsList('en', ['streams', 'files'])).toBe('- Live streams\n- Session files');
    expect(rightsList('eus', ['diploma'])).toMatch(/^- \S/);
    expect(formatWhen('en', '2027-03-09T08:00:00Z', '2027-03-09T09:30:00Z', 'Europe/Madrid')).toBe('Tuesday, March 9, 2027, 09:00–10:30');
    expect(formatWhen('es', '2027-03-09T08:00:00Z', '2027-03-09T09:30:00Z', 'Europe/Madrid')).toBe('martes, 9 de marzo de 2027, 09:00–10:30');
    // A tenant in Athens (cned): its sessions are told in Athens time.
    expect(formatWhen('en', '2027-01-27T07:00:00Z', '2027-01-27T08:30:00Z', 'Europe/Athens')).toBe('Wednesday, January 27, 2027, 09:00–10:30');
    const qr = qrAttachment('EKT1:demo:1:abcdef0123');
    expect([qr.filename, qr.contentType, qr.encoding]).toEqual(['acreditacion-qr.png', 'image/png', 'base64']);
    // Every module of the code's matrix is a black 8×8 square inside a 4-module white margin.
    const { width, pixel } = readPng(Buffer.from(qr.content, 'base64'));
    const matrix = QRCode.create('EKT1:demo:1:abcdef0123', { errorCorrectionLevel: 'M' }).modules;
    expect(width).toBe((matrix.size + 8) * 8);
    for (let row = -4; row < matrix.size + 4; row++) {
      for (let col = -4; col < matrix.size + 4; col++) {
        const dark = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && Boolean(matrix.get(row, col));
        expect(pixel((col + 4) * 8 + 4, (row + 4) * 8 + 4), `${row},${col}`).toBe(dark ? 0 : 255);
      }
    }
  });
});

/** An 8-bit greyscale PNG without filters (what qrPng writes), read back: its width and pixels. */
function readPng(png: Buffer): { width: number; pixel: (x: number, y: number) => number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + len);
    expect(png.readUInt32BE(at + 8 + len), `${type} CRC`).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + len)) >>> 0);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      expect([data[8], data[9]]).toEqual([8, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  return { width, pixel: (x, y) => raw[y * (width + 1) + 1 + x]! };
}

// The server on a file so the test can read the mails table and make customers directly.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-emails-'));
const server = {} as { app: FastifyInstance; db: Database.Database; deps: Deps };
beforeAll(async () => {
  const dbPath = path.join(dir, 'demo.sqlite');
  server.app = await testServer({ dbPath, reset: true });
  server.db = new Database(dbPath);
  server.db.pragma('busy_timeout = 2000');
  server.deps = makeDeps(server.db, statementCache(server.db), { publicUrl: 'http://localhost:4000', tenants: TENANTS, secrets: TEST_SECRETS });
});
afterAll(async () => {
  server.db?.close();
  await server.app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** A verified buyer of digitalone with a session. */
function buyer(): { id: number; token: string; email: string } {
  const email = `correo${++n}-${crypto.randomUUID().slice(0, 8)}@ekitaldi.test`;
  const id = Number(
    server.db
      .prepare("INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES ('digitalone', ?, 'x', 'Ana', 'Correo', 1, ?)")
      .run(email, new Date().toISOString()).lastInsertRowid,
  );
  const token = crypto.randomBytes(24).toString('base64url');
  server.db
    .prepare("INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, 'digitalone', ?, ?, ?)")
    .run(crypto.createHash('sha256').update(token).digest('hex'), id, Date.now(), Date.now() + 86_400_000);
  return { id, token, email };
}

const T = 'digitalone';
const api = (url: string, token: string, body?: unknown, locale?: string) => call(server.app, url, { tenant: T, token, body, locale, ...(body === undefined && url.includes('/cancel') ? { method: 'POST' as const } : {}) });
const post = (url: string, token: string, locale?: string) => call(server.app, url, { tenant: T, token, method: 'POST', locale });
const mails = (email: string) =>
  (server.db.prepare('SELECT subject, text, links, attachments FROM mails WHERE to_email = ? ORDER BY id').all(email) as { subject: string; text: string; links: string; attachments: string }[]).map((m) => ({
    ...m,
    links: JSON.parse(m.links) as string[],
    attachments: JSON.parse(m.attachments) as { filename: string; content: string }[],
  }));

async function catalogue() {
  const tickets = ticketListSchema.parse((await call(server.app, '/conferences/tickets', { tenant: T })).body);
  const types = paymentTypeListSchema.parse((await call(server.app, '/payment-types', { tenant: T })).body);
  return { free: tickets.find((t) => t.free)!, paid: tickets.find((t) => !t.free)!, card: types.find((p) => p.kind === 'card')!, transfer: types.find((p) => p.kind === 'transfer')! };
}

describe('an order’s emails', () => {
  it('the free ticket, taken twice at once: one confirmation, in the buyer’s language (English), with what it includes and no QR (it grants none)', async () => {
    const b = buyer();
    const { free } = await catalogue();
    const body = { ticketId: free.id, conditionsAccepted: true };
    const [x, y] = await Promise.all([api('/orders', b.token, body, 'en'), api('/orders', b.token, body, 'en')]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const sent = mails(b.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Your ticket “.+” · /);
    expect(sent[0]!.text).toContain('- Live streams\n- Session files');
    expect(sent[0]!.text).not.toContain('QR');
    // When and where the event is, and the event for the calendar: the venue, the days in its zone.
    expect(sent[0]!.text).toMatch(/\n\nWhen: February 2\s?–\s?3, 2027\nWhere: Lisbon Congress Centre · Europa Conference Centre \(Vitoria-Gasteiz\)\nThe attached file \(evento.ics\)/);
    expect(sent[0]!.attachments.map((a) => a.filename)).toEqual(['evento.ics']);
    const ics = sent[0]!.attachments[0]!.content.replace(/\r\n /g, '');
    const event = server.db.prepare("SELECT starts_at, ends_at FROM events WHERE tenant = 'digitalone'").get() as { starts_at: string; ends_at: string };
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc(event.starts_at)}\r\n`);
    expect(ics).toContain(`DTEND:${utc(event.ends_at)}\r\n`);
    expect(ics).toContain('\r\nLOCATION:Lisbon Congress Centre · Europa Conference Centre (Vitoria-Gasteiz)\r\n');
    expect(sent[0]!.links).toEqual([expect.stringMatching(/\/en\/usuario#mis-entradas$/)]);
  });

  it('a card payment (a Portuguese-speaking account): the checkout page posted twice and the webhook again → one confirmation, with the accreditation QR attached and linked', async () => {
    const b = buyer();
    const { paid, card } = await catalogue();
    const s = (await api('/payment/create-checkout-session', b.token, { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true }, 'pt')).body;
    const pay = () =>
      server.app.inject({
        method: 'POST',
        url: `/__demo/checkout/${encodeURIComponent(s.id)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: 'pay', card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
      });
    await pay();
    await pay();
    for (let i = 0; i < 2; i++) expect((await api('/confirm-payment', b.token, { sessionId: s.id }, 'pt')).status).toBe(200);
    const sent = mails(b.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^O seu bilhete “.+” · /);
    expect(sent[0]!.text).toMatch(/O seu código QR de acreditação vai em anexo \(acreditacion-qr.png\).*O seu código: EK2:DIGITALONE:[0-9A-Z $%*+\-./:]{105}/s);
    expect(sent[0]!.text).toMatch(/Quando: .+\nOnde: .+\nO ficheiro anexo \(evento.ics\)/);
    expect(sent[0]!.attachments.map((a) => a.filename)).toEqual(['acreditacion-qr.png', 'evento.ics']);
    expect(sent[0]!.links).toEqual([expect.stringMatching(/\/pt\/usuario#mis-entradas$/), expect.stringMatching(/\/pt\/usuario#acreditacion$/)]);
  });

  it('a bank transfer: instructions once (asked twice) with amount, IBAN, reference and date; confirmed twice → one "payment received"', async () => {
    const b = buyer();
    const { paid, transfer } = await catalogue();
    const body = { ticketId: paid.id, paymentTypeId: transfer.id, conditionsAccepted: true };
    const first = (await api('/payment/create-checkout-session', b.token, body)).body;
    expect((await api('/payment/create-checkout-session', b.token, body)).body.order.id).toBe(first.order.id);
    let sent = mails(b.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Cómo pagar el pedido ${first.order.reference} por transferencia · ${sent[0]!.subject.split(' · ')[1]}`);
    expect(sent[0]!.text).toMatch(/Importe: 120,00\s€/);
    expect(sent[0]!.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    expect(sent[0]!.text).toContain(`Concepto (escríbelo en la transferencia): ${first.order.reference}`);
    expect(sent[0]!.text).toMatch(/Paga antes del: \d{1,2} de \w+ de 20\d\d/);

    const organiser = await signIn(server.app, 'organizador@ekitaldi.test', 'Organizador#2026', T);
    expect((await post(`/admin/orders/${first.order.id}/confirm`, organiser)).status).toBe(200);
    await post(`/admin/orders/${first.order.id}/confirm`, organiser);
    sent = mails(b.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/^Hemos recibido tu pago del pedido /);
    expect(sent[1]!.attachments.map((a) => a.filename)).toEqual(['acreditacion-qr.png', 'evento.ics']);
  });

  it('a pending transfer cancelled by its buyer (twice): one "order cancelled" linking the purchase; an abandoned card checkout sends nothing', async () => {
    const b = buyer();
    const { paid, transfer, card } = await catalogue();
    const s = (await api('/payment/create-checkout-session', b.token, { ticketId: paid.id, paymentTypeId: transfer.id, conditionsAccepted: true }, 'pt')).body;
    expect((await post(`/orders/${s.order.id}/cancel`, b.token, 'pt')).status).toBe(200);
    expect((await post(`/orders/${s.order.id}/cancel`, b.token, 'pt')).status).toBe(200);
    const sent = mails(b.email);
    expect(sent.map((m) => m.subject.split(' · ')[0])).toEqual([`Como pagar a encomenda ${s.order.reference} por transferência`, `Encomenda ${s.order.reference} cancelada`]);
    expect(sent[1]!.links).toEqual([expect.stringMatching(/\/pt\/proceso-de-compra$/)]);

    const c = (await api('/payment/create-checkout-session', b.token, { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true })).body;
    expect((await post(`/orders/${c.order.id}/cancel`, b.token)).status).toBe(200);
    expect(mails(b.email)).toHaveLength(2);
  });

  it('"send it to me again": a paid order’s confirmation again (each time), up to the limit (429 purchase.resend_limit); not for a pending order (409) or someone else’s (404)', async () => {
    const b = buyer();
    const other = buyer();
    const { free, paid, transfer } = await catalogue();
    const order = (await api('/orders', b.token, { ticketId: free.id, conditionsAccepted: true })).body;
    for (let i = 0; i < RESEND_MAX; i++) expect((await post(`/orders/${order.id}/resend-confirmation`, b.token)).status).toBe(204);
    expect(mails(b.email)).toHaveLength(1 + RESEND_MAX);
    const limited = await post(`/orders/${order.id}/resend-confirmation`, b.token);
    expect([limited.status, limited.body.errors]).toEqual([429, { order: ['purchase.resend_limit'] }]);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(mails(b.email)).toHaveLength(1 + RESEND_MAX);
    expect((await post(`/orders/${order.id}/resend-confirmation`, other.token)).status).toBe(404);

    const pending = (await api('/payment/create-checkout-session', other.token, { ticketId: paid.id, paymentTypeId: transfer.id, conditionsAccepted: true })).body;
    const refused = await post(`/orders/${pending.order.id}/resend-confirmation`, other.token);
    expect([refused.status, refused.body.errors]).toEqual([409, { status: ['purchase.not_paid'] }]);
  });
});

describe('once per event', () => {
  it('a second email with the same event key is not stored', () => {
    const tenant = TENANTS.find((t) => t.key === T)!;
    const m = { tenant, to: 'clave@ekitaldi.test', locale: 'es' as const, kind: 'orderCancelled' as const, vars: { name: 'Ana', ticket: 'X', reference: 'R', amount: '0 €' }, eventKey: 'order:test:cancelled' };
    expect(sendMail(server.deps, m)).toEqual(expect.any(Number));
    expect(sendMail(server.deps, m)).toBeNull();
    expect(mails('clave@ekitaldi.test')).toHaveLength(1);
  });
});
