import Cookies from 'js-cookie';
import { AUTH_COOKIE, authCookieAttributes } from './cookies';

/** The browser's reads and writes of the `auth` cookie (attributes in ./cookies). */

export { AUTH_COOKIE, authCookieAttributes };

export function writeAuthCookie(token: string, rememberDays: number | null): void {
  Cookies.set(AUTH_COOKIE, token, authCookieAttributes(rememberDays));
}

export function readAuthCookie(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

export function removeAuthCookie(): void {
  Cookies.remove(AUTH_COOKIE, { path: '/', sameSite: 'None', secure: true });
}
