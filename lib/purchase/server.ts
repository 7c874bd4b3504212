import { signedInApi, type SignedIn } from '@/lib/api/private';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/locales';
import { href, type RouteName } from '@/lib/routing/routes';
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

/** The signed-in customer's API client for a purchase page (lib/api/private.ts), or the login redirect. */
export function customerApi(tenant: Tenant, locale: Locale, back: string): Promise<SignedIn> {
  return signedInApi(tenant, locale, back);
}
