'use client';

import { Children, forwardRef, type ReactNode } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Auth.module.css';

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
