/**
 * Google Tag Manager (tenant setting `gtmId`) and the visitor's consent to it (docs/product.md#limits cookie
 * policy: "analytics id 2 years", "tag cookies a few seconds";).
 *
 * The container loads only once the visitor allows statistics, and always in consent mode: its
 * defaults say "denied" to everything before it loads, then what the visitor allowed is granted
 * (advertising only with a marketing answer), so no tag inside it stores anything it was not
 * allowed to.
 *
 * - A tenant with a consent manager (Cookiebot, `cookiebotId`) owns the answer once it has
 *   loaded (lib/third-parties/consent-service.ts: only after the visitor's choice): the
 *   container waits for its "statistics" category.
 * - A tenant without one has no banner: the container is not loaded at all until the visitor
 *   allows it in the portal's own cookie settings (remembered in this browser). Withdrawing says
 *   "denied" to the container's consent mode, deletes the analytics cookies it set, and the
 *   container is no longer loaded on the next pages.
 */

interface CookiebotLike {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
}

export interface TagConsentWindow {
  Cookiebot?: CookiebotLike;
  localStorage?: Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
  dispatchEvent?: (event: Event) => boolean;
}

export const TAG_CONSENT_KEY = 'ekitaldi.statistics-consent';
/** Fired on the window when this page records or withdraws the consent. */
export const TAG_CONSENT_EVENT = 'ekitaldi:statistics-consent';
const COOKIEBOT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'];

function storage(win: TagConsentWindow) {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether the visitor allows the tag manager (statistics). */
export function hasTagConsent(win: TagConsentWindow): boolean {
  if (win.Cookiebot?.consent) return win.Cookiebot.consent.statistics === true;
  try {
    return storage(win)?.getItem(TAG_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function giveTagConsent(win: TagConsentWindow): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(cookiebot.consent.preferences === true, true, cookiebot.consent.marketing === true);
  } else {
    try {
      storage(win)?.setItem(TAG_CONSENT_KEY, 'yes');
    } catch {
      // Not stored: asked again on the next page.
    }
  }
  win.dispatchEvent?.(new Event(TAG_CONSENT_EVENT));
}

export function withdrawTagConsent(win: TagConsentWindow): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(cookiebot.consent.preferences === true, false, cookiebot.consent.marketing === true);
  } else {
    try {
      storage(win)?.removeItem?.(TAG_CONSENT_KEY);
    } catch {
      // Nothing was stored.
    }
  }
  win.dispatchEvent?.(new Event(TAG_CONSENT_EVENT));
}

export function subscribeTagConsent(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange: () => void): () => void {
  const events = ['storage', TAG_CONSENT_EVENT, ...COOKIEBOT_EVENTS];
  for (const e of events) target.addEventListener(e, onChange);
  return () => {
    for (const e of events) target.removeEventListener(e, onChange);
  };
}

/** The analytics cookies a Google tag sets: `_ga` and `_ga_<container>` (2 years), `_gid` (1 day), `_gat*` (a minute). */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat');
}

/**
 * Deletes the analytics cookies visible to this page, on this host and on its parent domains
 * (a tag writes `_ga` on the widest domain it may).
 *   analyticsCookieDeletions('_ga=1; lang=es', 'demo.example.org')
 *     → ['_ga=; Max-Age=0; Path=/', '_ga=; Max-Age=0; Path=/; Domain=demo.example.org', '_ga=; Max-Age=0; Path=/; Domain=example.org']
 */
export function analyticsCookieDeletions(cookieHeader: string, hostname: string): string[] {
  const names = cookieHeader
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(isAnalyticsCookie);
  const parts = hostname.split('.');
  const domains = parts.length > 1 ? parts.slice(0, -1).map((_, i) => parts.slice(i).join('.')) : [];
  return names.flatMap((name) => [`${name}=; Max-Age=0; Path=/`, ...domains.map((d) => `${name}=; Max-Age=0; Path=/; Domain=${d}`)]);
}

type ConsentState = Record<string, 'denied' | 'granted' | number>;

/** Consent mode's defaults, given before the container loads: everything stored is denied. */
export function consentDefaults(): ['consent', 'default', ConsentState] {
  return [
    'consent',
    'default',
    {
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    },
  ];
}

/**
 * What the visitor allowed, said to the container once it may load: statistics (why it loads),
 * and advertising storage only where the consent manager holds a marketing answer.
 */
export function consentGranted(win: Pick<TagConsentWindow, 'Cookiebot'>): ['consent', 'update', ConsentState] {
  const marketing = win.Cookiebot?.consent?.marketing === true ? 'granted' : 'denied';
  return ['consent', 'update', { analytics_storage: 'granted', ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing }];
}

/** The dataLayer command that tells the container's consent mode the visitor withdrew. */
export function consentDenied(): ['consent', 'update', Record<string, 'denied'>] {
  return ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }];
}

/** The container's script URL. */
export function tagManagerUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}
