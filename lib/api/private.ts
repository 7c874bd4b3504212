import type { AxiosInstance } from 'axios';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { loginHref } from '@/lib/auth/redirect';
import { forbiddenKind, type ForbiddenKind } from '@/lib/auth/refusal';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/locales';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import type { Tenant } from '@/lib/tenants/schema';
import { serverApi, type ServerApiOptions } from './server';

/**
 * Signed-in calls on the server, in one place: every private page and server component that
 * calls the API as the visitor starts here. The token comes from the `auth` cookie; a page reached
 * without one goes to the login page, which comes back to the page afterwards (the middleware's
 * guard already does so: a guard is routing, this is the check); a 403 is sorted by
 * `refusalOf` (docs/product.md#errors: a bare 403 ends the session, one that names why refuses one resource).
 * Private pages are rendered per request (reading the cookie makes them so): never cached.
 */

/** The login page, coming back to `back` (a localised path of this site): `/en/iniciar-sesion?redirect=%2Fen%2Fusuario`. */
export function loginPathFor(locale: Locale, back: string): string {
  return localizePath(locale, loginHref({ redirect: back }));
}

/** The visitor's bearer token (the `auth` cookie), or null. */
export async function visitorToken(): Promise<string | null> {
  return (await cookies()).get(AUTH_COOKIE)?.value || null;
}

export interface SignedIn {
  api: AxiosInstance;
  /** Where a session that ends on this page sends the visitor (SessionEnded), coming back to `back`. */
  loginPath: string;
}

/** The signed-in visitor's API client; without a session, the login redirect (never returns then). */
export async function signedInApi(tenant: Tenant, locale: Locale, back: string, options: ServerApiOptions = {}): Promise<SignedIn> {
  const loginPath = loginPathFor(locale, back);
  const token = await visitorToken();
  if (!token) redirect(loginPath);
  return { api: serverApi(tenant, locale, token, options), loginPath };
}

/** The visitor's API client, signed in or not (a public page's server component that may know the visitor). */
export async function visitorApi(tenant: Tenant, locale: Locale): Promise<{ api: AxiosInstance; signedIn: boolean }> {
  const token = await visitorToken();
  return { api: serverApi(tenant, locale, token), signedIn: token !== null };
}

/** docs/product.md#errors's 403 rule for a private page: 'session' (bare 403: the session ends), 'resource' (403 page), or null. */
export function refusalOf(error: unknown): ForbiddenKind | null {
  return forbiddenKind(error);
}
