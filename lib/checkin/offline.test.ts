import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { badgeMessage, encodeBadge } from '@/lib/api/schemas/badge';
import type { CheckinEntry, CheckinSync } from '@/lib/api/schemas/checkin';
import { applySync, decideOffline, localCounts, searchEntries, withPresence, type DoorData } from './offline';
import { verifyEd25519 } from './verify';

const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
const rawPublic = publicKey.export({ format: 'jwk' }).x!;
const other = crypto.generateKeyPairSync('ed25519').privateKey;

function badge(customerId: number, serial = 1, key = privateKey, tenant = 'demo') {
  return encodeBadge(tenant, customerId, serial, new Uint8Array(crypto.sign(null, badgeMessage(tenant, customerId, serial), key)));
}

const entry = (customerId: number, over: Partial<CheckinEntry> = {}): CheckinEntry => ({
  customerId,
  name: `Persona ${customerId}`,
  email: `p${customerId}@ekitaldi.test`,
  ticket: 'Entrada completa',
  photo: null,
  serial: 1,
  inside: false,
  admittedAt: null,
  ...over,
});

const list = { id: 7, name: 'Entrada principal', kind: 'entrance' as const, conferenceId: null, roomId: null, sessionTitle: null, roomName: null, createdAt: '2026-11-21T08:00:00Z', closedAt: null, counts: { inside: 0, checkedIn: 0, expected: 3 } };
const sync = (over: Partial<CheckinSync> = {}): CheckinSync => ({ list, tenant: 'demo', publicKey: rawPublic, version: 3, full: true, entries: [entry(1), entry(2), entry(3, { serial: 2 })], removed: [], ...over });
const data = (): DoorData => applySync(null, sync(), '2026-11-21T09:00:00Z');

describe('the door decides alone, as the API would', () => {
  it('admits a signed badge of someone on the list, then says already; out, then in again', async () => {
    let d = data();
    const first = await decideOffline(d, { code: badge(1) }, 'entry', verifyEd25519);
    expect(first).toMatchObject({ result: 'admitted', entry: { customerId: 1 } });
    d = withPresence(d, 1, 'entry', '2026-11-21T09:12:00Z');
    expect(await decideOffline(d, { code: badge(1) }, 'entry', verifyEd25519)).toMatchObject({ result: 'already', previousAt: '2026-11-21T09:12:00Z' });
    expect(await decideOffline(d, { code: badge(1) }, 'exit', verifyEd25519)).toMatchObject({ result: 'admitted' });
    d = withPresence(d, 1, 'exit', '2026-11-21T09:30:00Z');
    expect(await decideOffline(d, { customerId: 1 }, 'entry', verifyEd25519)).toMatchObject({ result: 'admitted' });
    expect(localCounts(d)).toEqual({ inside: 0, checkedIn: 1, expected: 3 });
  });

  it('refuses with the API’s keys: unknown, another event, a changed byte, another key, older HMAC, revoked, removed, not on the list, not inside, closed', async () => {
    const d = data();
    const reason = async (input: { code: string } | { customerId: number }, direction: 'entry' | 'exit' = 'entry', on = d) => {
      const r = await decideOffline(on, input, direction, verifyEd25519);
      return r.result === 'refused' ? r.reason : r.result;
    };
    expect(await reason({ code: 'hola' })).toBe('unknown_code');
    expect(await reason({ code: badge(1, 1, privateKey, 'hermes') })).toBe('wrong_tenant');
    const good = badge(2);
    // One character of the signature changed: another valid base45 text, another signature.
    const last = good.at(-2) === 'A' ? 'B' : 'A';
    expect(await reason({ code: `${good.slice(0, -2)}${last}${good.at(-1)}` })).toBe('bad_signature');
    expect(await reason({ code: badge(2, 1, other) })).toBe('bad_signature');
    expect(await reason({ code: 'EKT1:demo:2:0123456789' })).toBe('unverifiable_offline');
    expect(await reason({ code: badge(3, 1) })).toBe('revoked');
    expect(await reason({ code: badge(3, 2) })).toBe('admitted');
    // A badge reissued after the last sync was signed by the API: genuine.
    expect(await reason({ code: badge(2, 2) })).toBe('admitted');
    expect(await reason({ code: badge(99) })).toBe('not_on_list');
    expect(await reason({ code: badge(2) }, 'exit')).toBe('not_inside');
    const after = applySync(d, sync({ full: false, version: 4, entries: [], removed: [{ customerId: 2, reason: 'revoked' }] }), '2026-11-21T10:00:00Z');
    expect(await reason({ code: badge(2) }, 'entry', after)).toBe('revoked');
    expect(await reason({ customerId: 2 }, 'entry', after)).toBe('revoked');
    const closed = applySync(d, sync({ full: false, list: { ...list, closedAt: '2026-11-21T11:00:00Z' }, entries: [] }), '2026-11-21T11:00:00Z');
    expect(await reason({ code: badge(1) }, 'entry', closed)).toBe('list_closed');
  });
});

describe('a sync on top of what the door holds', () => {
  it('adds and changes entries, removes who left, keeps the rest; a full answer or another key starts again', () => {
    const d = data();
    const delta = applySync(d, sync({ full: false, version: 4, entries: [entry(4), entry(1, { inside: true, admittedAt: 'x' })], removed: [{ customerId: 3, reason: 'not_registered' }] }), 't');
    expect(Object.keys(delta.entries).map(Number).sort()).toEqual([1, 2, 4]);
    expect(delta.entries[1]!.inside).toBe(true);
    expect(delta.removed).toEqual({ 3: 'not_registered' });
    expect(delta.version).toBe(4);
    const back = applySync(delta, sync({ full: false, version: 5, entries: [entry(3, { serial: 2 })], removed: [] }), 't');
    expect(back.removed).toEqual({});
    const rebuilt = applySync(delta, sync({ full: false, publicKey: 'A'.repeat(43), entries: [entry(9)] }), 't');
    expect(Object.keys(rebuilt.entries)).toEqual(['9']);
  });
});

describe('the manual search', () => {
  it('finds by name (accents and case folded), email, number or the whole code', () => {
    const d = applySync(null, sync({ entries: [entry(1, { name: 'Ane Pérez' }), entry(2, { name: 'Jon Etxeberria', email: 'prensa@ekitaldi.test' }), entry(12, { name: 'Pedro Sanz' })] }), 't');
    expect(searchEntries(d, 'perez').map((e) => e.customerId)).toEqual([1]);
    expect(searchEntries(d, 'PRENSA@').map((e) => e.customerId)).toEqual([2]);
    expect(searchEntries(d, '12').map((e) => e.customerId)).toEqual([12]);
    expect(searchEntries(d, badge(2)).map((e) => e.customerId)).toEqual([2]);
    expect(searchEntries(d, 'p')).toEqual([]);
  });
});
