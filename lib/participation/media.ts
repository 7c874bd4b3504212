import type { AccessGate, RegistrationState } from '@/lib/api/schemas';

/**
 * What the session page's media leaves (files, stream, survey) decide for one visitor, kept pure
 * so it is tested without a browser: who may open an item, what to say otherwise, and how an
 * embed URL becomes a player URL that respects the cookie policy (docs/product.md#limits).
 */

/** Who the visitor is for a gate: anonymous, or signed in with the open gates of the registration state. */
export type Viewer = { signedIn: false } | { signedIn: true; access: RegistrationState['access'] };

/** Whether the visitor may open an item behind `gate` (the API decides again on every request). */
export function gateOpen(gate: AccessGate, viewer: Viewer): boolean {
  if (gate === 'public') return true;
  if (!viewer.signedIn) return false;
  if (gate === 'login') return true;
  return gate === 'registered' ? viewer.access.registered : viewer.access.ticket;
}

/**
 * The right a ticket-gated stream or file needs that the held ticket lacks (the API would refuse
 * it with entitlement.<right>), or null: the leaf says so instead of offering what cannot work.
 *
 *   lackingRight('ticket', { ticket: { held: true, rights: ['in_person'] } }, 'files') → 'files'
 */
export function lackingRight(gate: AccessGate, state: Pick<RegistrationState, 'ticket'>, right: 'streams' | 'files'): 'streams' | 'files' | null {
  return gate === 'ticket' && state.ticket.held && !state.ticket.rights.includes(right) ? right : null;
}

/** Why an item is closed to the visitor, to say what to do: sign in, register, get a ticket. */
export type Refusal = 'login' | 'registered' | 'ticket';

export function refusalOf(gate: AccessGate, viewer: Viewer): Refusal | null {
  if (gateOpen(gate, viewer)) return null;
  if (!viewer.signedIn) return 'login';
  return gate === 'ticket' ? 'ticket' : 'registered';
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/**
 * The player URL for an embed URL the API gave: YouTube in its privacy-enhanced host
 * (youtube-nocookie.com: no cookies until the visitor plays), Vimeo with dnt=1 (no tracking
 * cookies), and autoplay because the visitor asked to watch (a click, or the live session they
 * opened with consent). Anything that is not an https URL of the provider is refused (null): the
 * iframe only ever points at the two players the CSP frame-src allows.
 *
 *   playerUrl('youtube', 'https://www.youtube.com/embed/abc') → 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0'
 */
export function playerUrl(provider: 'youtube' | 'vimeo', embed: string, { autoplay = true } = {}): string | null {
  let url: URL;
  try {
    url = new URL(embed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (provider === 'youtube') {
    if (!YOUTUBE_HOSTS.has(url.hostname) || !url.pathname.startsWith('/embed/')) return null;
    url.hostname = 'www.youtube-nocookie.com';
    url.searchParams.set('rel', '0');
  } else {
    if (url.hostname !== 'player.vimeo.com' || !url.pathname.startsWith('/video/')) return null;
    url.searchParams.set('dnt', '1');
  }
  if (autoplay) url.searchParams.set('autoplay', '1');
  else url.searchParams.delete('autoplay');
  // Stable order (autoplay first) so tests and caches see one URL per video.
  url.searchParams.sort();
  return url.toString();
}

/** Whether `now` is inside the session's times (the player may load by itself, with consent). */
export function isLive(startsAt: string, endsAt: string, now: number): boolean {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now < end;
}

/** The last segment of a MIME type for people ("PDF", "PNG"), or the type itself. */
export function fileKind(type: string): string {
  const sub = type.split('/')[1] ?? type;
  const bare = sub.split(/[;+.-]/)[0] ?? sub;
  return bare ? bare.toUpperCase() : type;
}
