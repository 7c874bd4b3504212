/**
 * The catalogue namespaces components read with the `useTranslations` hook — client components,
 * and shared components a client component renders. Only these travel to the browser, as props of
 * a `NextIntlClientProvider` in the page's RSC payload; server components translate on the server.
 * A nested provider REPLACES its parent's messages for its subtree, so every route list below is
 * picked together with LAYOUT_NAMESPACES (`pickClientMessages`).
 *
 * A unit test follows each route's imports, so these lists can neither fall behind (a client
 * component reading a namespace its route does not carry) nor carry what no client component of
 * the route reads.
 */

/**
 * What the tenant layout's own client components read, carried by EVERY page: the header (user
 * menu, venue selector, countdown), the loading bar, the network status, the chat widget, the
 * consent banner, the footer's cookie settings and the error boundary (error.tsx).
 */
export const LAYOUT_NAMESPACES = ['ChatWidget', 'ConsentBanner', 'CookieSettings', 'Countdown', 'Header', 'Loading', 'Network', 'error'] as const;

/** Conference cards' client leaves (local time, venue scope): the home and the activity lists. */
export const CONFERENCE_LIST_NAMESPACES = ['Conferences'] as const;

/** `/agenda`: the browser (search, filters, days) and its stars. */
export const AGENDA_NAMESPACES = ['Agenda', 'Conferences', 'stars'] as const;

/** `/agenda/{slug}`: registration, live panel (chat, questions), stream, files, survey, star. */
export const SESSION_NAMESPACES = ['ApiErrors', 'Common', 'Conferences', 'Forms', 'Registration', 'Session', 'stars', 'validation'] as const;

/** `/agenda/{slug}/pantalla`: the room screen's poll results (`Session.poll.optionResult`) and occupancy. */
export const ROOM_SCREEN_NAMESPACES = ['RoomScreen', 'Session'] as const;

/** `/acceso/{list}`: the door page (scanner, verdicts, search, conflicts). */
export const DOOR_NAMESPACES = ['Checkin'] as const;

/** The blog index pages (`/blog`, `/blog/page/{n}`): tag filter, pagination, their loading. */
export const BLOG_NAMESPACES = ['ApiErrors', 'Blog'] as const;

/** `/contacto`: the contact form. */
export const CONTACT_NAMESPACES = ['ApiErrors', 'Contact', 'Forms', 'validation'] as const;

/** `/ponentes`: the tag directory. */
export const SPEAKERS_NAMESPACES = ['Speakers'] as const;

/** `/patrocinadores`: the tag directory. */
export const SPONSORS_NAMESPACES = ['Sponsors'] as const;

/** Content pages (`/{slug}`): the cookie settings button a policy page may show. */
export const CONTENT_NAMESPACES = ['CookieSettings'] as const;

/**
 * The account screens — sign-in, sign-up, passwords, validation, SSO, the private area and
 * moderation — all under the `app/[tenant]/[locale]/(account)` route group, whose layout adds them.
 */
export const ACCOUNT_NAMESPACES = [
  'Account',
  'AccountExtra',
  'AccountExtras',
  'ApiErrors',
  'AuthCommon',
  'AuthErrors',
  'ChangePassword',
  'Checkin',
  'Common',
  'CustomerFields',
  'EmailChangeCancel',
  'Forms',
  'Invitations',
  'Login',
  'MyActivities',
  'orders',
  'PasswordReset',
  'Profile',
  'Session',
  'Signup',
  'Sso',
  'TwoFactor',
  'Validate',
  'validation',
  'networking',
  'myDay',
  'TicketRights',
] as const;

/**
 * The purchase process's texts: only its page carries them (app/[tenant]/[locale]/proceso-de-compra
 * adds them to the tenant layout's provider); its outcome pages translate on the server.
 */
export const PURCHASE_NAMESPACES = ['purchase', 'ApiErrors', 'Forms', 'TicketRights'] as const;

export function pickClientMessages<T extends Record<string, unknown>>(
  messages: T,
  extra: readonly string[] = [],
): Partial<T> {
  const wanted = new Set<string>([...LAYOUT_NAMESPACES, ...extra]);
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => wanted.has(ns))) as Partial<T>;
}
