import { describe, expect, it, vi } from 'vitest';
import { giveVideoConsent, hasVideoConsent, VIDEO_CONSENT_KEY } from './video-consent';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
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
});
