import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import {
  detectFromAcceptLanguage,
  localeCookieAttributes,
  localizePath,
  requestedLanguageSwitch,
  resolveLocale,
} from '@/lib/i18n/detect';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { checkGuards } from '@/lib/routing/guards';
import { sameSitePath } from '@/lib/routing/redirect-gate';
import { FAULT_HEADER, requestedFault } from '@/lib/security/fault-relay';
import { href, internalPath, matchRoute } from '@/lib/routing/routes';
import { getServerConfig } from '@/lib/config';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';
import { isInMaintenance } from '@/lib/tenants/upstream';

/**
 * A request's path (docs/architecture.md#middleware): host → tenant (unknown: global 404) → maintenance (global 503)
 * → locale → route map (invalid params: 404) → guards → rewrite to the hidden
 * /{tenant}/{locale}/... segments. Each step is a small tested function under lib/.
 * /health-check and static files never come here (see `config.matcher`).
 */
const TENANT_FILES = new Set(['/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/broadcasting/auth']);
/** Longer paths are no page of ours (slugs stop at 100 characters): a 404 without any work. */
const MAX_PATH_LENGTH = 1024;

export async function middleware(request: NextRequest) {
  const { nextUrl } = request;
  const host = parseHost(request.headers.get('host'));
  const tenant = host ? getTenantByHost(host) : undefined;
  if (!tenant) return globalError(request, 404);
  // The pipeline's fault relay asking for the fault page of a render that failed on the API.
  const fault = requestedFault(request.headers.get(FAULT_HEADER));
  if (fault === 503) return globalError(request, 503);
  if (fault === 500) return faultPage(request, tenant);
  if (await isInMaintenance(tenant)) return globalError(request, 503);

  // Locale-free files of a tenant, and the realtime client's channel authorisation (relayed to
  // the API: lib/realtime/relay.ts): served from app/[tenant]/<path>.
  if (TENANT_FILES.has(nextUrl.pathname)) return rewriteTo(request, `/${tenant.key}${nextUrl.pathname}`);

  // Malformed percent-encodings and absurd lengths: the tenant's 404, never an exception.
  if (nextUrl.pathname.length > MAX_PATH_LENGTH) return tenantError(request, tenant, DEFAULT_LOCALE, 404);
  let pathname: string;
  try {
    pathname = decodeURIComponent(nextUrl.pathname);
  } catch {
    return tenantError(request, tenant, DEFAULT_LOCALE, 404);
  }

  const switchTo = requestedLanguageSwitch(nextUrl.searchParams, tenant.languages);
  if (switchTo) {
    const response = redirectTo(request, localizePath(switchTo, '/'), '', 307);
    response.cookies.set(LOCALE_COOKIE, switchTo, localeCookieAttributes());
    return response;
  }

  const locale = resolveLocale({
    pathname,
    offered: tenant.languages,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (locale.kind === 'redirect') {
    // `/es/%2F%2Fevil.com` strips to `//evil.com`: redirectTo's gate sends that home instead.
    const response = redirectTo(request, encodeURI(locale.location), nextUrl.search, locale.permanent ? 308 : 307);
    if (locale.cookie) response.cookies.set(LOCALE_COOKIE, locale.cookie, localeCookieAttributes());
    return response;
  }
  if (locale.kind === 'notFound') return tenantError(request, tenant, locale.locale, 404);

  const match = matchRoute(locale.path);
  if (match.kind !== 'route') return tenantError(request, tenant, locale.locale, 404);

  const guard = checkGuards(match.def, tenant, Boolean(request.cookies.get(AUTH_COOKIE)?.value));
  if (guard.kind === 'home') return redirectTo(request, localizePath(locale.locale, '/'), '', 307);
  if (guard.kind === 'login') {
    const back = sameSitePath(nextUrl.pathname + nextUrl.search);
    const query = back ? `?redirect=${encodeURIComponent(back)}` : '';
    return redirectTo(request, localizePath(locale.locale, href('login')), query, 307);
  }

  let internal = internalPath(match);
  // Blog pages stay real links (`/blog?page=3`) yet cacheable: the page number becomes a path
  // segment of the cached page. Page 1 is /blog itself; anything else but a number is a 404.
  const pageParam = nextUrl.searchParams.get('page');
  if (match.name === 'blog' && pageParam !== null) {
    if (!/^[1-9][0-9]{0,4}$/.test(pageParam)) return tenantError(request, tenant, locale.locale, 404);
    if (pageParam !== '1') internal = `/blog/page/${pageParam}`;
  }
  // What shared caches are told about this page (private, Vary) is the request pipeline's
  // `cacheDirective` step (lib/server/steps/cache-directive.ts), from the same route map.
  return rewriteTo(request, `/${tenant.key}/${locale.locale}${encodeURI(internal)}`);
}

/** Rewrites keep Next's own origin (nextUrl), so they stay internal and are never proxied. */
function rewriteTo(request: NextRequest, pathname: string, init?: { status: number }) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, init);
}

/**
 * Every redirect of the middleware leaves through here, and so through the one redirect gate:
 * a target that is not a same-site path becomes the home, never permanently.
 */
function redirectTo(request: NextRequest, pathname: string, search: string, status: 307 | 308) {
  const gated = sameSitePath(pathname + search);
  const url = request.nextUrl.clone();
  const cut = gated?.indexOf('?') ?? -1;
  url.pathname = gated === null ? '/' : cut === -1 ? gated : gated.slice(0, cut);
  url.search = gated === null || cut === -1 ? '' : gated.slice(cut);
  if (gated === null) status = 307;
  const response = NextResponse.redirect(url, status);
  // Guards and language choices depend on cookies and headers: never let a cache keep them.
  if (status === 307) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function tenantError(request: NextRequest, tenant: Tenant, locale: Locale, status: 403 | 404) {
  const response = rewriteTo(request, `/${tenant.key}/${locale}/status-page/${status}`, { status });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The tenant's 500 page in a frame built from the registry alone (the API has just failed). */
function faultPage(request: NextRequest, tenant: Tenant) {
  const first = request.nextUrl.pathname.split('/')[1];
  const locale = isLocale(first) && tenant.languages.includes(first) ? first : DEFAULT_LOCALE;
  const response = rewriteTo(request, `/${tenant.key}/fault/${locale}/500`, { status: 500 });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Global errors have no tenant: the language comes from the path prefix or the browser. */
function globalError(request: NextRequest, status: 404 | 503) {
  const first = request.nextUrl.pathname.split('/')[1];
  const locale = isLocale(first)
    ? first
    : (detectFromAcceptLanguage(request.headers.get('accept-language'), LOCALES) ?? DEFAULT_LOCALE);
  const response = rewriteTo(request, `/global/${locale}/${status}`, { status });
  response.headers.set('Cache-Control', 'no-store');
  if (status === 503) response.headers.set('Retry-After', String(getServerConfig().maintenanceRetryAfterSeconds));
  return response;
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    '/((?!_next/static|_next/image|health-check|api/revalidate$|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf)$).*)',
  ],
};
