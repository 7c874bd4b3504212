import { parseBadge } from '@/lib/api/schemas/badge';
import type { CheckinCounts, CheckinEntry, CheckinList, CheckinSync } from '@/lib/api/schemas/checkin';
import type { CheckinDirection, CheckinRefusal, DoorRefusal } from '@/lib/api/schemas/checkin-keys';

/**
 * What a door device keeps of its list and how it decides alone: the same checks as
 * the API (demo-api/checkin.ts `decide`), in the same order, on the data of the last sync and
 * the badge's signature checked with the tenant's public key. Pure: the page stores the data
 * (./door-store.ts) and hands the signature check in.
 */

export interface DoorData {
  listId: number;
  tenant: string;
  /** the tenant's Ed25519 public key, raw 32 bytes in base64url */
  publicKey: string;
  version: number;
  list: CheckinList;
  /** who the list admits, by customer id */
  entries: Record<number, CheckinEntry>;
  /** who it no longer admits, and the refusal they get */
  removed: Record<number, CheckinRefusal>;
  /** when the last sync was answered (ISO) */
  syncedAt: string;
}

/**
 * The door's data after a sync: everything anew on a full answer (or when the list or the
 * tenant's key is not the one kept: a rebuilt database), else the changes on top.
 */
export function applySync(before: DoorData | null, sync: CheckinSync, at: string): DoorData {
  const fresh = !before || sync.full || before.publicKey !== sync.publicKey || before.list.createdAt !== sync.list.createdAt;
  const entries: Record<number, CheckinEntry> = fresh ? {} : { ...before.entries };
  const removed: Record<number, CheckinRefusal> = fresh ? {} : { ...before.removed };
  for (const e of sync.entries) {
    entries[e.customerId] = e;
    delete removed[e.customerId];
  }
  for (const r of sync.removed) {
    delete entries[r.customerId];
    removed[r.customerId] = r.reason;
  }
  return { listId: sync.list.id, tenant: sync.tenant, publicKey: sync.publicKey, version: sync.version, list: sync.list, entries, removed, syncedAt: at };
}

/** Whether the data kept is from before a rebuilt database (the next sync must be a full one). */
export function sinceOf(data: DoorData | null): number | null {
  return data ? data.version : null;
}

export type Verify = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => Promise<boolean>;

export type LocalDecision =
  | { result: 'admitted'; entry: CheckinEntry }
  | { result: 'already'; entry: CheckinEntry; previousAt: string | null }
  | { result: 'refused'; reason: DoorRefusal; entry: CheckinEntry | null };

export type ScanInput = { code: string } | { customerId: number };

/** base64url → bytes (the public key). */
export function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const raw = atob(b64);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** What the door decides alone: the API's checks in the API's order, on the synced data. */
export async function decideOffline(data: DoorData, input: ScanInput, direction: CheckinDirection, verify: Verify): Promise<LocalDecision> {
  if (data.list.closedAt !== null) return { result: 'refused', reason: 'list_closed', entry: null };
  let customerId: number;
  let serial: number | null = null;
  if ('code' in input) {
    const badge = parseBadge(input.code);
    if (!badge) return { result: 'refused', reason: 'unknown_code', entry: null };
    if (badge.tenant !== data.tenant) return { result: 'refused', reason: 'wrong_tenant', entry: null };
    // Only the API holds the key of the older HMAC badges.
    if (badge.version === 1) return { result: 'refused', reason: 'unverifiable_offline', entry: data.entries[badge.customerId] ?? null };
    if (!(await verify(badge.signature, badge.message, fromBase64Url(data.publicKey)))) return { result: 'refused', reason: 'bad_signature', entry: null };
    customerId = badge.customerId;
    serial = badge.serial;
  } else {
    customerId = input.customerId;
  }
  const entry = data.entries[customerId];
  if (!entry) return { result: 'refused', reason: data.removed[customerId] ?? 'not_on_list', entry: null };
  // A higher issue than the list knows was signed by the API after the last sync: genuine.
  if (serial !== null && serial < entry.serial) return { result: 'refused', reason: 'revoked', entry };
  if (direction === 'exit') return entry.inside ? { result: 'admitted', entry } : { result: 'refused', reason: 'not_inside', entry };
  if (entry.inside) return { result: 'already', entry, previousAt: entry.admittedAt };
  return { result: 'admitted', entry };
}

/** The door's data after a scan it admitted (alone or with the API's answer): who is inside now. */
export function withPresence(data: DoorData, customerId: number, direction: CheckinDirection, at: string): DoorData {
  const entry = data.entries[customerId];
  if (!entry) return data;
  const next: CheckinEntry = direction === 'entry' ? { ...entry, inside: true, admittedAt: at } : { ...entry, inside: false };
  return { ...data, entries: { ...data.entries, [customerId]: next } };
}

/** The counts the door shows from what it holds (offline; online the API's answers say them). */
export function localCounts(data: DoorData): CheckinCounts {
  const all = Object.values(data.entries);
  return { inside: all.filter((e) => e.inside).length, checkedIn: all.filter((e) => e.admittedAt !== null).length, expected: all.length };
}

/** Folds case and accents: "Pérez" and "perez" match. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * The manual search: by name, email, the badge's reference (its number) or its whole code; the
 * first `limit` matches by name.
 */
export function searchEntries(data: DoorData, query: string, limit = 8): CheckinEntry[] {
  const q = fold(query.trim());
  if (q.length < 2 && !/^\d+$/.test(q)) return [];
  const badge = parseBadge(query);
  const all = Object.values(data.entries);
  const hits = badge
    ? all.filter((e) => e.customerId === badge.customerId)
    : all.filter((e) => fold(e.name).includes(q) || fold(e.email).includes(q) || String(e.customerId) === q);
  return hits.sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}
