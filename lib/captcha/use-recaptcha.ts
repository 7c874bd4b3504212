'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptchaError, executeRecaptcha, loadRecaptcha, type CaptchaConfig, type RecaptchaApi } from './recaptcha';

/** SPEC §4: script loading → ready (→ success / expired / error, for the v2 checkbox). */
export type CaptchaStatus = 'off' | 'loading' | 'ready' | 'load-failed';

export interface Recaptcha {
  status: CaptchaStatus;
  /** v2: where the checkbox widget goes (a callback ref for a <div>). */
  attachWidget: (element: HTMLDivElement | null) => void;
  /** v2: a token is held (the box is ticked and not expired). */
  solved: boolean;
  /** v2: Google reported an error in the widget. */
  widgetFailed: boolean;
  /**
   * A token to send with the form: null when the tenant has no captcha; for v2 the checkbox's
   * token (null when not ticked); for v3 / Enterprise a fresh one for `action`. Rejects with a
   * CaptchaError: 'load' (script unavailable, retried on each call) or 'execute'.
   */
  getToken: (action: string) => Promise<string | null>;
  /** Loads the script again after a failure. */
  retry: () => void;
  /** After a successful submit: a v2 token is single-use. */
  reset: () => void;
}

/**
 * reCAPTCHA for a form. `config` null (the tenant has no captchaType, or no site key is
 * configured) means no captcha at all.
 */
export function useRecaptcha(config: CaptchaConfig | null, language: string): Recaptcha {
  const type = config?.type ?? null;
  const siteKey = config?.siteKey ?? null;
  const [status, setStatus] = useState<CaptchaStatus>(config ? 'loading' : 'off');
  const [attempt, setAttempt] = useState(0);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const api = useRef<RecaptchaApi | null>(null);
  const widgetId = useRef<number | null>(null);

  useEffect(() => {
    if (!type || !siteKey) return;
    let live = true;
    loadRecaptcha({ type, siteKey }, language).then(
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
  }, [type, siteKey, language, attempt]);

  // v2: the checkbox is rendered once the script is ready and its container is on the page.
  useEffect(() => {
    if (type !== 'v2' || !siteKey || status !== 'ready' || !container || !api.current || widgetId.current !== null) return;
    widgetId.current = api.current.render(container, {
      sitekey: siteKey,
      hl: language,
      callback: (value) => {
        setToken(value);
        setWidgetFailed(false);
      },
      'expired-callback': () => setToken(null),
      'error-callback': () => {
        setToken(null);
        setWidgetFailed(true);
      },
    });
  }, [type, siteKey, status, container, language]);

  const getToken = useCallback(
    async (action: string): Promise<string | null> => {
      if (!type || !siteKey) return null;
      let loaded: RecaptchaApi;
      try {
        loaded = await loadRecaptcha({ type, siteKey }, language);
        api.current = loaded;
        setStatus('ready');
      } catch (error) {
        setStatus('load-failed');
        throw error instanceof CaptchaError ? error : new CaptchaError('load', String(error));
      }
      if (type === 'v2') return token;
      return executeRecaptcha(loaded, siteKey, action);
    },
    [type, siteKey, language, token],
  );

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    if (type === 'v2' && api.current && widgetId.current !== null) api.current.reset(widgetId.current);
    setToken(null);
  }, [type]);

  return { status, attachWidget: setContainer, solved: token !== null, widgetFailed, getToken, retry, reset };
}
