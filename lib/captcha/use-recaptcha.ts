'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptchaError, executeRecaptcha, loadRecaptcha, type CaptchaConfig, type RecaptchaApi } from './recaptcha';

/** docs/product.md#states: script loading → ready (→ success / expired / error, for the v2 checkbox). */
export type CaptchaStatus = 'off' | 'loading' | 'ready' | 'load-failed';

export interface Recaptcha {
  status: CaptchaStatus;
  /** v2: where the checkbox widget goes (a callback ref for a <div>). */
  attachWidget: (element: HTMLDivElement | null) => void;
  /** v2: a token is held (the box is ticked and not expired). */
  solved: boolean;
  /**
   * v2: the checkbox's state (docs/product.md#states): ticked (success), its token expired, or an error reported
   * by the widget (connection lost); 'idle' before the first tick and after a reset.
   */
  widget: 'idle' | 'success' | 'expired' | 'error';
  /**
   * A token to send with the form: null when the tenant has no captcha; for v2 the checkbox's
   * token (null when not ticked); for v3 / Enterprise a fresh one for `action`. Rejects with a
   * CaptchaError: 'load' (script unavailable, retried on each call) or 'execute'.
   */
  getToken: (action: string) => Promise<string | null>;
  /** Loads the script again after a failure. */
  retry: () => void;
  /** The tenant's captcha has no site key: it can never load (a retry would not help). */
  misconfigured: boolean;
  /** After a successful submit: a v2 token is single-use. */
  reset: () => void;
}

/**
 * reCAPTCHA for a form. `config` null (the tenant has no captchaType) means no captcha at all; a
 * config without a site key (a configuration error, logged at start-up) cannot load: the form
 * says "Failed to load script" and is not sent (the API would refuse it without a token).
 */
export function useRecaptcha(config: CaptchaConfig | null, language: string): Recaptcha {
  const type = config?.type ?? null;
  const siteKey = config?.siteKey ?? null;
  const scriptBase = config?.scriptBase;
  const [status, setStatus] = useState<CaptchaStatus>(!config ? 'off' : siteKey ? 'loading' : 'load-failed');
  const [attempt, setAttempt] = useState(0);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [widget, setWidget] = useState<Recaptcha['widget']>('idle');
  const api = useRef<RecaptchaApi | null>(null);
  const widgetId = useRef<number | null>(null);

  useEffect(() => {
    if (!type || !siteKey) return;
    let live = true;
    loadRecaptcha({ type, siteKey, scriptBase }, language).then(
      (loaded) => {
        api.current = loaded;
        if (live) setStatus('ready');
      },
      () => {
        if (live) setStatus('load-failed');
      },
    );
    return () => {
      live = false;
    };
  }, [type, siteKey, scriptBase, language, attempt]);

  // v2: the checkbox is rendered once the script is ready and its container is on the page.
  useEffect(() => {
    if (type !== 'v2' || !siteKey || status !== 'ready' || !container || !api.current || widgetId.current !== null) return;
    widgetId.current = api.current.render(container, {
      sitekey: siteKey,
      hl: language,
      callback: (value) => {
        setToken(value);
        setWidget('success');
      },
      'expired-callback': () => {
        setToken(null);
        setWidget('expired');
      },
      'error-callback': () => {
        setToken(null);
        setWidget('error');
      },
    });
  }, [type, siteKey, status, container, language]);

  const getToken = useCallback(
    async (action: string): Promise<string | null> => {
      if (!type) return null;
      if (!siteKey) throw new CaptchaError('load', 'Failed to load script: no site key is configured');
      let loaded: RecaptchaApi;
      try {
        loaded = await loadRecaptcha({ type, siteKey, scriptBase }, language);
        api.current = loaded;
        setStatus('ready');
      } catch (error) {
        setStatus('load-failed');
        throw error instanceof CaptchaError ? error : new CaptchaError('load', String(error));
      }
      if (type === 'v2') return token;
      return executeRecaptcha(loaded, siteKey, action);
    },
    [type, siteKey, scriptBase, language, token],
  );

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    if (type === 'v2' && api.current && widgetId.current !== null) api.current.reset(widgetId.current);
    setToken(null);
    setWidget('idle');
  }, [type]);

  return { status, attachWidget: setContainer, solved: token !== null, widget, getToken, retry, reset, misconfigured: type !== null && !siteKey };
}
