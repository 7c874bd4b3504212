import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE } from '@/lib/api/browser';
import { detectFromAcceptLanguage, localeCookieAttributes, localizePath, resolveLocale } from '@/lib/i18n/detect';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { checkGuards } from '@/lib/routing/guards';
import { href, internalPath, matchRoute } from '@/lib/routing/routes';
import { getServerConfig } from '@/lib/config';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';
import { isInMaintenance } from '@/lib/tenants/upstream';

/**
 * A request's path (DESIGN.md): host → tenant (unknown: global 404) → maintenance (global 503)
 * → locale → route map (invalid params: 404) → guards → rewrite to the hidden
 * /{tenant}/{locale}/... segments. Each step is a small tested function under lib/.
 * /health-check and static files never come here (see `config.matcher`).
 */
export async function middleware(request: NextRequest) {
  const { nextUrl } = request;
  const host = parseHost(request.headers.get('host'));
  const tenant = host ? getTenantByHost(host) : undefined;
  if (!tenant) return globalError(request, 404);
  if (await isInMaintenance(tenant)) return globalError(request, 503);

  let pathname: string;
  try {
    pathname = decodeURIComponent(nextUrl.pathname);
  } catch {
    return tenantError(request, tenant, DEFAULT_LOCALE, 404);
  }

  const locale = resolveLocale({
    pathname,
    offered: tenant.languages,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (locale.kind === 'redirect') {
    const response = redirectTo(request, encodeURI(locale.location), nextUrl.search, locale.cookie ? 307 : 308);
    if (locale.cookie) response.cookies.set(LOCALE_COOKIE, locale.cookie, localeCookieAttributes());
    return response;
  }
  if (locale.kind === 'notFound') return tenantError(request, tenant, locale.locale, 404);

  const match = matchRoute(locale.path);
  if (match.kind !== 'route') return tenantError(request, tenant, locale.locale, 404);

  const guard = checkGuards(match.def, tenant, Boolean(request.cookies.get(AUTH_COOKIE)?.value));
  if (guard.kind === 'home') return redirectTo(request, localizePath(locale.locale, '/'), '', 307);
  if (guard.kind === 'login') {
    const back = nextUrl.pathname + nextUrl.search;
    return redirectTo(request, localizePath(locale.locale, href('login')), `?redirect=${encodeURIComponent(back)}`, 307);
  }

  const target = `/${tenant.key}/${locale.locale}${encodeURI(internalPath(match))}`;
  return NextResponse.rewrite(new URL(target + nextUrl.search, request.url));
}

function redirectTo(request: NextRequest, pathname: string, search: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url, status);
}

function tenantError(request: NextRequest, tenant: Tenant, locale: Locale, status: 403 | 404) {
  return NextResponse.rewrite(new URL(`/${tenant.key}/${locale}/status-page/${status}`, request.url), { status });
}

/** Global errors have no tenant: the language comes from the path prefix or the browser. */
function globalError(request: NextRequest, status: 404 | 503) {
  const first = request.nextUrl.pathname.split('/')[1];
  const locale = isLocale(first)
    ? first
    : (detectFromAcceptLanguage(request.headers.get('accept-language'), LOCALES) ?? DEFAULT_LOCALE);
  const response = NextResponse.rewrite(new URL(`/global/${locale}/${status}`, request.url), { status });
  if (status === 503) {
    response.headers.set('Retry-After', String(getServerConfig().maintenanceRetryAfterSeconds));
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    '/((?!_next/static|_next/image|health-check|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf)$).*)',
  ],
};
