// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captchaConfigFor,
  CaptchaError,
  executeRecaptcha,
  EXECUTE_TIMEOUT_MS,
  loadRecaptcha,
  LOAD_TIMEOUT_MS,
  recaptchaLanguage,
  resetRecaptchaLoads,
  scriptUrl,
  type RecaptchaApi,
} from './recaptcha';
import { captchaConfigurationErrors } from '@/lib/tenants/schema';

function fakeApi(execute: RecaptchaApi['execute'] = async () => 'token'): RecaptchaApi {
  return { ready: (cb) => cb(), execute, render: () => 0, reset: () => {} };
}

const script = () => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');

beforeEach(() => {
  resetRecaptchaLoads();
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('scriptUrl', () => {
  it('v3 renders with the site key, Enterprise uses enterprise.js, v2 renders explicitly', () => {
    expect(scriptUrl({ type: 'v3', siteKey: 'k' }, 'es', 'cb')).toBe('https://www.google.com/recaptcha/api.js?render=k&hl=es');
    expect(scriptUrl({ type: 'enterprise', siteKey: 'k' }, 'eu', 'cb')).toBe('https://www.google.com/recaptcha/enterprise.js?render=k&hl=eu');
    expect(scriptUrl({ type: 'v2', siteKey: 'k' }, 'pt-BR', 'cb')).toBe('https://www.google.com/recaptcha/api.js?render=explicit&onload=cb&hl=pt-BR');
    expect(scriptUrl({ type: 'v2', siteKey: 'k', scriptBase: 'http://localhost:4000/__demo/recaptcha/' }, 'es', 'cb')).toBe(
      'http://localhost:4000/__demo/recaptcha/api.js?render=explicit&onload=cb&hl=es',
    );
  });
});

describe('loadRecaptcha', () => {
  it('resolves with grecaptcha once the script has loaded and is ready', async () => {
    const loading = loadRecaptcha({ type: 'v3', siteKey: 'k' }, 'es');
    window.grecaptcha = fakeApi();
    script()!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(window.grecaptcha);
    // loaded once: a second caller gets the same promise and no second script
    expect(loadRecaptcha({ type: 'v3', siteKey: 'k' }, 'es')).toBe(loading);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('Enterprise resolves with grecaptcha.enterprise', async () => {
    const enterprise = fakeApi();
    const loading = loadRecaptcha({ type: 'enterprise', siteKey: 'k' }, 'es');
    window.grecaptcha = { ...fakeApi(), enterprise };
    script()!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(enterprise);
  });

  it('v2 resolves through its onload callback', async () => {
    const loading = loadRecaptcha({ type: 'v2', siteKey: 'k' }, 'es');
    window.grecaptcha = fakeApi();
    window.ekitaldiRecaptchaLoadedv2!();
    await expect(loading).resolves.toBe(window.grecaptcha);
  });

  it('a script that cannot be fetched rejects with "Failed to load script", and may be retried', async () => {
    const loading = loadRecaptcha({ type: 'v3', siteKey: 'k' }, 'es');
    script()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ name: 'CaptchaError', kind: 'load', message: expect.stringMatching(/^Failed to load script/) });
    expect(script()).toBeNull();
    const again = loadRecaptcha({ type: 'v3', siteKey: 'k' }, 'es');
    expect(again).not.toBe(loading);
    expect(script()).not.toBeNull();
    again.catch(() => {});
  });

  it('a script that runs but brings no API, or never gets ready, fails to load', async () => {
    const noApi = loadRecaptcha({ type: 'v3', siteKey: 'a' }, 'es');
    script()!.dispatchEvent(new Event('load'));
    await expect(noApi).rejects.toMatchObject({ kind: 'load' });

    vi.useFakeTimers();
    const never = loadRecaptcha({ type: 'v3', siteKey: 'b' }, 'es');
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await expect(never).rejects.toMatchObject({ kind: 'load', message: 'Failed to load script: timed out' });
  });
});

describe('executeRecaptcha', () => {
  it('answers the token for the action', async () => {
    const execute = vi.fn(async () => 'tok');
    await expect(executeRecaptcha(fakeApi(execute), 'k', 'contact')).resolves.toBe('tok');
    expect(execute).toHaveBeenCalledWith('k', { action: 'contact' });
  });

  it('a failing, empty or silent execute rejects with "Failed to execute"', async () => {
    await expect(executeRecaptcha(fakeApi(async () => Promise.reject(new Error('boom'))), 'k', 'a')).rejects.toEqual(
      new CaptchaError('execute', 'Failed to execute: boom'),
    );
    await expect(executeRecaptcha(fakeApi(async () => ''), 'k', 'a')).rejects.toMatchObject({ kind: 'execute' });
    await expect(
      executeRecaptcha(fakeApi(() => { throw new Error('sync'); }), 'k', 'a'),
    ).rejects.toMatchObject({ kind: 'execute', message: 'Failed to execute: sync' });

    vi.useFakeTimers();
    const silent = executeRecaptcha(fakeApi(() => new Promise<string>(() => {})), 'k', 'a');
    vi.advanceTimersByTime(EXECUTE_TIMEOUT_MS);
    await expect(silent).rejects.toMatchObject({ kind: 'execute', message: 'Failed to execute: timed out' });
  });
});

describe('configuration', () => {
  it('no captcha without a captchaType or without a site key', () => {
    const api = 'http://localhost:4000/';
    expect(captchaConfigFor({ captchaType: 'v3', captchaSiteKey: 'key', captchaProvider: 'google' }, api)).toEqual({
      type: 'v3',
      siteKey: 'key',
      scriptBase: 'https://www.google.com/recaptcha/',
    });
    expect(captchaConfigFor({ captchaType: null, captchaSiteKey: 'key', captchaProvider: 'google' }, api)).toBeNull();
    // No key: still a captcha (a configuration error), which cannot load: the form is not sent.
    expect(captchaConfigFor({ captchaType: 'v2', captchaSiteKey: null, captchaProvider: 'google' }, api)).toMatchObject({ type: 'v2', siteKey: null });
    // The demo provider: the demo API's stand-in, under the tenant's public API base.
    expect(captchaConfigFor({ captchaType: 'enterprise', captchaSiteKey: 'k', captchaProvider: 'demo' }, api)).toEqual({
      type: 'enterprise',
      siteKey: 'k',
      scriptBase: 'http://localhost:4000/__demo/recaptcha/',
    });
  });

  it('a captchaType without a site key is a configuration error naming the tenant', () => {
    expect(
      captchaConfigurationErrors([
        { key: 'ok', captchaType: 'v3', captchaSiteKey: 'k' },
        { key: 'none', captchaType: null, captchaSiteKey: null },
        { key: 'broken', captchaType: 'v2', captchaSiteKey: null },
      ]),
    ).toEqual(['tenant "broken": captchaType "v2" is configured without captchaSiteKey; its captcha forms (contact) cannot be sent']);
  });

  it("Google's language codes", () => {
    expect(recaptchaLanguage('eus')).toBe('eu');
    expect(recaptchaLanguage('pt')).toBe('pt-BR');
    expect(recaptchaLanguage('el')).toBe('el');
  });
});
