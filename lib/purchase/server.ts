import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AxiosInstance } from 'axios';
import { loginHref } from '@/lib/auth/redirect';
import { serverApi } from '@/lib/api/server';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/locales';
import { href, type RouteName } from '@/lib/routing/routes';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import type { Tenant } from '@/lib/tenants/schema';

/**
 * What every purchase page starts with on the server: the signed-in customer's API client (the
 * pages are private and rendered per request: `dynamic = 'force-dynamic'`, never cached) and
 * the localised paths of the process. The middleware's login guard already sent anonymous
 * visitors to the login page; a page reached without the cookie all the same does the same,
 * coming back to `back` afterwards.
 */
export interface PurchasePagePaths {
  purchase: string;
  ok: string;
  error: string;
  success: string;
  cancel: string;
  /** the private area's "my tickets" section (its orders, receipts and accreditation) */
  myTickets: string;
  agenda: string;
  home: string;
}

export function purchasePaths(locale: Locale): PurchasePagePaths {
  const at = (name: RouteName) => localizePath(locale, href(name));
  return {
    purchase: at('purchase'),
    ok: at('purchaseOk'),
    error: at('purchaseError'),
    success: at('stripeSuccess'),
    cancel: at('stripeCancel'),
    myTickets: `${at('user')}#mis-entradas`,
    agenda: at('agenda'),
    home: localizePath(locale, '/'),
  };
}

/** The login page, coming back to `back` (a localised path of this site). */
export function loginPathFor(locale: Locale, back: string): string {
  return localizePath(locale, loginHref({ redirect: back }));
}

export async function customerApi(tenant: Tenant, locale: Locale, back: string): Promise<{ api: AxiosInstance; loginPath: string }> {
  const loginPath = loginPathFor(locale, back);
  const token = (await cookies()).get(AUTH_COOKIE)?.value;
  if (!token) redirect(loginPath);
  return { api: serverApi(tenant, locale, token), loginPath };
}
