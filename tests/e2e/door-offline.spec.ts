import { expect, settlePages, test, type Page } from './fixtures';
import { callApi } from './demo-api-client';
import { customerId, freshAttendee } from './attendees';
import { admissions, badgeOf, cameraBrowser, cameraFilm, cameraOffAtFirst, doorUrl, FIRST_SCAN, HOST, newList, organiserToken } from './door-camera';

/**
 * The door page offline, in Chromium with a fake camera: scans decided on the device
 * from the synced list and the badge's signature, kept in IndexedDB and sent once the network is
 * back (each once: the server holds exactly what was admitted); two devices that admitted the same
 * badge offline end with one check-in and one conflict shown; a ticket withdrawn while a device
 * was offline is refused by that device after its next sync.
 */

test.describe.configure({ timeout: 180_000 });

/** The camera button says what it does now: turn on a paused camera, pause a running one. */
const startCamera = (page: Page) => page.getByRole('button', { name: 'Encender la cámara' }).click();
const pauseCamera = (page: Page) => page.getByRole('button', { name: 'Pausar la cámara' }).click();

/** The door page through the staff link, the camera off until the test turns it on, synced. */
async function openDoor(page: Page, list: { id: number; key: string }) {
  await cameraOffAtFirst(page);
  await page.goto(doorUrl(list));
  await expect(page.getByTestId('door-status')).toContainText('En línea');
}

test('three badges admitted offline are sent once when the network is back: the server holds exactly three check-ins', async ({ request }) => {
  const organiser = await organiserToken();
  const list = await newList(organiser, { name: `Sin red ${Date.now()}`, kind: 'entrance' });
  const people = [];
  for (const i of [1, 2, 3]) people.push(await freshAttendee(request, `sin-red-${i}`));
  const codes = await Promise.all(people.map((p) => badgeOf(p.token)));
  const ids = await Promise.all(people.map((p) => customerId(p.token)));
  const staff = await cameraBrowser(
    await cameraFilm([{ code: codes[0]!, seconds: 2 }, { code: null, seconds: 1 }, { code: codes[1]!, seconds: 2 }, { code: null, seconds: 1 }, { code: codes[2]!, seconds: 2 }, { code: null, seconds: 25 }]),
  );
  try {
    const context = await staff.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await openDoor(page, list);
    // Entrance lists share who is inside the venue: others may be in already.
    const inside = Number(await page.getByTestId('door-inside').textContent());
    await context.setOffline(true);
    await expect(page.getByTestId('door-status')).toContainText('Sin conexión: se decide en este dispositivo');
    await startCamera(page);
    await expect(page.getByTestId('door-queued')).toHaveText('3 escaneos pendientes de enviar', { timeout: 45_000 });
    await pauseCamera(page);
    const verdict = page.getByTestId('door-verdict');
    await expect(verdict).toHaveAttribute('data-offline', 'true');
    await expect(verdict).toContainText('Decidido en este dispositivo: se enviará al volver la conexión.');
    await expect(page.getByTestId('door-inside')).toHaveText(String(inside + 3));
    expect(admissions(list.id)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId('door-queued')).toHaveText('Nada pendiente de enviar');
    await expect(page.getByTestId('door-status')).toContainText('En línea');
    expect(admissions(list.id).map((a) => a.customer_id).sort()).toEqual([...ids].sort());
    await expect(page.getByTestId('door-conflicts')).toHaveCount(0);
    await settlePages(context);
    await context.close();
  } finally {
    await staff.close();
  }
});

test('two devices admit the same badge offline: after both sync, one check-in and one conflict shown', async ({ request }) => {
  const organiser = await organiserToken();
  const list = await newList(organiser, { name: `Dos puertas ${Date.now()}`, kind: 'entrance' });
  const person = await freshAttendee(request, 'dos-puertas');
  const staff = await cameraBrowser(await cameraFilm([{ code: await badgeOf(person.token), seconds: 2 }]));
  try {
    const [a, b] = [await staff.newContext({ locale: 'es-ES' }), await staff.newContext({ locale: 'es-ES' })];
    const [pa, pb] = [await a.newPage(), await b.newPage()];
    await openDoor(pa, list);
    await openDoor(pb, list);
    await a.setOffline(true);
    await b.setOffline(true);
    for (const page of [pa, pb]) {
      await startCamera(page);
      await expect(page.getByTestId('door-verdict')).toHaveAttribute('data-result', 'admitted', FIRST_SCAN);
      await expect(page.getByTestId('door-verdict')).toHaveAttribute('data-offline', 'true');
      await pauseCamera(page);
      await expect(page.getByTestId('door-queued')).toHaveText('1 escaneo pendiente de enviar');
    }

    await a.setOffline(false);
    await expect(pa.getByTestId('door-queued')).toHaveText('Nada pendiente de enviar');
    await b.setOffline(false);
    await expect(pb.getByTestId('door-queued')).toHaveText('Nada pendiente de enviar');
    expect(admissions(list.id)).toHaveLength(1);
    await expect(pa.getByTestId('door-conflicts')).toHaveCount(0);
    const conflicts = pb.getByTestId('door-conflicts');
    await expect(conflicts.getByRole('heading')).toHaveText('Conflictos (1)');
    await expect(conflicts.getByTestId('door-conflict')).toContainText('Prueba dos-puertas: aquí «Admitido», el servidor «Ya estaba dentro»');
    for (const c of [a, b]) {
      await settlePages(c);
      await c.close();
    }
  } finally {
    await staff.close();
  }
});

test('a ticket withdrawn while a device was offline is refused by that device after its next sync', async ({ request }) => {
  const organiser = await organiserToken();
  const list = await newList(organiser, { name: `Retirada ${Date.now()}`, kind: 'entrance' });
  const person = await freshAttendee(request, 'retirada');
  const staff = await cameraBrowser(await cameraFilm([{ code: await badgeOf(person.token), seconds: 2 }]));
  try {
    const context = await staff.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await openDoor(page, list);
    await context.setOffline(true);
    await expect(page.getByTestId('door-status')).toContainText('Sin conexión');
    expect((await callApi(HOST, `/admin/customers/${await customerId(person.token)}/ticket/withdraw`, { token: organiser, body: {} })).status).toBe(204);
    // Back online: the next sync brings the revocation; offline again, the device refuses alone.
    await context.setOffline(false);
    await expect(page.getByTestId('door-status')).toContainText('En línea');
    await context.setOffline(true);
    await startCamera(page);
    const verdict = page.getByTestId('door-verdict');
    await expect(verdict).toHaveAttribute('data-result', 'refused', FIRST_SCAN);
    await expect(verdict).toHaveAttribute('data-reason', 'revoked');
    await expect(verdict).toHaveAttribute('data-offline', 'true');
    await expect(verdict).toContainText('Acreditación anulada');
    await settlePages(context);
    await context.close();
  } finally {
    await staff.close();
  }
});
