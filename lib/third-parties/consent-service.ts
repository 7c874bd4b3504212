/**
 * A tenant's consent service (Cookiebot, tenant setting `cookiebotId`) is itself a third party:
 * its script comes from consent.cookiebot.com and tells it who visits. So nothing of it loads
 * before the visitor has chosen (README "Security"): the portal's
 * own banner asks first (accept or reject, first-party, kept in this browser), and the service
 * loads only
 * - after "accept" (and is then told that answer, so it does not ask again), or
 * - when the visitor answered the service itself before (its own `CookieConsent` cookie), or
 * - when the visitor asks for the cookie settings, which are the service's dialog.
 * A rejection loads nothing; the settings remain one click away.
 */

export const CONSENT_CHOICE_KEY = 'ekitaldi.consent-choice';
/** Fired on the window when the banner's answer is recorded. */
export const CONSENT_CHOICE_EVENT = 'ekitaldi:consent-choice';
export const COOKIEBOT_SCRIPT_URL = 'https://consent.cookiebot.com/uc.js';
/** The cookie Cookiebot keeps its answer in (first-party, on the site's own domain). */
export const COOKIEBOT_CONSENT_COOKIE = 'CookieConsent';

export type ConsentChoice = 'accepted' | 'rejected';

export interface ChoiceWindow {
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  document?: { cookie: string };
  dispatchEvent?: (event: Event) => boolean;
}

/**
 * The visitor's answer in the portal's banner, or null when they have not given one.
 *   consentChoice({ localStorage: { getItem: () => 'rejected' } }) → 'rejected'
 */
export function consentChoice(win: ChoiceWindow): ConsentChoice | null {
  try {
    const kept = win.localStorage?.getItem(CONSENT_CHOICE_KEY);
    if (kept === 'accepted' || kept === 'rejected') return kept;
  } catch {
    // Storage blocked: asked again.
  }
  return null;
}

/**
 * Whether the visitor answered the consent service itself (in its dialog, on an earlier page):
 * its own first-party cookie is there.
 *   serviceHasAnswer({ document: { cookie: 'i18n_redirected=es; CookieConsent={stamp:…}' } }) → true
 */
export function serviceHasAnswer(win: ChoiceWindow): boolean {
  const cookies = win.document?.cookie ?? '';
  return cookies.split(';').some((c) => c.trim().startsWith(`${COOKIEBOT_CONSENT_COOKIE}=`));
}

/** Whether this page loads the consent service by itself: only once the visitor has answered. */
export function serviceMayLoad(win: ChoiceWindow): boolean {
  return consentChoice(win) === 'accepted' || serviceHasAnswer(win);
}

export function recordConsentChoice(win: ChoiceWindow, choice: ConsentChoice): void {
  try {
    win.localStorage?.setItem(CONSENT_CHOICE_KEY, choice);
  } catch {
    // Not kept: the banner asks again on the next page.
  }
  win.dispatchEvent?.(new Event(CONSENT_CHOICE_EVENT));
}

interface CookiebotLike {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  consented?: boolean;
  declined?: boolean;
  hasResponse?: boolean;
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
  renew?: () => void;
  show?: () => void;
}

export interface ServiceWindow {
  Cookiebot?: CookiebotLike;
  document: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
  addEventListener: Window['addEventListener'];
}

let loading: Promise<CookiebotLike> | null = null;

/**
 * Loads the consent service's script once per page (resolves with its API when it has loaded;
 * rejects when it cannot: blocked, offline, the vendor down).
 */
export function loadConsentService(win: ServiceWindow, cbid: string): Promise<CookiebotLike> {
  if (win.Cookiebot) return Promise.resolve(win.Cookiebot);
  // One script per page: a second call while it loads waits for the same one.
  if (loading && win.document.getElementById('Cookiebot')) return loading;
  loading = new Promise<CookiebotLike>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.id = 'Cookiebot';
    script.src = COOKIEBOT_SCRIPT_URL;
    script.async = true;
    script.dataset.cbid = cbid;
    script.addEventListener('load', () => (win.Cookiebot ? resolve(win.Cookiebot) : reject(new Error('the consent service did not start'))));
    script.addEventListener('error', () => reject(new Error('the consent service could not load')));
    win.document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * After "accept" in the portal's banner: the service is told so (every category), unless it
 * already holds an answer of the visitor's own.
 */
export function tellServiceAccepted(cookiebot: CookiebotLike): void {
  if (cookiebot.hasResponse || cookiebot.consented || cookiebot.declined) return;
  cookiebot.submitCustomConsent?.(true, true, true);
}
