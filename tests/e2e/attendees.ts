import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type BrowserContext } from './fixtures';
import { E2E } from './env';
import { callApi } from './demo-api-client';
import { createVerifiedAccount } from './auth-helpers';

/**
 * Attendees for the participation and live-room specs: fresh verified accounts on localhost
 * (signed in through the API, optionally holding a ticket as a paid order would give them), and
 * the session look-ups those specs share. Seats are shared state: each test takes them with its
 * own fresh account and gives them back (`release`).
 */

export async function tokenFor(host: string, email: string, password: string): Promise<string> {
  const { status, body } = await callApi(host, '/customer/login', { body: { user: { email, password } } });
  expect(status, `login of ${email}`).toBe(200);
  return body!.token as string;
}

/** The id of the localhost customer signed in with `token`. */
export async function customerId(token: string): Promise<number> {
  const me = await callApi('localhost', '/customer', { token });
  expect(me.status).toBe(200);
  const b = me.body as { customer?: { id: number }; id?: number };
  return (b.customer?.id ?? b.id)!;
}

/** The demo tenant needs a ticket to register: granted in the run's database, as a paid order would. */
export async function grantTicket(token: string) {
  const id = await customerId(token);
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES (?, ?, ?)').run('demo', id, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** A fresh verified account on localhost, signed in through the API; `ticket`: it holds a ticket. */
export async function freshAttendee(request: Parameters<typeof createVerifiedAccount>[0], tag: string, { ticket = true } = {}) {
  const account = await createVerifiedAccount(request, tag);
  const token = await tokenFor('localhost', account.email, account.password);
  if (ticket) await grantTicket(token);
  return { ...account, token };
}

export async function signInWithToken(context: BrowserContext, token: string, host = 'localhost') {
  await context.addCookies([{ name: 'auth', value: token, url: E2E.host(host), sameSite: 'Lax' }]);
}

export async function sessionIdOf(slug: string, host = 'localhost'): Promise<number> {
  const { status, body } = await callApi(host, `/conferences/${slug}`);
  expect(status).toBe(200);
  return body!.id as number;
}

/** Frees whatever the account holds in a session (confirmed or pending), whatever state a test left. */
export async function release(token: string, slug: string) {
  const id = await sessionIdOf(slug);
  const state = await callApi('localhost', `/conferences/${id}/registration`, { token });
  if (state.status !== 200 || state.body!.status === 'none') return;
  if (state.body!.status === 'pending' && state.body!.uuid) {
    await callApi('localhost', `/customer/discard-pending-registration/${state.body!.uuid as string}`, { method: 'DELETE', token });
  } else {
    await callApi('localhost', `/conferences/${id}/unregister`, { body: { room_id: state.body!.roomId }, token });
  }
}

export async function roomIds(slug: string): Promise<Record<string, number>> {
  const id = await sessionIdOf(slug);
  const { body } = await callApi('localhost', `/conferences/${id}/rooms-seating`);
  return Object.fromEntries((body!.rooms as Array<{ id: number; name: string }>).map((r) => [r.name, r.id]));
}

