/**
 * The badge's QR payload (contract shared by the API, which signs, and the door page, which
 * verifies offline). No zod: the door page reads it on its first scan.
 *
 * Signed badge (version 2), Ed25519 with the tenant's key:
 *
 *   EK2:<TENANT>:<base45(customerId u32 BE ‖ serial u16 BE ‖ signature 64 bytes)>
 *
 * Every character is in the QR alphanumeric set (digits, A–Z, space and `$%*+-./:`), so the code
 * is written in the QR's alphanumeric mode (5.5 bits a character instead of 8): about 115
 * characters fit a version 5 QR (37 × 37 modules) at error correction M, where the same bytes in
 * base64url would need version 7. The tenant is in clear text, so a door can say "another
 * event's badge" instead of "bad signature". The signed message is the bytes of
 * `EK2:<tenant key>:` followed by the six data bytes (the tenant key as the registry writes it,
 * lower case). `serial` is the badge's issue: reissuing a badge (lost, or its ticket cancelled)
 * makes every earlier serial revoked.
 *
 * Accreditation badges issued before (version 1) carry an HMAC only the API can check:
 *
 *   EKT1:<tenant>:<customerId>:<10 hex of an HMAC-SHA256>
 *
 * The API still admits them online while the badge is on its first issue (serial 1); a door
 * that is offline cannot verify them and says so.
 */

export const BADGE_V2_PREFIX = 'EK2:';
export const BADGE_V1_PREFIX = 'EKT1:';
export const SIGNATURE_BYTES = 64;
const DATA_BYTES = 6;

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** RFC 9285 base45: two bytes → three characters, a last odd byte → two. */
export function base45Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!;
    const c = n % 45;
    n = (n - c) / 45;
    out += B45[c]! + B45[n % 45]! + B45[Math.floor(n / 45)]!;
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!;
    out += B45[n % 45]! + B45[Math.floor(n / 45)]!;
  }
  return out;
}

/** The bytes of a base45 text, or null when it is not base45. */
export function base45Decode(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const a = B45.indexOf(text[i]!);
    const b = B45.indexOf(text[i + 1]!);
    if (a < 0 || b < 0) return null;
    if (i + 2 < text.length) {
      const c = B45.indexOf(text[i + 2]!);
      if (c < 0) return null;
      const n = a + b * 45 + c * 45 * 45;
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      const n = a + b * 45;
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

function dataBytes(customerId: number, serial: number): Uint8Array {
  const b = new Uint8Array(DATA_BYTES);
  const v = new DataView(b.buffer);
  v.setUint32(0, customerId);
  v.setUint16(4, serial);
  return b;
}

/** What the tenant's key signs for a badge: `EK2:<tenant key>:` ‖ customerId u32 ‖ serial u16. */
export function badgeMessage(tenantKey: string, customerId: number, serial: number): Uint8Array {
  const head = utf8(`${BADGE_V2_PREFIX}${tenantKey.toLowerCase()}:`);
  const out = new Uint8Array(head.length + DATA_BYTES);
  out.set(head);
  out.set(dataBytes(customerId, serial), head.length);
  return out;
}

/** The QR text of a signed badge. */
export function encodeBadge(tenantKey: string, customerId: number, serial: number, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new Error('an Ed25519 signature has 64 bytes');
  const body = new Uint8Array(DATA_BYTES + SIGNATURE_BYTES);
  body.set(dataBytes(customerId, serial));
  body.set(signature, DATA_BYTES);
  return `${BADGE_V2_PREFIX}${tenantKey.toUpperCase()}:${base45Encode(body)}`;
}

export type ParsedBadge =
  | { version: 2; tenant: string; customerId: number; serial: number; signature: Uint8Array; message: Uint8Array }
  | { version: 1; tenant: string; customerId: number; mac: string };

const TENANT_RE = /^[a-z0-9-]{1,40}$/;

/**
 * The short reference printed and said beside a badge's QR (the whole signed code is too long to
 * read out): the account's number, which the door's search finds too. null: not a badge.
 *   badgeReference('EKT1:demo:12:0123456789') → '12'
 */
export function badgeReference(code: string): string | null {
  const parsed = parseBadge(code);
  return parsed ? String(parsed.customerId) : null;
}

/**
 * Reads a scanned or typed code. null: not a badge of any version (an unknown code). The
 * signature is NOT checked here (the API checks it with its key, the door with the public key).
 *   parseBadge('EKT1:demo:12:0123456789') → { version: 1, tenant: 'demo', customerId: 12, mac: '0123456789' }
 */
export function parseBadge(raw: string): ParsedBadge | null {
  // Spaces are base45 digits (a code may end with one): only line ends and tabs are trimmed.
  const text = raw.replace(/^[\r\n\t]+|[\r\n\t]+$/g, '');
  if (text.toUpperCase().startsWith(BADGE_V2_PREFIX)) {
    // Only the first two colons separate: ':' is a base45 digit too.
    const rest = text.slice(BADGE_V2_PREFIX.length);
    const colon = rest.indexOf(':');
    if (colon < 0) return null;
    const tenant = rest.slice(0, colon).toLowerCase();
    const bytes = base45Decode(rest.slice(colon + 1).toUpperCase());
    if (!TENANT_RE.test(tenant) || !bytes || bytes.length !== DATA_BYTES + SIGNATURE_BYTES) return null;
    const v = new DataView(bytes.buffer, bytes.byteOffset, DATA_BYTES);
    const customerId = v.getUint32(0);
    const serial = v.getUint16(4);
    if (customerId === 0) return null;
    return { version: 2, tenant, customerId, serial, signature: bytes.slice(DATA_BYTES), message: badgeMessage(tenant, customerId, serial) };
  }
  const v1 = /^EKT1:([a-z0-9-]{1,40}):([1-9][0-9]{0,9}):([0-9a-f]{10})$/i.exec(text);
  if (v1) return { version: 1, tenant: v1[1]!.toLowerCase(), customerId: Number(v1[2]), mac: v1[3]!.toLowerCase() };
  return null;
}
