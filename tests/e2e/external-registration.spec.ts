import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { TAGS } from './auth-helpers';
import { callApi } from './demo-api-client';
import { sessionIdOf } from './attendees';

/**
 * A seat without an account (POST /custom-form/external-register): no such door where seats need
 * a ticket (localhost); where the tenant's registration form takes people without an account
 * (hermes's first workshop), the organiser sees the seat on the session's moderation page, marked
 * as taken without an account, and frees it.
 */

const HERMES = E2E.host('hermes.localhost');
const ANSWERS = { organisation: 'Ekitaldi', profile: 'professional', share_data: true };

/** The hermes session whose registration form takes people without an account: id, slug, its room. */
async function openWorkshop(): Promise<{ id: number; slug: string; room: { id: number; name: string } }> {
  const list = (await callApi('hermes.localhost', '/conferences/all')).body as unknown as { id: number; slug: string }[];
  for (const c of list) {
    const form = await callApi('hermes.localhost', `/conferences/custom-form?conference_id=${c.id}&kind=registration`);
    if (form.status === 200 && form.body!.externalRegistration === true) {
      const seats = (await callApi('hermes.localhost', `/conferences/${c.id}/rooms-seating`)).body as { rooms: { id: number; name: string }[] };
      return { id: c.id, slug: c.slug, room: seats.rooms[0]! };
    }
  }
  throw new Error('no hermes session takes registrations without an account');
}

const occupied = async (host: string, id: number) => ((await callApi(host, `/conferences/${id}/rooms-seating`)).body as { rooms: { occupied: number }[] }).rooms.map((r) => r.occupied);

test('no seat without an account where seats need a ticket (localhost: the door is not there)', async () => {
  const id = await sessionIdOf('en-directo');
  const rooms = ((await callApi('localhost', `/conferences/${id}/rooms-seating`)).body as { rooms: { id: number }[] }).rooms;
  const before = await occupied('localhost', id);
  for (const room of rooms) {
    const res = await callApi('localhost', '/custom-form/external-register', {
      body: { custom_form_id: 4, conference_id: id, room_id: room.id, email: `sin-entrada-${Date.now()}@ekitaldi.test`, name: 'Sin', surname: 'Entrada', survey: ANSWERS },
    });
    expect(res.status).toBe(404);
  }
  expect(await occupied('localhost', id)).toEqual(before);
});

test('the organiser sees a seat taken without an account and frees it', async ({ browser }) => {
  const workshop = await openWorkshop();
  const email = `sin-cuenta-${Date.now().toString(36)}@ekitaldi.test`;
  const taken = await callApi('hermes.localhost', '/custom-form/external-register', {
    body: { custom_form_id: 4, conference_id: workshop.id, room_id: workshop.room.id, email, name: 'Nerea', surname: 'Sin Cuenta', survey: ANSWERS },
  });
  expect(taken.status).toBe(201);
  const [before] = await occupied('hermes.localhost', workshop.id);

  const organiser = (await callApi('hermes.localhost', '/customer/login', { body: { user: ACCOUNTS.organiser } })).body!.token as string;
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: organiser, url: HERMES, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(`${HERMES}/agenda/${workshop.slug}/moderacion`);
  const admin = page.getByTestId('seats-admin');
  const row = admin.getByRole('list', { name: `Inscritos en ${workshop.room.name}` }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(`Nerea Sin Cuenta · ${email}`);
  await expect(row).toContainText('Sin cuenta · ');
  expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="seats-admin"]').analyze()).violations).toEqual([]);
  await row.screenshot({ path: test.info().outputPath('external-seat.png') });

  await row.getByRole('button', { name: 'Quitar la inscripción' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Quitar la inscripción de Nerea Sin Cuenta?' });
  await expect(dialog).toContainText('Se inscribió sin cuenta: su plaza pasará al primero de la lista de espera. No recibirá ningún aviso ni el motivo.');
  await dialog.getByRole('button', { name: 'Quitar la inscripción' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status')).toHaveText('Has quitado la inscripción de Nerea Sin Cuenta.');
  await expect(row).toHaveCount(0);
  expect((await occupied('hermes.localhost', workshop.id))[0]).toBe(before! - 1);
  await context.close();
});
