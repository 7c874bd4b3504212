'use client';

import { useTranslations } from 'next-intl';
import type { CaptchaStatus, Recaptcha } from '@/lib/captcha/use-recaptcha';
import styles from './Form.module.css';

/**
 * The visible part of the captcha: the v2 checkbox (with its label and error). v3 and Enterprise
 * have no control of their own (Google shows its badge). Load and execute failures are told in
 * the form's message area, next to the submit button.
 */
export function CaptchaField({
  id,
  type,
  status,
  widget,
  attachWidget,
  error,
}: {
  id: string;
  type: 'v2' | 'v3' | 'enterprise';
  status: CaptchaStatus;
  /** Recaptcha.widget: the checkbox's state */
  widget: Recaptcha['widget'];
  /** Recaptcha.attachWidget: where the v2 checkbox goes */
  attachWidget: (element: HTMLDivElement | null) => void;
  error: string;
}) {
  const t = useTranslations('Forms');
  if (type !== 'v2' || status === 'off') return null;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <p id={`${id}-label`} className={styles.label}>
        {t('captchaLabel')}
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      </p>
      {status === 'loading' ? <p className={styles.help}>{t('captchaLoading')}</p> : null}
      <div
        id={id}
        ref={attachWidget}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={errorId}
        className={styles.captcha}
      />
      {/* What the widget reported (docs/product.md#states expired / error), said next to the box and read out. */}
      <p className={styles.help} aria-live="polite">
        {widget === 'expired' ? t('captchaExpired') : widget === 'error' ? t('captchaWidgetError') : null}
      </p>
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">{t('errorPrefix')} </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
