import type { Tenant, ThirdParty } from '@/lib/tenants/schema';
import type { RealtimeConfig } from '@/lib/realtime/config';
import { isLocale } from '@/lib/i18n/locales';
import { matchRoute } from '@/lib/routing/routes';

/**
 * Security headers, in one place. The request pipeline's `securityHeaders` step
 * (lib/server/steps/security-headers.ts) puts `baselineHeaders` on every response the server
 * writes (pages, errors, redirects, static files, /health-check) and the tenant's
 * Content-Security-Policy on every response of a tenant host; its `stampNonce` step puts the
 * script nonce on the request so that Next writes it into the page (./nonce.ts).
 *
 * The CSP fits the caching design: public pages are rendered once and served from the cache to
 * everyone, so a per-request nonce cannot be in their HTML. They carry one nonce per build
 * (`'nonce-<build>' 'strict-dynamic'`): every script Next writes has it, scripts those load are
 * trusted through 'strict-dynamic', and an injected `<script>` (which has no nonce) never runs.
 * See ./nonce.ts for why the few per-request pages share it.
 */

/** Third-party origins per service, each enabled by the tenant's configuration only. */
interface Origins {
  script?: string[];
  connect?: string[];
  frame?: string[];
  img?: string[];
  style?: string[];
}

export const THIRD_PARTY_ORIGINS: Record<ThirdParty, Origins> = {
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'],
    img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  },
  consent: {
    script: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    connect: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    frame: ['https://consentcdn.cookiebot.com'],
    img: ['https://consent.cookiebot.com', 'https://imgsct.cookiebot.com'],
  },
  captcha: {
    script: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
    connect: ['https://www.google.com', 'https://www.recaptcha.net'],
    frame: ['https://www.google.com', 'https://www.recaptcha.net'],
  },
  stripe: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  },
  youtube: {
    frame: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    img: ['https://i.ytimg.com'],
  },
  vimeo: {
    frame: ['https://player.vimeo.com'],
    img: ['https://i.vimeocdn.com'],
  },
};

/** The services a tenant enables: its explicit list plus those its ids imply. */
export function enabledThirdParties(tenant: Tenant): ThirdParty[] {
  const set = new Set<ThirdParty>(tenant.thirdParties);
  if (tenant.gtmId) set.add('tagManager');
  if (tenant.cookiebotId) set.add('consent');
  if (tenant.captchaType) set.add('captcha');
  return [...set].sort();
}

function originOf(url: string | null | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins a tenant's support chat widget needs: its script's origin and the vendor's others.
 *   { scriptUrl: 'https://chat.example/w.js', origins: ['wss://rt.chat.example'] } → ['https://chat.example', 'wss://rt.chat.example']
 *   null → []
 */
export function chatWidgetOrigins(tenant: Pick<Tenant, 'chatWidget'>): string[] {
  if (!tenant.chatWidget) return [];
  const all = [tenant.chatWidget.scriptUrl, ...tenant.chatWidget.origins].map(originOf).filter((o): o is string => o !== null);
  return [...new Set(all)];
}

/** http(s)://host → ws(s)://host: the realtime socket of the same API. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export interface CspInput {
  tenant: Tenant;
  /** The script nonce of this response (build-wide on cached pages, fresh on per-request ones). */
  nonce: string;
  /** Where the browser calls the API (the tenant's, else PUBLIC_API_BASE_URL). */
  publicApiBaseUrl: string;
  /** Extra connect-src origins from CSP_CONNECT_SRC (e.g. a realtime server on another host). */
  extraConnect?: readonly string[];
  /** Where the browser's realtime client connects (lib/realtime/config.ts). */
  realtime?: RealtimeConfig;
  /**
   * A Stripe publishable key is configured (lib/purchase/stripe.ts). Stripe's origins open only
   * then, for tenants that enable Stripe: without a key the card checkout is the demo API's own
   * page, reached by navigation, and Stripe.js is never loaded.
   */
  stripe?: boolean;
  https: boolean;
}

/**
 * The realtime socket's origins: the configured host (both loopback spellings for the demo's
 * `localhost`), or Pusher Channels' own hosts for a cluster (socket, and its HTTP fallback).
 *   { host: 'localhost', port: 6001, tls: false } → ws://localhost:6001 ws://127.0.0.1:6001
 *   { host: null, cluster: 'eu', tls: true } → wss://ws-eu.pusher.com https://sockjs-eu.pusher.com
 */
export function realtimeOrigins(realtime: RealtimeConfig): string[] {
  if (realtime.host === null) return [`wss://ws-${realtime.cluster}.pusher.com`, `https://sockjs-${realtime.cluster}.pusher.com`];
  const scheme = realtime.tls ? 'wss' : 'ws';
  const port = realtime.port === null ? '' : `:${realtime.port}`;
  const hosts = realtime.host === 'localhost' ? ['localhost', '127.0.0.1'] : [realtime.host];
  return hosts.map((h) => `${scheme}://${h}${port}`);
}

/** The tenant's Content-Security-Policy. No wildcard: every origin is named. */
export function contentSecurityPolicy(input: CspInput): string {
  const { tenant, nonce } = input;
  // The demo captcha provider is the demo API's stand-in (its own origin): no Google origin.
  const demoCaptcha = tenant.captchaType !== null && tenant.captchaProvider === 'demo';
  const parties = enabledThirdParties(tenant)
    .filter((p) => p !== 'stripe' || input.stripe)
    .filter((p) => p !== 'captcha' || !demoCaptcha)
    .map((p) => THIRD_PARTY_ORIGINS[p]);
  const pick = (key: keyof Origins) => parties.flatMap((o) => o[key] ?? []);
  const api = originOf(input.publicApiBaseUrl);
  const apiOrigins = api ? [api] : [];
  const assetOrigins = [tenant.logo, tenant.alternate_logo, tenant.favicon, tenant.stylesheet]
    .map(originOf)
    .filter((o): o is string => o !== null);
  const forum = originOf(tenant.forumUrl);
  // The support chat widget's own origins: only for a tenant that enables one.
  const chat = chatWidgetOrigins(tenant);

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Host sources are ignored by browsers that know 'strict-dynamic'; they are the fallback
    // for those that do not, and still no wildcard.
    ['script-src', ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...pick('script'), ...(demoCaptcha ? apiOrigins : []), ...chat]],
    // Inline styles: React style props and next/font; style injection cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...assetOrigins, ...pick('style'), ...chat]],
    ['img-src', ["'self'", 'data:', 'blob:', ...apiOrigins, ...assetOrigins, ...pick('img'), ...chat]],
    ['font-src', ["'self'", 'data:', ...assetOrigins]],
    [
      'connect-src',
      ["'self'", ...apiOrigins, ...apiOrigins.map(socketOrigin), ...(forum ? [forum] : []), ...(input.realtime ? realtimeOrigins(input.realtime) : []), ...(input.extraConnect ?? []), ...pick('connect'), ...chat],
    ],
    ['media-src', ["'self'", ...apiOrigins]],
    ['frame-src', ["'self'", ...apiOrigins, ...pick('frame'), ...chat.filter((o) => o.startsWith('https:'))]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  const parts = directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (input.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * Responses without a tenant (the unknown-host 404, /health-check, static files): the portal's
 * own scripts and nothing from elsewhere.
 */
export function bareContentSecurityPolicy(nonce: string | null): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  return `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`;
}

export interface BaselineInput {
  https: boolean;
  /** the page may use the camera (the door page alone: `grantsCamera`) */
  camera?: boolean;
  /** HSTS_MAX_AGE seconds; 0 turns HSTS off. */
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
}

/**
 * The pages granted the camera by Permissions-Policy: the check-in door page alone
 * (`/acceso/{list}`, in every language); every other answer says `camera=()`.
 *   grantsCamera('/en/acceso/12') → true;  grantsCamera('/agenda') → false
 */
export function grantsCamera(path: string): boolean {
  const parts = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (parts.length > 0 && isLocale(parts[0])) parts.shift();
  const match = matchRoute(`/${parts.join('/')}`);
  return match.kind === 'route' && match.name === 'door';
}

/** Headers every response carries, whatever produced it. */
export function baselineHeaders(input: BaselineInput): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Old browsers that ignore frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy':
      `camera=${input.camera ? '(self)' : '()'}, microphone=(), geolocation=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=(), payment=(self "https://js.stripe.com"), fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  // HSTS means nothing over http (browsers ignore it) and would pin a dev host to https.
  if (input.https && input.hstsMaxAge > 0) {
    headers['Strict-Transport-Security'] = `max-age=${input.hstsMaxAge}${input.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`;
  }
  return headers;
}
