import { describe, expect, it, vi } from 'vitest';
import { giveVideoConsent, hasVideoConsent, VIDEO_CONSENT_KEY, withdrawVideoConsent } from './video-consent';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe('video consent', () => {
  it('without a consent manager: the visitor’s click is remembered in this browser', () => {
    const localStorage = memory();
    expect(hasVideoConsent({ localStorage })).toBe(false);
    giveVideoConsent({ localStorage });
    expect(localStorage.data.get(VIDEO_CONSENT_KEY)).toBe('yes');
    expect(hasVideoConsent({ localStorage })).toBe(true);
  });
  it('with Cookiebot: marketing consent decides, and the click is recorded there keeping the other choices', () => {
    const submitCustomConsent = vi.fn();
    const localStorage = memory();
    localStorage.setItem(VIDEO_CONSENT_KEY, 'yes');
    const win = { Cookiebot: { consent: { preferences: true, statistics: false, marketing: false }, submitCustomConsent }, localStorage };
    // The manager owns the answer: a local flag does not override a refusal there.
    expect(hasVideoConsent(win)).toBe(false);
    giveVideoConsent(win);
    expect(submitCustomConsent).toHaveBeenCalledWith(true, false, true);
    expect(hasVideoConsent({ Cookiebot: { consent: { marketing: true } } })).toBe(true);
  });
  it('survives blocked storage', () => {
    const localStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(hasVideoConsent({ localStorage })).toBe(false);
    expect(() => giveVideoConsent({ localStorage })).not.toThrow();
  });
  it('is withdrawn as easily as given, and the page hears it', () => {
    const localStorage = memory();
    const dispatchEvent = vi.fn(() => true);
    giveVideoConsent({ localStorage, dispatchEvent });
    withdrawVideoConsent({ localStorage, dispatchEvent });
    expect(hasVideoConsent({ localStorage })).toBe(false);
    expect(dispatchEvent).toHaveBeenCalledTimes(2);
    const submitCustomConsent = vi.fn();
    withdrawVideoConsent({ Cookiebot: { consent: { preferences: true, statistics: true, marketing: true }, submitCustomConsent } });
    expect(submitCustomConsent).toHaveBeenCalledWith(true, true, false);
  });
  it('blocked storage: the answer holds for this page, and can be withdrawn too', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    giveVideoConsent({ localStorage: blocked });
    expect(hasVideoConsent({ localStorage: blocked })).toBe(true);
    withdrawVideoConsent({ localStorage: blocked });
    expect(hasVideoConsent({ localStorage: blocked })).toBe(false);
  });
});
