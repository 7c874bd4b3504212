/**
 * Consent for the video service's cookies (docs/product.md#limits cookie policy: "a video-service cookie 17
 * years"). A tenant with a consent manager (Cookiebot, `cookiebotId`) owns the answer: video
 * players are marketing cookies there, so the player needs `consent.marketing`, and "allow video
 * and play" records that choice in Cookiebot itself (keeping the other categories as they are),
 * so the banner and the cookie policy page show it. A tenant without one has no banner: the
 * visitor's click on "allow video cookies and play" is the consent, remembered in this browser.
 */

interface CookiebotLike {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
}

export interface ConsentWindow {
  Cookiebot?: CookiebotLike;
  localStorage?: Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
}

export const VIDEO_CONSENT_KEY = 'ekitaldi.video-consent';

function storage(win: ConsentWindow) {
  try {
    return win.localStorage ?? null;
  } catch {
    // Storage blocked (privacy settings): consent lasts for this page only.
    return null;
  }
}

/** This page's answer when the browser would not store it (storage blocked): null until one is given. */
let unstored: boolean | null = null;

/** Whether the visitor has allowed the video service's cookies. */
export function hasVideoConsent(win: ConsentWindow): boolean {
  if (win.Cookiebot?.consent) return win.Cookiebot.consent.marketing === true;
  try {
    if (storage(win)?.getItem(VIDEO_CONSENT_KEY) === 'yes') return true;
  } catch {
    // Storage blocked: this page's own answer, if any.
  }
  return unstored === true;
}

/** Records the visitor's consent (their click on "allow video cookies and play"). */
export function giveVideoConsent(win: ConsentWindow & { dispatchEvent?: (event: Event) => boolean }): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(cookiebot.consent.preferences === true, cookiebot.consent.statistics === true, true);
  } else {
    try {
      const kept = storage(win);
      if (kept) kept.setItem(VIDEO_CONSENT_KEY, 'yes');
      else unstored = true;
    } catch {
      // Not stored: the player still opens on this page, and asks again next time.
      unstored = true;
    }
  }
  win.dispatchEvent?.(new Event(VIDEO_CONSENT_EVENT));
}

/**
 * Withdraws it, as easily as it was given (the portal's own cookie settings): the
 * players on the page go back behind their facade at once. With a consent manager the
 * marketing category is turned off there, the others kept.
 */
export function withdrawVideoConsent(win: ConsentWindow & { dispatchEvent?: (event: Event) => boolean }): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(cookiebot.consent.preferences === true, cookiebot.consent.statistics === true, false);
  } else {
    unstored = false;
    try {
      storage(win)?.removeItem?.(VIDEO_CONSENT_KEY);
    } catch {
      // Nothing was stored.
    }
  }
  win.dispatchEvent?.(new Event(VIDEO_CONSENT_EVENT));
}

/** Fired on the window when this page records the consent (other leaves follow at once). */
export const VIDEO_CONSENT_EVENT = 'ekitaldi:video-consent';
/** Cookiebot's window events when the visitor answers its banner. */
const COOKIEBOT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'];

/** Calls `onChange` whenever the consent may have changed (this page, another tab, the banner). */
export function subscribeVideoConsent(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange: () => void): () => void {
  const events = ['storage', VIDEO_CONSENT_EVENT, ...COOKIEBOT_EVENTS];
  for (const e of events) target.addEventListener(e, onChange);
  return () => {
    for (const e of events) target.removeEventListener(e, onChange);
  };
}
