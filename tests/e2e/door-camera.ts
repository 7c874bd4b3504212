import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from './fixtures';
import { callApi, tenantToken } from './demo-api-client';
import { E2E } from './env';

export { cameraBrowser, cameraFilm, type Shot } from './camera-film';

/** The first verdict waits for the camera to open and qr-scanner's decoder to load (a loaded machine: seconds). */
export const FIRST_SCAN = { timeout: 30_000 };

/** The device keeps its camera off until the test turns it on (the door page's own preference). */
export async function cameraOffAtFirst(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('door-camera-set')) {
      localStorage.setItem('ekitaldi-door-camera', 'off');
      sessionStorage.setItem('door-camera-set', '1');
    }
  });
}

export const HOST = 'localhost';
export const SITE = E2E.host(HOST);
const ORGANISER = { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' };

export async function organiserToken(): Promise<string> {
  const { body } = await callApi(HOST, '/customer/login', { body: { user: ORGANISER } });
  return body!.token as string;
}

/** A new check-in list through the API, with its staff key. */
export async function newList(token: string, body: Record<string, unknown>): Promise<{ id: number; key: string }> {
  const made = await callApi(HOST, '/checkin/lists', { token, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body!.id as number;
  const link = await callApi(HOST, `/checkin/lists/${id}/staff-link`, { token });
  return { id, key: link.body!.key as string };
}

/** The badge the private area shows the account of `token`. */
export async function badgeOf(token: string): Promise<string> {
  const info = await callApi(HOST, '/customer/customer-index-info', { token });
  const qr = (info.body!.accreditation as { qr: string | null }).qr;
  expect(qr).toMatch(/^EK2:DEMO:/);
  return qr!;
}

/** The door page of `list` through its staff link (the key in the address's fragment). */
export const doorUrl = (list: { id: number; key: string }) => `${SITE}/acceso/${list.id}#k=${list.key}`;

/** Admissions the API holds for a list (the run's database, read directly). */
export function admissions(listId: number): { customer_id: number; direction: string }[] {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare("SELECT customer_id, direction FROM checkin_scans WHERE list_id = ? AND result = 'admitted' ORDER BY id").all(listId) as { customer_id: number; direction: string }[];
  } finally {
    db.close();
  }
}

/** A redeem through a staff key, as the door page makes it (for set-ups). */
export async function redeemWithKey(list: { id: number; key: string }, body: Record<string, unknown>) {
  const res = await fetch(`${E2E.api}/checkin/redeem`, {
    method: 'POST',
    headers: { 'X-Tenant': tenantToken(HOST), 'X-Checkin-Key': list.key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ list: list.id, nonce: crypto.randomUUID().replace(/-/g, ''), at: new Date().toISOString(), direction: 'entry', ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A confirmed registration in a session's room, written in the run's database (as the registration form's last step would). */
export function registerConfirmed(customerId: number, conferenceId: number, roomId: number) {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, created_at) VALUES (?, 'demo', ?, ?, ?, 'confirmed', ?)").run(crypto.randomUUID(), customerId, conferenceId, roomId, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Gives the account one of the seeded networking photos (as a profile upload would); answers its path. */
export function givePhoto(customerId: number): string {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    const { photo } = db.prepare("SELECT photo FROM customers WHERE tenant = 'demo' AND photo LIKE '/media/networking/%' LIMIT 1").get() as { photo: string };
    db.prepare('UPDATE customers SET photo = ? WHERE id = ?').run(photo, customerId);
    return photo;
  } finally {
    db.close();
  }
}
