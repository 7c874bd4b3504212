'use client';

import { Children, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Auth.module.css';

export interface SummaryItem {
  /** the id of the control the error belongs to */
  targetId: string;
  label: string;
  message: string;
}

/**
 * Every error of the form at once (SPEC §5), each linking to its field. Unlike the contact
 * form's summary this one takes the focus itself after a failed submit (it is focusable with
 * tabIndex -1), so a screen reader reads the whole list first.
 */
export const AuthErrorSummary = forwardRef<HTMLDivElement, { id: string; items: SummaryItem[] }>(function AuthErrorSummary({ id, items }, ref) {
  const t = useTranslations('Forms');
  if (items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };
  return (
    <div ref={ref} tabIndex={-1} className={formStyles.summary} role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={formStyles.summaryTitle}>
        {t('errorSummary', { count: items.length })}
      </h2>
      <ul className={formStyles.summaryList}>
        {items.map((item) => (
          <li key={item.targetId}>
            <a href={`#${item.targetId}`} onClick={(e) => focusField(e, item.targetId)}>
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * A message about the whole attempt (wrong credentials, network failure, success). Always in
 * the DOM so that a live region announces changes; focusable so a failed submit can move the
 * focus to it.
 */
export const FormAlert = forwardRef<HTMLDivElement, { tone: 'error' | 'success' | 'info'; children?: ReactNode; title?: string }>(
  function FormAlert({ tone, children, title }, ref) {
    // Children may be a list of nulls (conditional messages): only real content shows the box.
    const has = Children.toArray(children).length > 0;
    const toneClass = tone === 'error' ? formStyles.messageError : tone === 'success' ? formStyles.messageSuccess : '';
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role={tone === 'error' ? 'alert' : 'status'}
        className={has ? `${formStyles.message} ${toneClass}` : undefined}
      >
        {has && title ? <h2 className={styles.alertTitle}>{title}</h2> : null}
        {children}
      </div>
    );
  },
);
