/**
 * Account data besides the customers themselves: invitation codes, the demo attendee's activity
 * registrations (3 confirmed + 1 pending) and private-area extra data.
 */
import { createHash } from 'node:crypto';
import type { SeedCtx } from './context';
import { addDays, madridIso } from './i18n';
import { DEMO_ACCOUNTS } from './people';

/** Tenants where the demo attendee has registrations. */
export const REGISTRATION_TENANTS = ['demo', 'compact', 'eirv2023'];
export const INVITATION_CODES_PER_TENANT = 20;

/** INV-DEMO-0001 … INV-DEMO-0020 */
export function invitationCode(tenantKey: string, n: number): string {
  return `INV-${tenantKey.toUpperCase()}-${String(n).padStart(4, '0')}`;
}

/** A stable uuid (version 4 layout) from a seed string. */
export function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex').slice(0, 32).split('');
  h[12] = '4';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function seedAccounts(ctx: SeedCtx) {
  const { db, tenant } = ctx;
  if (tenant.features.includes('invitation_register')) {
    const stmt = db.prepare('INSERT INTO invitation_codes (code, tenant) VALUES (?, ?)');
    for (let i = 1; i <= INVITATION_CODES_PER_TENANT; i++) stmt.run(invitationCode(tenant.key, i), tenant.key);
  }

  const attendee = db
    .prepare('SELECT id FROM customers WHERE tenant = ? AND email = ?')
    .get(tenant.key, DEMO_ACCOUNTS.attendee.email) as { id: number } | undefined;
  if (!attendee) return;

  if (REGISTRATION_TENANTS.includes(tenant.key)) {
    // Sessions of the current edition that take registrations, one after another without overlap.
    const sessions = db
      .prepare(
        `SELECT c.id, c.starts_at, c.ends_at,
           (SELECT cr.room_id FROM conference_rooms cr WHERE cr.conference_id = c.id ORDER BY cr.room_id LIMIT 1) AS room_id
         FROM conferences c JOIN events e ON e.tenant = c.tenant
         WHERE c.tenant = ? AND c.edition = e.edition AND c.registration_required = 1
         ORDER BY c.starts_ts, c.id`,
      )
      .all(tenant.key) as { id: number; starts_at: string; ends_at: string; room_id: number | null }[];
    const picked: typeof sessions = [];
    let freeFrom = 0;
    for (const s of sessions) {
      if (Date.parse(s.starts_at) < freeFrom) continue;
      picked.push(s);
      freeFrom = Date.parse(s.ends_at);
      if (picked.length === 4) break;
    }
    const insert = db.prepare(
      `INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, missing, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    picked.forEach((s, i) => {
      const pending = i === 3;
      insert.run(
        stableUuid(`ekitaldi:${tenant.key}:registration:${s.id}`),
        tenant.key,
        attendee.id,
        s.id,
        pending ? null : s.room_id,
        pending ? 'pending' : 'confirmed',
        pending ? 'room' : null,
        madridIso(addDays(ctx.profile.days[0]!, -30 + i), `1${i}:00`),
      );
    });
  }

  if (tenant.key === 'demo') {
    db.prepare('INSERT INTO customer_extra (customer_id, accommodation, travel, academic) VALUES (?, ?, ?, NULL)').run(
      attendee.id,
      JSON.stringify({ needed: true, checkIn: ctx.profile.days[0], checkOut: ctx.profile.days[ctx.profile.days.length - 1], hotel: 'Hotel Carlton Bilbao', notes: null }),
      JSON.stringify({ needed: true, origin: 'Donostia', arrival: null, departure: null, transport: 'train', notes: null }),
    );
  }
}
