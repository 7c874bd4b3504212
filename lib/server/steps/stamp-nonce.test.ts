import { describe, expect, it } from 'vitest';
import { buildNonce } from '@/lib/security/nonce';
import type { Exchange } from '../exchange';
import { stampNonce } from './stamp-nonce';

describe('stampNonce', () => {
  it("replaces whatever policy the client sent with the build's nonce, where Next reads it", () => {
    const req = { headers: { 'content-security-policy': "script-src 'nonce-attacker'" } };
    expect(stampNonce({ req } as unknown as Exchange)).toBe('continue');
    expect(req.headers['content-security-policy']).toBe(`script-src 'nonce-${buildNonce()}'`);
  });
});
