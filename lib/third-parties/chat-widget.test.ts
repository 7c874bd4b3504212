// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CONSENT_EVENT, CHAT_CONSENT_KEY, giveChatConsent, hasChatConsent, loadChatScript, subscribeChatConsent } from './chat-widget';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('chat consent without a consent manager', () => {
  it('is absent until the visitor accepts, then remembered in this browser', () => {
    const localStorage = memoryStorage();
    const win = { localStorage, dispatchEvent: vi.fn(() => true) };
    expect(hasChatConsent(win)).toBe(false);
    giveChatConsent(win);
    expect(localStorage.data.get(CHAT_CONSENT_KEY)).toBe('yes');
    expect(hasChatConsent(win)).toBe(true);
    expect(win.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: CHAT_CONSENT_EVENT }));
  });

  it('blocked storage: no consent, and accepting does not throw', () => {
    const win = {
      localStorage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
    };
    expect(hasChatConsent(win)).toBe(false);
    expect(() => giveChatConsent(win)).not.toThrow();
  });
});

describe('chat consent with Cookiebot', () => {
  it('follows the preferences category, whatever this browser stored', () => {
    const localStorage = memoryStorage({ [CHAT_CONSENT_KEY]: 'yes' });
    expect(hasChatConsent({ localStorage, Cookiebot: { consent: { preferences: false, marketing: true } } })).toBe(false);
    expect(hasChatConsent({ localStorage: memoryStorage(), Cookiebot: { consent: { preferences: true } } })).toBe(true);
  });

  it('accepting records preferences in Cookiebot and keeps the other categories', () => {
    const submitCustomConsent = vi.fn();
    const localStorage = memoryStorage();
    giveChatConsent({ localStorage, Cookiebot: { consent: { preferences: false, statistics: true, marketing: false }, submitCustomConsent } });
    expect(submitCustomConsent).toHaveBeenCalledWith(true, true, false);
    expect(localStorage.data.size).toBe(0);
  });
});

describe('subscribeChatConsent', () => {
  it('hears this page, other tabs and the banner, until unsubscribed', () => {
    const onChange = vi.fn();
    const stop = subscribeChatConsent(window, onChange);
    for (const type of [CHAT_CONSENT_EVENT, 'storage', 'CookiebotOnAccept']) window.dispatchEvent(new Event(type));
    stop();
    window.dispatchEvent(new Event(CHAT_CONSENT_EVENT));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('loadChatScript', () => {
  const src = 'https://chat.vendor.example/widget.js';
  const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')];

  it('adds the script once, async and marked for the consent manager, and resolves on load', async () => {
    const first = loadChatScript(document, src);
    const again = loadChatScript(document, src);
    expect(again).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toMatchObject({ src, async: true });
    expect(scripts()[0]!.dataset.cookieconsent).toBe('preferences');
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects when the script fails, removes it, and a retry adds a new one', async () => {
    const url = `${src}?fail`;
    const first = loadChatScript(document, url);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);
    const retry = loadChatScript(document, url);
    expect(retry).not.toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('gives up on a host that never answers', async () => {
    vi.useFakeTimers();
    const pending = loadChatScript(document, `${src}?silent`, 1_000);
    const settled = expect(pending).rejects.toThrow(/no answer/);
    vi.advanceTimersByTime(1_000);
    await settled;
    expect(scripts()).toHaveLength(0);
  });
});
