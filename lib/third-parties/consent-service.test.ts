// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHOICE_EVENT,
  CONSENT_CHOICE_KEY,
  consentChoice,
  loadConsentService,
  recordConsentChoice,
  serviceHasAnswer,
  serviceMayLoad,
  tellServiceAccepted,
  type ServiceWindow,
} from './consent-service';

const storage = (value: string | null) => ({ getItem: () => value, setItem: vi.fn() });

afterEach(() => {
  document.getElementById('Cookiebot')?.remove();
  delete (window as { Cookiebot?: unknown }).Cookiebot;
});

describe('the visitor’s choice', () => {
  it('is the banner’s answer, or none', () => {
    expect(consentChoice({ localStorage: storage('accepted') })).toBe('accepted');
    expect(consentChoice({ localStorage: storage('rejected') })).toBe('rejected');
    expect(consentChoice({ localStorage: storage(null) })).toBeNull();
    expect(consentChoice({ localStorage: storage('maybe') })).toBeNull();
    expect(consentChoice({ localStorage: { getItem: () => { throw new Error('blocked'); }, setItem: vi.fn() } })).toBeNull();
  });

  it('lets the service load only after "accept" or an answer given to the service itself', () => {
    expect(serviceMayLoad({ localStorage: storage(null), document: { cookie: 'i18n_redirected=es' } })).toBe(false);
    expect(serviceMayLoad({ localStorage: storage('rejected'), document: { cookie: '' } })).toBe(false);
    expect(serviceMayLoad({ localStorage: storage('accepted'), document: { cookie: '' } })).toBe(true);
    expect(serviceHasAnswer({ document: { cookie: 'i18n_redirected=es; CookieConsent={stamp:%27x%27}' } })).toBe(true);
    expect(serviceMayLoad({ localStorage: storage('rejected'), document: { cookie: 'CookieConsent=-1' } })).toBe(true);
    expect(serviceHasAnswer({ document: { cookie: 'NotCookieConsent=1' } })).toBe(false);
  });

  it('is recorded and announced', () => {
    const setItem = vi.fn();
    const events: string[] = [];
    recordConsentChoice({ localStorage: { getItem: () => null, setItem }, dispatchEvent: (e) => (events.push(e.type), true) }, 'rejected');
    expect(setItem).toHaveBeenCalledWith(CONSENT_CHOICE_KEY, 'rejected');
    expect(events).toEqual([CONSENT_CHOICE_EVENT]);
  });
});

describe('loading the consent service', () => {
  it('adds its script once, and resolves with its API when it has loaded', async () => {
    const win = window as unknown as ServiceWindow;
    const first = loadConsentService(win, 'cbid-1');
    const second = loadConsentService(win, 'cbid-1');
    const scripts = document.querySelectorAll('script#Cookiebot');
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe('https://consent.cookiebot.com/uc.js');
    expect(script.dataset.cbid).toBe('cbid-1');
    const api = { renew: vi.fn() };
    (window as { Cookiebot?: unknown }).Cookiebot = api;
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('rejects when it cannot load, and tries again on the next call', async () => {
    const win = window as unknown as ServiceWindow;
    const failed = loadConsentService(win, 'cbid-2');
    document.getElementById('Cookiebot')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not load');
    document.getElementById('Cookiebot')!.remove();
    void loadConsentService(win, 'cbid-2').catch(() => undefined);
    expect(document.querySelectorAll('script#Cookiebot')).toHaveLength(1);
  });

  it('after "accept", tells the service every category, unless it already holds the visitor’s own answer', () => {
    const submit = vi.fn();
    tellServiceAccepted({ submitCustomConsent: submit });
    expect(submit).toHaveBeenCalledWith(true, true, true);
    const answered = vi.fn();
    tellServiceAccepted({ submitCustomConsent: answered, hasResponse: true });
    tellServiceAccepted({ submitCustomConsent: answered, declined: true });
    expect(answered).not.toHaveBeenCalled();
  });
});
