/**
 * Consent and loading for a tenant's support chat widget (docs/product.md#calls: "chat widget only if
 * enabled"; tenant setting `chatWidget`). The widget is a third-party script that may set
 * cookies, so it loads only after the visitor says yes:
 * - a tenant with a consent manager (Cookiebot) owns the answer: a support chat is a
 *   "preferences" service there, and "accept" records that category in Cookiebot itself (the
 *   other categories kept as they are), so its banner and the cookie policy page agree;
 * - a tenant without one has no banner: the visitor's "accept and open the chat" is the consent,
 *   remembered in this browser.
 * Loading may fail (blocked, offline, the vendor down): the promise rejects and the portal goes on.
 */

interface CookiebotLike {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
}

export interface ChatConsentWindow {
  Cookiebot?: CookiebotLike;
  localStorage?: Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
}

export const CHAT_CONSENT_KEY = 'ekitaldi.chat-consent';
/** Fired on the window when this page records the consent. */
export const CHAT_CONSENT_EVENT = 'ekitaldi:chat-consent';
/** Cookiebot's window events when the visitor answers its banner. */
const COOKIEBOT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'];

function storage(win: ChatConsentWindow) {
  try {
    return win.localStorage ?? null;
  } catch {
    // Storage blocked (privacy settings): consent lasts for this page only.
    return null;
  }
}

/** Whether the visitor has allowed the support chat. */
export function hasChatConsent(win: ChatConsentWindow): boolean {
  if (win.Cookiebot?.consent) return win.Cookiebot.consent.preferences === true;
  try {
    return storage(win)?.getItem(CHAT_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Withdraws it (the portal's own cookie settings); with a consent manager, its preferences category. */
export function withdrawChatConsent(win: ChatConsentWindow & { dispatchEvent?: (event: Event) => boolean }): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(false, cookiebot.consent.statistics === true, cookiebot.consent.marketing === true);
  } else {
    try {
      storage(win)?.removeItem?.(CHAT_CONSENT_KEY);
    } catch {
      // Nothing was stored.
    }
  }
  win.dispatchEvent?.(new Event(CHAT_CONSENT_EVENT));
}

/** Records the visitor's consent (their click on "accept and open the chat"). */
export function giveChatConsent(win: ChatConsentWindow & { dispatchEvent?: (event: Event) => boolean }): void {
  const cookiebot = win.Cookiebot;
  if (cookiebot?.consent && cookiebot.submitCustomConsent) {
    cookiebot.submitCustomConsent(true, cookiebot.consent.statistics === true, cookiebot.consent.marketing === true);
  } else {
    try {
      storage(win)?.setItem(CHAT_CONSENT_KEY, 'yes');
    } catch {
      // Not stored: the chat still opens now, and asks again next time.
    }
  }
  win.dispatchEvent?.(new Event(CHAT_CONSENT_EVENT));
}

/** Calls `onChange` whenever the consent may have changed (this page, another tab, the banner). */
export function subscribeChatConsent(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange: () => void): () => void {
  const events = ['storage', CHAT_CONSENT_EVENT, ...COOKIEBOT_EVENTS];
  for (const e of events) target.addEventListener(e, onChange);
  return () => {
    for (const e of events) target.removeEventListener(e, onChange);
  };
}

const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds the widget's script once per page and settles when it has loaded, failed, or not
 * answered within `timeoutMs` (a host that never answers must not leave "loading" forever).
 * A failed load may be retried: the failed script element is removed and forgotten.
 * `data-cookieconsent="preferences"` lets a Cookiebot in auto-blocking mode run it.
 */
export function loadChatScript(doc: Document, src: string, timeoutMs = 15_000): Promise<void> {
  let byDoc = loads.get(doc);
  if (!byDoc) loads.set(doc, (byDoc = new Map()));
  const known = byDoc.get(src);
  if (known) return known;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.cookieconsent = 'preferences';
  script.dataset.chatWidget = '';
  const loading = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`chat widget: no answer from ${src} in ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      byDoc.delete(src);
      reject(error);
    };
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`chat widget: ${src} could not be loaded`)));
  });
  byDoc.set(src, loading);
  doc.body.append(script);
  return loading;
}
