/**
 * Badges a door can verify alone (contract: lib/api/schemas/badge.ts): each tenant's Ed25519
 * key, the signed QR payload, each badge's issue (serial) and its reissue, and the check of a
 * scanned code. The private key never leaves the API; doors get the public key with their list.
 *
 * Keys: `BADGE_SIGNING_KEYS` (JSON `{"<tenant key>": "<32-byte seed, base64url>"}`) gives them;
 * a production start refuses to start without a key for every tenant (`badgeKeyProblems`). The
 * demo (EKITALDI_DEMO=1) without it makes one per tenant on first use and keeps it in its
 * database, so badges stay valid across restarts of the same database and a rebuilt database
 * (`DEMO_API_RESET=1`) has new keys.
 */
import crypto from 'node:crypto';
import { badgeMessage, encodeBadge, parseBadge, type ParsedBadge } from '../lib/api/schemas/badge';
import type { Deps } from './deps';
import { qrPayload } from './entitlements';

const BADGE_SCHEMA = `
CREATE TABLE IF NOT EXISTS badge_keys (tenant TEXT PRIMARY KEY, seed BLOB NOT NULL, created_at TEXT NOT NULL);
-- A badge's issue: no row is issue 1. Reissuing (lost badge, cancelled ticket) revokes the earlier ones.
CREATE TABLE IF NOT EXISTS badges (
  tenant TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  serial INTEGER NOT NULL, reason TEXT NOT NULL, reissued_at TEXT NOT NULL, PRIMARY KEY (tenant, customer_id)
);
`;

export function installBadgeSchema(d: Deps) {
  d.db.exec(BADGE_SCHEMA);
}

interface TenantKey {
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  /** raw 32 bytes, base64url */
  publicRaw: string;
}

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): this prefix, then the 32 bytes.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

function keyFromSeed(seed: Buffer): TenantKey {
  if (seed.length !== 32) throw new Error('an Ed25519 seed has 32 bytes');
  const privateKey = crypto.createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = crypto.createPublicKey(privateKey);
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicKey, publicRaw: spki.subarray(spki.length - 32).toString('base64url') };
}

/**
 * The configured seeds: `BADGE_SIGNING_KEYS` read once. A malformed value stops start-up (a
 * deployment that thinks it set keys must not run with made-up ones).
 */
export function configuredBadgeSeeds(raw = process.env.BADGE_SIGNING_KEYS): Map<string, Buffer> | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('BADGE_SIGNING_KEYS must be JSON: {"<tenant key>": "<32-byte seed, base64url>"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('BADGE_SIGNING_KEYS must be a JSON object');
  const out = new Map<string, Buffer>();
  for (const [tenant, value] of Object.entries(parsed)) {
    const seed = typeof value === 'string' ? Buffer.from(value, 'base64url') : Buffer.alloc(0);
    if (seed.length !== 32) throw new Error(`BADGE_SIGNING_KEYS: the key of tenant "${tenant}" must be 32 bytes in base64url`);
    out.set(tenant, seed);
  }
  return out;
}

/**
 * Why a production start cannot sign badges, one line each (none: it can). The demo
 * (EKITALDI_DEMO=1) makes and keeps its own keys; a deployment brings one per tenant of its
 * registry, as it brings its other secrets (lib/security/secrets.ts).
 */
export function badgeKeyProblems(env: Record<string, string | undefined>, tenantKeys: readonly string[]): string[] {
  const how = 'set BADGE_SIGNING_KEYS to {"<tenant key>": "<32 random bytes, base64url>", …} for every tenant (e.g. `openssl rand 32 | basenc --base64url`)';
  let seeds: Map<string, Buffer> | null;
  try {
    seeds = configuredBadgeSeeds(env.BADGE_SIGNING_KEYS);
  } catch (error) {
    return [`${(error as Error).message}: ${how}`];
  }
  if (!seeds) return [`BADGE_SIGNING_KEYS is empty: ${how}`];
  const missing = tenantKeys.filter((t) => !seeds.has(t));
  return missing.length > 0 ? [`BADGE_SIGNING_KEYS has no key for ${missing.join(', ')}: ${how}`] : [];
}

const cache = new WeakMap<Deps, Map<string, TenantKey>>();

/** The tenant's signing key: configured, else the one this database keeps (made on first use). */
export function tenantKey(d: Deps, tenant: string): TenantKey {
  let keys = cache.get(d);
  if (!keys) cache.set(d, (keys = new Map()));
  const known = keys.get(tenant);
  if (known) return known;
  let seed: Buffer;
  if (d.badgeSeeds) {
    const configured = d.badgeSeeds.get(tenant);
    if (!configured) throw new Error(`BADGE_SIGNING_KEYS has no key for tenant "${tenant}"`);
    seed = configured;
  } else {
    d.sql('INSERT OR IGNORE INTO badge_keys (tenant, seed, created_at) VALUES (?, ?, ?)').run(tenant, crypto.randomBytes(32), new Date(d.clock()).toISOString());
    seed = (d.sql('SELECT seed FROM badge_keys WHERE tenant = ?').get(tenant) as { seed: Buffer }).seed;
  }
  const key = keyFromSeed(seed);
  keys.set(tenant, key);
  return key;
}

/** The tenant's public key, raw 32 bytes in base64url (what a door downloads). */
export function publicKeyOf(d: Deps, tenant: string): string {
  return tenantKey(d, tenant).publicRaw;
}

/** The badge's current issue (1 until it is reissued). */
export function badgeSerial(d: Deps, tenant: string, customerId: number): number {
  return (d.sql('SELECT serial FROM badges WHERE tenant = ? AND customer_id = ?').get(tenant, customerId) as { serial: number } | undefined)?.serial ?? 1;
}

/** Reissues a badge: every earlier issue is revoked from now on (doors learn it at their next sync). */
export function reissueBadge(d: Deps, tenant: string, customerId: number, reason: 'lost' | 'ticket_cancelled'): number {
  const next = badgeSerial(d, tenant, customerId) + 1;
  d.sql(
    'INSERT INTO badges (tenant, customer_id, serial, reason, reissued_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant, customer_id) DO UPDATE SET serial = excluded.serial, reason = excluded.reason, reissued_at = excluded.reissued_at',
  ).run(tenant, customerId, next, reason, new Date(d.clock()).toISOString());
  return next;
}

/** The QR text of the customer's badge: its current issue, signed with the tenant's key. */
export function badgeCode(d: Deps, tenant: string, customerId: number): string {
  const serial = badgeSerial(d, tenant, customerId);
  const signature = crypto.sign(null, badgeMessage(tenant, customerId, serial), tenantKey(d, tenant).privateKey);
  return encodeBadge(tenant, customerId, serial, new Uint8Array(signature));
}

export type BadgeCheck = { ok: true; customerId: number; serial: number } | { ok: false; reason: 'unknown_code' | 'wrong_tenant' | 'bad_signature' };

/**
 * What a scanned code is worth on this tenant, before any list's rule: a badge of this tenant
 * whose signature holds (the older HMAC badges count as issue 1), or why not.
 */
export function checkBadge(d: Deps, tenant: string, code: string): BadgeCheck {
  const parsed: ParsedBadge | null = parseBadge(code);
  if (!parsed) return { ok: false, reason: 'unknown_code' };
  if (parsed.tenant !== tenant) return { ok: false, reason: 'wrong_tenant' };
  if (parsed.version === 1) {
    const expected = qrPayload(d, tenant, parsed.customerId).slice(-10);
    const ok = crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parsed.mac));
    return ok ? { ok: true, customerId: parsed.customerId, serial: 1 } : { ok: false, reason: 'bad_signature' };
  }
  const ok = crypto.verify(null, parsed.message, tenantKey(d, tenant).publicKey, parsed.signature);
  return ok ? { ok: true, customerId: parsed.customerId, serial: parsed.serial } : { ok: false, reason: 'bad_signature' };
}
