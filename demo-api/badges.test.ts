import { describe, expect, it } from 'vitest';
import { badgeKeyProblems, configuredBadgeSeeds } from './badges';

const seed = Buffer.alloc(32, 7).toString('base64url');

describe('the badges’ signing keys in production', () => {
  it('must be given for every tenant of the registry', () => {
    expect(badgeKeyProblems({}, ['demo'])).toEqual([expect.stringMatching(/^BADGE_SIGNING_KEYS is empty: set BADGE_SIGNING_KEYS/)]);
    expect(badgeKeyProblems({ BADGE_SIGNING_KEYS: '{' }, ['demo'])).toEqual([expect.stringMatching(/must be JSON/)]);
    expect(badgeKeyProblems({ BADGE_SIGNING_KEYS: JSON.stringify({ demo: 'short' }) }, ['demo'])).toEqual([expect.stringMatching(/tenant "demo" must be 32 bytes/)]);
    expect(badgeKeyProblems({ BADGE_SIGNING_KEYS: JSON.stringify({ demo: seed }) }, ['demo', 'hermes', 'cned'])).toEqual([expect.stringMatching(/no key for hermes, cned/)]);
    expect(badgeKeyProblems({ BADGE_SIGNING_KEYS: JSON.stringify({ demo: seed, hermes: seed }) }, ['demo', 'hermes'])).toEqual([]);
    expect(configuredBadgeSeeds(JSON.stringify({ demo: seed }))?.get('demo')).toEqual(Buffer.alloc(32, 7));
    expect(configuredBadgeSeeds(undefined)).toBeNull();
  });
});
