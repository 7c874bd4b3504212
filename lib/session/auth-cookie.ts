import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '@/lib/api/browser';

/**
 * The `auth` cookie (SPEC §4): SameSite=None; Secure; Path=/, with an expiry only when the
 * user chose "remember me" (else a session cookie). Browsers accept Secure cookies on
 * http://localhost and *.localhost, so the demo works without TLS.
 */
export function authCookieAttributes(rememberDays: number | null): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'None',
    secure: true,
    ...(rememberDays ? { expires: rememberDays } : {}),
  };
}

export function writeAuthCookie(token: string, rememberDays: number | null): void {
  Cookies.set(AUTH_COOKIE, token, authCookieAttributes(rememberDays));
}

export function readAuthCookie(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

export function removeAuthCookie(): void {
  Cookies.remove(AUTH_COOKIE, { path: '/', sameSite: 'None', secure: true });
}
