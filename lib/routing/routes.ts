import type { Feature } from '@/lib/tenants/schema';

/**
 * The one route map (docs/product.md#routes). Links, middleware guards and the sitemap all read it.
 *
 * `path` is the public path; `:name` is a parameter, `:name?` an optional one, and a
 * parameter may follow a literal prefix inside a segment (`/actividades-:product`).
 * `internal` is the app folder path when it differs from the public one (no `ñ` folders;
 * no partial dynamic segments in the app router).
 */
export interface RouteGuard {
  /** Anonymous visitors go to the login page with `?redirect=<path>`. */
  login?: boolean;
  /** The tenant must have at least one of these features, else home. */
  features?: readonly Feature[];
  /** The tenant must require tickets, else home. */
  ticket?: boolean;
}

export interface RouteDef {
  path: string;
  internal?: string;
  params?: Record<string, RegExp>;
  guard?: RouteGuard;
  /** Listed in the sitemap (public, parameter-free pages). */
  sitemap?: boolean;
}

// 100 characters at most: the API answers 414 beyond that, and no real slug is that long.
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const ID = /^[1-9][0-9]{0,9}$/;
const TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

export const routes = {
  home: { path: '/', sitemap: true },
  activities: { path: '/actividades', sitemap: true },
  pastActivities: { path: '/actividades-pasadas', sitemap: true },
  activitiesByProduct: {
    path: '/actividades-:product',
    internal: '/actividades-producto/:product',
    params: { product: SLUG },
  },
  agenda: { path: '/agenda', sitemap: true },
  session: { path: '/agenda/:slug', params: { slug: SLUG } },
  /** A session's moderation screen (organiser): rendered per request with the token; others get the 403 page. */
  moderation: { path: '/agenda/:slug/moderacion', internal: '/moderacion/:slug', params: { slug: SLUG }, guard: { login: true } },
  /**
   * A session's room screen for a projector: public HTML with the title only; what it
   * shows comes after load with the organiser's token or the secret key in the address's fragment
   * (never sent to a server, so never in a cache or a log).
   */
  roomScreen: { path: '/agenda/:slug/pantalla', internal: '/pantalla/:slug', params: { slug: SLUG } },
  /** The organiser's invitation codes: issue a batch that gives a ticket, copy, CSV; others get the 403 page. */
  invitationsAdmin: { path: '/moderacion/invitaciones', guard: { login: true, ticket: true } },
  /** The organiser's check-in lists: create, rename, close, staff links, live counts; others get the 403 page. */
  checkinLists: { path: '/moderacion/accesos', guard: { login: true } },
  /**
   * A check-in list's door page: the camera scanner for phones. Public HTML with no data;
   * what it decides from comes after load, with the organiser's token or the list's staff key in
   * the address's fragment (`#k=…`, never sent to a server). The one page granted the camera.
   */
  door: { path: '/acceso/:list', params: { list: ID } },
  /** Calendar files (.ics): the subscribable agenda feed, the whole event, one session. */
  agendaFeed: { path: '/agenda.ics', internal: '/calendario/agenda' },
  eventCalendar: { path: '/calendario.ics', internal: '/calendario/evento' },
  sessionCalendar: { path: '/agenda/:slug/calendario.ics', internal: '/calendario/sesion/:slug', params: { slug: SLUG } },
  welcome: { path: '/bienvenido', sitemap: true },
  blog: { path: '/blog', sitemap: true },
  blogPost: { path: '/blog/:id', params: { id: ID } },
  changePassword: {
    path: '/cambiar-contraseña',
    internal: '/cambiar-contrasena',
    guard: { login: true, features: ['change_password'] },
  },
  twoFactor: { path: '/factor-de-doble-autenticacion', guard: { features: ['login'] } },
  login: { path: '/iniciar-sesion', guard: { features: ['login'] } },
  sponsors: { path: '/patrocinadores', sitemap: true },
  sponsor: { path: '/patrocinadores/:id', params: { id: ID } },
  speakers: { path: '/ponentes', sitemap: true },
  speaker: { path: '/ponentes/:id', params: { id: ID } },
  /**
   * The tickets the tenant sells, for anyone (public, cached per tenant and language): price with
   * VAT and what each includes; choosing one goes to the purchase with it (through sign-in).
   */
  tickets: { path: '/entradas', guard: { ticket: true }, sitemap: true },
  purchase: { path: '/proceso-de-compra', guard: { login: true, ticket: true } },
  purchaseOk: { path: '/ok', guard: { login: true, ticket: true } },
  purchaseError: { path: '/error', guard: { login: true, ticket: true } },
  register: { path: '/registro', guard: { features: ['register', 'hidden_register'] } },
  invitationRegister: { path: '/registro-invitacion', guard: { features: ['invitation_register'] } },
  user: { path: '/usuario', guard: { login: true, features: ['user_profile'] } },
  stripeSuccess: { path: '/stripe/success/:id?', params: { id: TOKEN }, guard: { login: true, ticket: true } },
  stripeCancel: { path: '/stripe/cancel/:id?', params: { id: TOKEN }, guard: { login: true, ticket: true } },
  topics: { path: '/ejes/:slug?', params: { slug: SLUG }, sitemap: true },
  loginSso: { path: '/login-sso/:token?', params: { token: TOKEN }, guard: { features: ['login'] } },
  registerSso: { path: '/registro-sso/:token?', params: { token: TOKEN }, guard: { features: ['sso_register'] } },
  passwordResetRequest: { path: '/reset-password-request', guard: { features: ['login'] } },
  passwordResetConfirm: { path: '/password-reset-confirm/:token?', params: { token: TOKEN }, guard: { features: ['login'] } },
  validate: { path: '/validate/:token?', params: { token: TOKEN } },
  /** The link of the notice an email change sends to the old address (demo-api/email-change.ts). */
  emailChangeCancel: { path: '/cancelar-cambio-de-email/:token?', params: { token: TOKEN } },
  contact: { path: '/contacto', sitemap: true },
  committees: { path: '/comites', sitemap: true },
  /** What the service worker shows for a page this device never opened, when offline (public/sw.js). */
  offline: { path: '/sin-conexion' },
  /** The accessibility statement (lib/a11y/facts.ts), on every tenant. */
  accessibility: { path: '/accesibilidad', sitemap: true },
  /** Networking between attendees (docs/product.md#scope, docs/product.md#states): one private page whose views are the tabs. */
  networking: {
    path: '/networking/:view?',
    params: { view: /^(personas|solicitudes|reuniones|eventos|organizacion|desactivar)$/ },
    guard: { login: true },
  },
  /** The private calendar feed of "my day": the secret in the path is the credential (no cookie needed). */
  myDayFeed: { path: '/mi-dia/calendario/:secret', internal: '/calendario/mi-dia/:secret', params: { secret: /^[A-Za-z0-9_-]{43}$/ } },
  /** "My day": the attendee's timeline of registered and starred sessions and accepted meetings. */
  myDay: { path: '/mi-dia', guard: { login: true } },
  /** Catch-all: a CMS content page. Must stay last. */
  contentPage: { path: '/:slug', params: { slug: SLUG } },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export type RouteParams = Record<string, string | number | undefined>;

interface SegmentMatcher {
  literal?: string;
  prefix?: string;
  param?: string;
  optional?: boolean;
}

interface CompiledRoute {
  name: RouteName;
  def: RouteDef;
  segments: SegmentMatcher[];
}

function compileSegments(path: string): SegmentMatcher[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const colon = seg.indexOf(':');
      if (colon === -1) return { literal: seg };
      const optional = seg.endsWith('?');
      return {
        prefix: seg.slice(0, colon),
        param: seg.slice(colon + 1, optional ? -1 : undefined),
        optional,
      };
    });
}

const compiled: CompiledRoute[] = (Object.entries(routes) as Array<[RouteName, RouteDef]>).map(
  ([name, def]) => ({ name, def, segments: compileSegments(def.path) }),
);

export type RouteMatch =
  | { kind: 'route'; name: RouteName; def: RouteDef; params: Record<string, string> }
  /** The path belongs to a known route but a parameter is invalid (e.g. /blog/abc): 404. */
  | { kind: 'invalid'; name: RouteName }
  /** Nothing matches: 404. */
  | { kind: 'none' };

/** Matches a decoded, locale-free path ("/blog/12") against the route map. */
export function matchRoute(pathname: string): RouteMatch {
  const parts = pathname.split('/').filter(Boolean);
  let invalid: RouteName | null = null;

  for (const route of compiled) {
    const result = matchSegments(route, parts);
    if (result === 'invalid') {
      invalid ??= route.name;
      continue;
    }
    if (result) return { kind: 'route', name: route.name, def: route.def, params: result };
  }
  return invalid ? { kind: 'invalid', name: invalid } : { kind: 'none' };
}

/** Params on a match; 'invalid' when the literal parts match but a parameter does not. */
function matchSegments(route: CompiledRoute, parts: string[]): Record<string, string> | 'invalid' | null {
  const { segments, def } = route;
  const required = segments.filter((s) => !s.optional).length;
  const firstIsLiteral = segments[0]?.literal !== undefined;
  if (parts.length > segments.length || parts.length < required) {
    // "/blog/1/2" or "/agenda/x/y" belong to a literal family but fit no template.
    return firstIsLiteral && parts[0] === segments[0]!.literal && parts.length > 0 ? 'invalid' : null;
  }
  const params: Record<string, string> = {};
  let literalsMatched = true;
  let paramsValid = true;
  segments.forEach((seg, i) => {
    const part = parts[i];
    if (seg.literal !== undefined) {
      if (part !== seg.literal) literalsMatched = false;
      return;
    }
    if (part === undefined) return; // optional and absent
    if (seg.prefix) {
      if (!part.startsWith(seg.prefix) || part.length === seg.prefix.length) {
        literalsMatched = false;
        return;
      }
    }
    const value = part.slice(seg.prefix?.length ?? 0);
    const rule = def.params?.[seg.param!];
    if (rule && !rule.test(value)) paramsValid = false;
    params[seg.param!] = value;
  });
  if (!literalsMatched) return null;
  if (!paramsValid) return firstIsLiteral ? 'invalid' : null;
  return params;
}

function fill(template: string, params: RouteParams, encode: boolean): string {
  const out = template
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const colon = seg.indexOf(':');
      if (colon === -1) return encode ? encodeURIComponent(seg) : seg;
      const optional = seg.endsWith('?');
      const name = seg.slice(colon + 1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`route ${template}: missing parameter "${name}"`);
      }
      const text = seg.slice(0, colon) + String(value);
      return encode ? encodeURIComponent(text) : text;
    })
    .filter((s): s is string => s !== null);
  return '/' + out.join('/');
}

/**
 * The public, percent-encoded path of a route, without locale prefix:
 * href('changePassword') → "/cambiar-contrase%C3%B1a"; href('blogPost', {id: 3}) → "/blog/3".
 */
export function href(name: RouteName, params: RouteParams = {}): string {
  return fill(routes[name].path, params, true);
}

/** The app folder path a matched route is served from (decoded). */
export function internalPath(match: Extract<RouteMatch, { kind: 'route' }>): string {
  return fill(match.def.internal ?? match.def.path, match.params, false);
}
