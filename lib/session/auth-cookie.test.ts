import { beforeEach, describe, expect, it, vi } from 'vitest';

const jar = vi.hoisted(() => new Map<string, { value: string; attrs: unknown }>());
vi.mock('js-cookie', () => ({
  default: {
    set: (name: string, value: string, attrs: unknown) => jar.set(name, { value, attrs }),
    get: (name: string) => jar.get(name)?.value,
    remove: (name: string) => jar.delete(name),
  },
}));

import { writeForumCookie } from '@/lib/auth/forum-cookie';
import { readAuthCookie, removeAuthCookie, writeAuthCookie } from './auth-cookie';

describe('auth cookie', () => {
  beforeEach(() => jar.clear());

  it('ending the session removes forum_sid too (unsubscribe, email-change sign-out, 403)', () => {
    writeAuthCookie('token', null);
    writeForumCookie('sid-1', null);
    removeAuthCookie();
    expect(readAuthCookie()).toBeNull();
    expect(jar.has('forum_sid')).toBe(false);
  });

  it('keeps 30 days when asked to remember', () => {
    writeAuthCookie('token', 30);
    expect(jar.get('auth')?.attrs).toMatchObject({ expires: 30, path: '/', secure: true, sameSite: 'None' });
  });
});
