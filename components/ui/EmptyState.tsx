import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';

/**
 * "Nothing here": a message (a string becomes a paragraph) and an optional way on (`action`,
 * e.g. "Show all"). `size="sm"` inside a section.
 */
export function EmptyState({
  children,
  action,
  size = 'md',
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <div className={cx(styles.empty, size === 'sm' && styles.small, className)}>
      {typeof children === 'string' ? <p className={styles.message}>{children}</p> : children}
      {action ? <p className={styles.action}>{action}</p> : null}
    </div>
  );
}
