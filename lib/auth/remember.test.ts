import { describe, expect, it } from 'vitest';
import { remembersSignIn } from './remember';

describe('remembersSignIn', () => {
  it('remembers when asked, and always for a propagated sign-in', () => {
    expect(remembersSignIn({ remember: true })).toBe(true);
    expect(remembersSignIn({ remember: false, propagate: true })).toBe(true);
    expect(remembersSignIn({ remember: false, propagate: false })).toBe(false);
    expect(remembersSignIn({ remember: false })).toBe(false);
  });
});
