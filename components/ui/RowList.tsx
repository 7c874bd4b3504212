import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import styles from './RowList.module.css';

/** A vertical list of framed rows (a speaker's or an axis's sessions). */
export function RowList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cx(styles.list, className)}>{children}</ul>;
}

/**
 * One row: `aside` (a time) beside the body from a small tablet up, above it on a phone.
 * `accentColor` draws a rule at the row's start (null: the theme's primary). In the body, a
 * heading is the row's title and paragraphs are its muted meta lines.
 */
export function Row({ aside, accentColor, children }: { aside?: ReactNode; accentColor?: string | null; children: ReactNode }) {
  return (
    <li
      className={cx(styles.row, aside !== undefined && styles.withAside, accentColor !== undefined && styles.accent)}
      style={accentColor ? ({ '--row-accent': accentColor } as CSSProperties) : undefined}
    >
      {aside !== undefined ? <div className={styles.aside}>{aside}</div> : null}
      <div className={styles.body}>{children}</div>
    </li>
  );
}
