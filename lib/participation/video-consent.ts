/**
 * Consent for the video service's cookies (SPEC §9 cookie policy: "a video-service cookie 17
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
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
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

/** Whether the visitor has allowed the video service's cookies. */
export function hasVideoConsent(win: ConsentWindow): boolean {
  if (win.Cookiebot?.consent) return win.Cookiebot.consent.marketing === true;
  try {
    return storage(win)?.getItem(VIDEO_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Records the visitor's consent (their click on "allow video cookies and play"). */
export function giveVideoConsent(win: ConsentWindow & { dispatchEvent?: (event: Event) => boolean }): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(cookiebot.consent.preferences === true, cookiebot.consent.statistics === true, true);
  } else {
    try {
      storage(win)?.setItem(VIDEO_CONSENT_KEY, 'yes');
    } catch {
      // Not stored: the player still opens now, and asks again next time.
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
