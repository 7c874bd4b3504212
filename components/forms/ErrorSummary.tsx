'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Form.module.css';

export interface ErrorSummaryItem {
  /** the id of the control the error belongs to */
  targetId: string;
  label: string;
  message: string;
}

/**
 * Every error of the form at once, above it, each linking to its field (a click moves the focus
 * there, not just the scroll position). Focus itself goes to the first invalid field on submit.
 */
export function ErrorSummary({ id, items, headingLevel = 2 }: { id: string; items: ErrorSummaryItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
    <div className={styles.summary} aria-labelledby={`${id}-title`} role="region">
      <Heading id={`${id}-title`} className={styles.summaryTitle}>
        {t('errorSummary', { count: items.length })}
      </Heading>
      <ul className={styles.summaryList}>
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
}
