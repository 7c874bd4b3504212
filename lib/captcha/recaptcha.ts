/**
 * Google reCAPTCHA v2 (checkbox), v3 and Enterprise behind one small interface (docs/product.md#states
 * "Captcha: script loading, ready, success, expired, error"; docs/product.md#errors "Failed to execute",
 * "Failed to load script").
 *
 * Why not react-google-recaptcha-v3's provider: it never attaches an error handler to the script
 * it injects (its `onError` is declared but unused), so a blocked or unreachable script leaves
 * the form waiting forever instead of saying "Failed to load script"; and it has no v2 widget.
 * This module loads the script itself, with an error handler and a time limit.
 */

import type { Tenant } from '@/lib/tenants/schema';

export type CaptchaType = 'v2' | 'v3' | 'enterprise';

export interface CaptchaConfig {
  type: CaptchaType;
  /** Null: the tenant's captcha has no site key (a configuration error): its forms cannot be sent. */
  siteKey: string | null;
  /** Where api.js / enterprise.js are fetched from (Google's, or the demo API's stand-in). */
  scriptBase?: string;
}

/** Google's reCAPTCHA scripts. */
export const GOOGLE_SCRIPT_BASE = 'https://www.google.com/recaptcha/';
/** The demo API's stand-in (demo-api/routes/recaptcha.ts), under the tenant's public API base. */
export const DEMO_SCRIPT_PATH = '/__demo/recaptcha/';

/** 'load': the script could not be loaded; 'execute': it loaded, but no token came back. */
export class CaptchaError extends Error {
  constructor(
    readonly kind: 'load' | 'execute',
    message: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export interface V2RenderParameters {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  hl?: string;
}

/** The part of Google's `grecaptcha` (or `grecaptcha.enterprise`) object used here. */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
  render(container: HTMLElement, parameters: V2RenderParameters): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi & { enterprise?: RecaptchaApi };
    [onload: `ekitaldiRecaptchaLoaded${string}`]: (() => void) | undefined;
  }
}

export const LOAD_TIMEOUT_MS = 15_000;
export const EXECUTE_TIMEOUT_MS = 15_000;

/**
 * The script URL for a captcha type.
 *   scriptUrl({ type: 'v3', siteKey: 'k' }, 'es') → https://www.google.com/recaptcha/api.js?render=k&hl=es
 *   v2 renders explicitly and calls `onload` when ready.
 */
export function scriptUrl(config: CaptchaConfig & { siteKey: string }, language: string, onload: string): string {
  const file = config.type === 'enterprise' ? 'enterprise.js' : 'api.js';
  const params = new URLSearchParams();
  if (config.type === 'v2') {
    params.set('render', 'explicit');
    params.set('onload', onload);
  } else {
    params.set('render', config.siteKey);
  }
  params.set('hl', language);
  return `${config.scriptBase ?? GOOGLE_SCRIPT_BASE}${file}?${params.toString()}`;
}

function apiOf(config: CaptchaConfig): RecaptchaApi | undefined {
  const g = window.grecaptcha;
  return config.type === 'enterprise' ? g?.enterprise : g;
}

const loads = new Map<string, Promise<RecaptchaApi>>();

/**
 * Loads the script once per type and key (a failed load may be retried) and resolves when the
 * API is ready. Rejects with CaptchaError('load') on a network error, a blocked script, or no
 * ready API within LOAD_TIMEOUT_MS.
 */
export function loadRecaptcha(config: CaptchaConfig & { siteKey: string }, language: string): Promise<RecaptchaApi> {
  const key = `${config.type}:${config.siteKey}:${config.scriptBase ?? ''}`;
  const pending = loads.get(key);
  if (pending) return pending;

  const promise = new Promise<RecaptchaApi>((resolve, reject) => {
    const onload = `ekitaldiRecaptchaLoaded${config.type}` as const;
    const script = document.createElement('script');
    const fail = (why: string) => {
      cleanup();
      script.remove();
      loads.delete(key);
      reject(new CaptchaError('load', `Failed to load script: ${why}`));
    };
    const timer = window.setTimeout(() => fail('timed out'), LOAD_TIMEOUT_MS);
    const cleanup = () => {
      window.clearTimeout(timer);
      window[onload] = undefined;
    };
    const whenReady = () => {
      const api = apiOf(config);
      if (!api || typeof api.ready !== 'function') return fail('no reCAPTCHA API after the script ran');
      api.ready(() => {
        cleanup();
        resolve(api);
      });
    };
    // v2 (explicit render) says it is ready through its `onload` callback; v3 and Enterprise
    // through `ready()` once the script has run.
    if (config.type === 'v2') window[onload] = whenReady;
    else script.addEventListener('load', whenReady);
    script.addEventListener('error', () => fail('the script could not be fetched'));
    script.src = scriptUrl(config, language, onload);
    script.async = true;
    script.defer = true;
    document.head.appendChild(script);
  });
  loads.set(key, promise);
  return promise;
}

/**
 * v3 / Enterprise: a token for `action`. Rejects with CaptchaError('execute') when Google's
 * execute fails, answers nothing, or takes longer than EXECUTE_TIMEOUT_MS.
 */
export async function executeRecaptcha(api: RecaptchaApi, siteKey: string, action: string): Promise<string> {
  let timer: number | undefined;
  try {
    const token = await Promise.race([
      Promise.resolve().then(() => api.execute(siteKey, { action })),
      new Promise<never>((_, reject) => {
        timer = window.setTimeout(() => reject(new Error('timed out')), EXECUTE_TIMEOUT_MS);
      }),
    ]);
    if (typeof token !== 'string' || token === '') throw new Error('no token');
    return token;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new CaptchaError('execute', `Failed to execute: ${why}`);
  } finally {
    window.clearTimeout(timer);
  }
}

/** Forgets loaded scripts (tests). */
export function resetRecaptchaLoads(): void {
  loads.clear();
}

/** Google's `hl` code for a portal language (Basque is `eu`, Brazilian Portuguese `pt-BR`). */
export function recaptchaLanguage(locale: 'es' | 'en' | 'pt' | 'eus' | 'fr' | 'el'): string {
  return { es: 'es', en: 'en', pt: 'pt-BR', eus: 'eu', fr: 'fr', el: 'el' }[locale];
}

/**
 * The captcha a tenant's forms use: none when the tenant has no `captchaType`; otherwise its type,
 * its site key (null when none is configured: see captchaConfigurationErrors) and where the
 * script comes from (the demo provider: the demo API's stand-in under `publicApiBaseUrl`).
 *   ({ captchaType: 'v3', captchaSiteKey: 'k', captchaProvider: 'google' }, …) → { type: 'v3', siteKey: 'k', scriptBase: GOOGLE_SCRIPT_BASE }
 *   ({ captchaType: 'v2', captchaSiteKey: 'k', captchaProvider: 'demo' }, 'http://localhost:4000')
 *     → { type: 'v2', siteKey: 'k', scriptBase: 'http://localhost:4000/__demo/recaptcha/' }
 */
export function captchaConfigFor(
  tenant: Pick<Tenant, 'captchaType' | 'captchaSiteKey' | 'captchaProvider'>,
  publicApiBaseUrl: string,
): CaptchaConfig | null {
  if (!tenant.captchaType) return null;
  const scriptBase = tenant.captchaProvider === 'demo' ? `${publicApiBaseUrl.replace(/\/+$/, '')}${DEMO_SCRIPT_PATH}` : GOOGLE_SCRIPT_BASE;
  return { type: tenant.captchaType, siteKey: tenant.captchaSiteKey, scriptBase };
}

