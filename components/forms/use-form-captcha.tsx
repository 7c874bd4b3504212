'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CAPTCHA_FIELD } from '@/lib/api/contact';
import { isApiError } from '@/lib/api/errors';
import { CaptchaError, type CaptchaConfig } from '@/lib/captcha/recaptcha';
import { useRecaptcha } from '@/lib/captcha/use-recaptcha';
import { validationMessage } from '@/lib/schemas/validation';
import { CaptchaField } from './Captcha';
import type { ErrorSummaryItem } from './ErrorSummary';
import type { ErrorText } from './error-text';
import type { FormResult } from './use-api-form';
import styles from './Form.module.css';

/** The API's 422 key for a missing or invalid captcha token (demo-api/captcha.ts). */
const CAPTCHA_REJECTED = validationMessage('captcha');

type Failure = 'load' | 'execute' | 'rejected';

export interface FormCaptcha {
  /** The v2 checkbox (nothing for v3 / Enterprise, which have no control of their own). */
  field: ReactNode;
  /** First thing on submit: a v2 box left unticked is an error of its own, next to the box. */
  begin: () => void;
  /**
   * The token to send with the form (null: the tenant has no captcha), or `stop` when the form
   * must not be sent: the script did not load or run (said in the message area), or the v2 box is
   * not ticked (said next to it, which takes the focus).
   */
  token: (action: string) => Promise<{ stop: false; token: string | null } | { stop: true }>;
  /** A failed send: true when the API refused the token (said in the message area; a v2 box is cleared to tick again). */
  refused: (error: unknown) => boolean;
  /** After a successful send: a v2 token works once. */
  done: () => void;
  /** The summary's line for an unticked v2 box, or null. */
  summaryItem: ErrorSummaryItem | null;
  /** The message area has something to say about the captcha (shown instead of the form's result). */
  shown: boolean;
  /** What the message area says about it; `kept` is the form's "what you typed is still here". */
  notice: (kept: string) => ReactNode;
}

/**
 * A form's captcha (docs/product.md#states captcha states, §8 "Failed to execute" / "Failed to load script"),
 * the same on every form the tenant's captchaType covers (contact, sign-up): the tenant's
 * reCAPTCHA (or the demo's stand-in), a v2 checkbox with its own error, the script's failures and
 * the API's refusal said in the form's message area with a retry, nothing typed ever lost.
 *
 *   const captcha = useFormCaptcha(config, language, 'signup-captcha', { text, focusMessage, result });
 *   onSubmit: captcha.begin(); … const got = await captcha.token('signup'); if (got.stop) return; send({ …, [CAPTCHA_FIELD]: got.token })
 */
export function useFormCaptcha(
  config: CaptchaConfig | null,
  language: string,
  id: string,
  { text, focusMessage, result }: { text: ErrorText; focusMessage: () => void; result: FormResult },
): FormCaptcha {
  const tErrors = useTranslations('ApiErrors');
  const tForms = useTranslations('Forms');
  const captcha = useRecaptcha(config, language);
  const [missing, setMissing] = useState(false);
  // A failure on submit: its message stays with the "kept" line until the next submit.
  const [failure, setFailure] = useState<Failure | null>(null);

  const error = missing && !captcha.solved ? text(validationMessage('required')) : '';
  // Without a submit outcome, a script that could not be loaded is still worth saying.
  const shownFailure = failure ?? (result === null && captcha.status === 'load-failed' ? 'load' : null);

  return {
    field: config ? <CaptchaField id={id} type={config.type} status={captcha.status} widget={captcha.widget} attachWidget={captcha.attachWidget} error={error} /> : null,
    begin: () => {
      setFailure(null);
      if (config?.type === 'v2' && !captcha.solved) setMissing(true);
    },
    token: async (action) => {
      let token: string | null;
      try {
        token = await captcha.getToken(action);
      } catch (e) {
        setFailure(e instanceof CaptchaError && e.kind === 'execute' ? 'execute' : 'load');
        focusMessage();
        return { stop: true };
      }
      if (config?.type === 'v2' && !token) {
        setMissing(true);
        document.getElementById(id)?.focus();
        return { stop: true };
      }
      return { stop: false, token };
    },
    refused: (e) => {
      if (!(isApiError(e) && e.status === 422 && e.fieldErrors[CAPTCHA_FIELD]?.length)) return false;
      captcha.reset();
      setFailure('rejected');
      focusMessage();
      return true;
    },
    done: () => captcha.reset(),
    summaryItem: error ? { targetId: id, label: tForms('captchaLabel'), message: error } : null,
    shown: shownFailure !== null,
    notice: (kept) => {
      if (shownFailure === 'execute') {
        return (
          <>
            <p>{tErrors('captchaExecuteFailed')}</p>
            <p>{kept}</p>
          </>
        );
      }
      if (shownFailure === 'rejected') {
        return (
          <>
            <p>{text(CAPTCHA_REJECTED)}</p>
            <p>{kept}</p>
          </>
        );
      }
      if (shownFailure === 'load') {
        return (
          <>
            <p>{tErrors('captchaLoadFailed')}</p>
            {failure ? <p>{kept}</p> : null}
            {captcha.misconfigured ? null : (
              <button
                type="button"
                className={`button button-secondary ${styles.retry}`}
                onClick={() => {
                  // A new attempt: the last failure's message gives way to what this one brings.
                  setFailure(null);
                  captcha.retry();
                }}
              >
                {tForms('captchaRetry')}
              </button>
            )}
          </>
        );
      }
      return null;
    },
  };
}
