import Cookies from 'js-cookie';
import { removeForumCookie } from '@/lib/auth/forum-cookie';
import { AUTH_COOKIE, authCookieAttributes } from './cookies';

/** The browser's reads and writes of the `auth` cookie (attributes in ./cookies). */

export { AUTH_COOKIE, authCookieAttributes };

export function writeAuthCookie(token: string, rememberDays: number | null): void {
  Cookies.set(AUTH_COOKIE, token, authCookieAttributes(rememberDays));
}

export function readAuthCookie(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

/**
 * Ends the browser's session: the `auth` cookie and the forum's `forum_sid` with it. Every way
 * a session ends (log-out, unsubscribe, the sign-out of an email change, a 403) comes here, so
 * a forum session never outlives the portal's.
 */
export function removeAuthCookie(): void {
  Cookies.remove(AUTH_COOKIE, { path: '/', sameSite: 'None', secure: true });
  removeForumCookie();
}
