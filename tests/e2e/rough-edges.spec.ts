import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { TAGS } from './auth-helpers';
import { apiToken, callApi } from './demo-api-client';
import { E2E } from './env';

/**
 * Rough edges an attendee hit (issue 28), one test per item at least: fresh accounts only (the
 * seeded ones belong to other specs).
 */

const EIRV = E2E.host('eirv2023.localhost');

function runDb() {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A new verified account on `host` (eirv2023 asks for a position), signed in through the API. */
async function freshAccount(tag: string, host: string) {
  const email = `r28-${tag}-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 7)}@ekitaldi.test`;
  const password = 'Rincones#2026';
  const signup = await callApi(host, '/customer/signup', {
    body: {
      customer: { email, password, passwordConfirmation: password, name: 'Prueba', surname: 'Rincones', telephone: '600111222', company: 'Ekitaldi', position: 'Asistente', userType: 'attendee' },
      privacyPolicy: true,
      dataAuthorization: true,
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = mails.flatMap((m) => m.links).find((l) => l.includes('/validate/'));
      return link;
    })
    .toBeTruthy();
  expect((await callApi(host, '/customer/validate', { body: { token: new URL(link!).pathname.split('/').pop() } })).status).toBe(200);
  return { email, password, token: await apiToken(host, email, password) };
}

async function customerId(host: string, token: string): Promise<number> {
  const me = await callApi(host, '/customer', { token });
  expect(me.status).toBe(200);
  const b = me.body as { customer?: { id: number }; id?: number };
  return (b.customer?.id ?? b.id)!;
}

/** Axe over the page, or over what `include` selects (the part an item changed). */
async function axe(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('item 2: a pending registration of an ended event', () => {
  for (const width of [360, 1280]) {
    test(`is shown as expired, can only be discarded, and is never offered as a task (${width}px)`, async ({ browser }) => {
      const buyer = await freshAccount(`expired${width}`, 'eirv2023.localhost');
      const id = await customerId('eirv2023.localhost', buyer.token);
      const db = runDb();
      let title: string;
      try {
        // eirv2023 was held in May 2023: a registration left half-way then, as the API would keep it.
        const session = db
          .prepare(
            `SELECT c.id, i.title FROM conferences c JOIN conference_i18n i ON i.conference_id = c.id AND i.locale = 'es'
             WHERE c.tenant = 'eirv2023' AND c.starts_ts < ? ORDER BY c.id LIMIT 1`,
          )
          .get(Math.floor(Date.now() / 1000) - 86_400) as { id: number; title: string };
        title = session.title;
        db.prepare(
          `INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, missing, created_at)
           VALUES (?, 'eirv2023', ?, ?, NULL, 'pending', 'room', ?)`,
        ).run(crypto.randomUUID(), id, session.id, '2023-05-01T10:00:00.000Z');
      } finally {
        db.close();
      }
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      await context.addCookies([{ name: 'auth', value: buyer.token, url: EIRV, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await page.goto(`${EIRV}/usuario#mis-actividades`);
      const section = page.getByRole('region', { name: 'Inscripciones pendientes' });
      await expect(section).toContainText('ya se celebró: la inscripción que dejaste a medias ha caducado y solo puedes descartarla');
      await expect(section).not.toContainText('continúalas');
      const card = section.getByRole('listitem').filter({ hasText: title });
      await expect(card).toContainText('Caducada: la sesión ya se celebró');
      await expect(card.getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Continuar la inscripción/ })).toHaveCount(0);
      expect(await axe(page, 'section[aria-labelledby="activities-pending"]')).toEqual([]);

      await card.getByRole('button', { name: /^Descartar/ }).click();
      await page.getByRole('button', { name: 'Sí, descartarla' }).click();
      await expect(section).toContainText(`Se ha descartado la inscripción pendiente en «${title}».`);
      await expect(section).toContainText('No tienes inscripciones pendientes.');
      const left = await callApi('eirv2023.localhost', '/customer/conferences', { token: buyer.token });
      expect((left.body as { pending: unknown[] }).pending).toEqual([]);
      await context.close();
    });
  }
});
