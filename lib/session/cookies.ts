import type Cookies from 'js-cookie';

/**
 * The session cookie's name and attributes, with no browser code: the middleware, server pages
 * and the browser all read them from here (the browser writes through ./auth-cookie).
 */

/** Name of the cookie that holds the customer's bearer token (docs/product.md#states, docs/product.md#limits). */
export const AUTH_COOKIE = 'auth';

/**
 * The `auth` cookie (docs/product.md#states): SameSite=None; Secure; Path=/, with an expiry only when the
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
