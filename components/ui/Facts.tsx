import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Facts.module.css';

/**
 * Key facts as a description list (when, where, seats…). `inline`: side by side, wrapping (the
 * home page's hero); `boxed`: a framed panel, two columns from tablet width up (a session).
 */
export function Facts({ variant = 'boxed', className, children }: { variant?: 'inline' | 'boxed'; className?: string; children: ReactNode }) {
  return <dl className={cx(styles.facts, styles[variant], className)}>{children}</dl>;
}

/** One fact: its name (a small caps label) and its value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
