import { describe, expect, it } from 'vitest';
import { badgeMessage, base45Decode, base45Encode, encodeBadge, parseBadge } from './badge';

describe('base45 (RFC 9285)', () => {
  it('encodes the RFC examples and reads them back', () => {
    const enc = (s: string) => base45Encode(new TextEncoder().encode(s));
    expect(enc('AB')).toBe('BB8');
    expect(enc('Hello!!')).toBe('%69 VD92EX0');
    expect(enc('base-45')).toBe('UJCLQE7W581');
    expect(new TextDecoder().decode(base45Decode('QED8WEX0')!)).toBe('ietf!');
  });

  it('refuses what is not base45', () => {
    expect(base45Decode('GGW')).toBeNull(); // 65535 < value: out of range
    expect(base45Decode('A')).toBeNull(); // one character left over
    expect(base45Decode('ab!')).toBeNull();
  });

  it('round-trips any bytes', () => {
    for (let n = 0; n < 80; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 0xff);
      expect(base45Decode(base45Encode(bytes))).toEqual(bytes);
    }
  });
});

describe('the badge payload', () => {
  const signature = Uint8Array.from({ length: 64 }, (_, i) => i);

  it('is written in the QR alphanumeric set, short enough for a version 5 QR at level M (122 characters)', () => {
    const code = encodeBadge('digitalone', 4_000_000_000, 65535, signature);
    expect(code).toMatch(/^EK2:DIGITALONE:[0-9A-Z $%*+\-./:]+$/);
    expect(code.length).toBeLessThanOrEqual(122);
  });

  it('reads back what was written; the signed message names the tenant in lower case', () => {
    const code = encodeBadge('demo', 1234, 2, signature);
    const parsed = parseBadge(code);
    expect(parsed).toMatchObject({ version: 2, tenant: 'demo', customerId: 1234, serial: 2, signature });
    expect(parsed?.version === 2 && parsed.message).toEqual(badgeMessage('demo', 1234, 2));
    expect(new TextDecoder().decode(badgeMessage('DEMO', 1, 1).slice(0, 9))).toBe('EK2:demo:');
    // A scanner's line end is not part of the code; a base45 space is.
    expect(parseBadge(`${code}\r\n`)).toMatchObject({ customerId: 1234 });
  });

  it('reads the older HMAC badges, and nothing else', () => {
    expect(parseBadge('EKT1:demo:12:0123456789')).toEqual({ version: 1, tenant: 'demo', customerId: 12, mac: '0123456789' });
    for (const bad of ['', 'hola', 'EK2:', 'EK2:DEMO', 'EK2:DEMO:AB', 'EK2:DE MO:' + base45Encode(new Uint8Array(70)), 'EKT1:demo:0:0123456789', 'EKT1:demo:12:012345678']) {
      expect([bad, parseBadge(bad)]).toEqual([bad, null]);
    }
    // Customer id 0 is nobody.
    expect(parseBadge(`EK2:DEMO:${base45Encode(new Uint8Array(70))}`)).toBeNull();
  });
});
