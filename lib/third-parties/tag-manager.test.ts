import { describe, expect, it, vi } from 'vitest';
import { analyticsCookieDeletions, consentDefaults, consentDenied, consentGranted, giveTagConsent, hasTagConsent, isAnalyticsCookie, TAG_CONSENT_KEY, withdrawTagConsent } from './tag-manager';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('tag manager consent', () => {
  it('without a consent manager: given and withdrawn in this browser, each time announced', () => {
    const win = { localStorage: memoryStorage(), dispatchEvent: vi.fn(() => true) };
    expect(hasTagConsent(win)).toBe(false);
    giveTagConsent(win);
    expect(win.localStorage.getItem(TAG_CONSENT_KEY)).toBe('yes');
    expect(hasTagConsent(win)).toBe(true);
    withdrawTagConsent(win);
    expect(hasTagConsent(win)).toBe(false);
    expect(win.dispatchEvent).toHaveBeenCalledTimes(2);
  });

  it('with Cookiebot: its statistics category, the others kept', () => {
    const submitCustomConsent = vi.fn();
    const win = { Cookiebot: { consent: { preferences: true, statistics: false, marketing: true }, submitCustomConsent } };
    expect(hasTagConsent(win)).toBe(false);
    giveTagConsent(win);
    expect(submitCustomConsent).toHaveBeenLastCalledWith(true, true, true);
    withdrawTagConsent(win);
    expect(submitCustomConsent).toHaveBeenLastCalledWith(true, false, true);
  });

  it('knows the analytics cookies and deletes them on the host and its parent domains', () => {
    expect(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1'].every(isAnalyticsCookie)).toBe(true);
    expect(['auth', 'i18n_redirected', '_gac'].some((n) => n !== '_gac' && isAnalyticsCookie(n))).toBe(false);
    expect(analyticsCookieDeletions('_ga=GA1.1.2; i18n_redirected=es; _gid=GA1.1.3', 'demo.example.org')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=demo.example.org',
      '_ga=; Max-Age=0; Path=/; Domain=example.org',
      '_gid=; Max-Age=0; Path=/',
      '_gid=; Max-Age=0; Path=/; Domain=demo.example.org',
      '_gid=; Max-Age=0; Path=/; Domain=example.org',
    ]);
    expect(analyticsCookieDeletions('auth=x', 'localhost')).toEqual([]);
    expect(consentDenied()[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });
});

describe('consent mode', () => {
  it('denies everything stored before the container loads, then grants statistics, and advertising only with a marketing answer', () => {
    expect(consentDefaults()).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'granted', wait_for_update: 500 },
    ]);
    expect(consentGranted({})).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(consentGranted({ Cookiebot: { consent: { statistics: true, marketing: false } } })[2].ad_storage).toBe('denied');
    expect(consentGranted({ Cookiebot: { consent: { statistics: true, marketing: true } } })).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });
});
