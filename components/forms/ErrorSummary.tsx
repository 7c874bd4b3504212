'use client';

import type { MouseEvent, Ref } from 'react';
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
 * there, not just the scroll position). A form moves the focus after a failed submit either to
 * its first invalid field or, through `ref`, to this summary (focusable with tabIndex -1), so a
 * screen reader reads the whole list first.
 */
export function ErrorSummary({
  id,
  items,
  headingLevel = 2,
  ref,
}: {
  id: string;
  items: ErrorSummaryItem[];
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}) {
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
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby={`${id}-title`} role="region">
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
