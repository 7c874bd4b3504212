import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Notice.module.css';

/**
 * A short note on the page: `info` ("Agenda of venue X") and `warning` ("This session has
 * ended") on a tinted panel; `quiet` as a small muted line ("Times in Central European Time").
 */
export function Notice({
  tone = 'info',
  className,
  children,
}: {
  tone?: 'info' | 'warning' | 'quiet';
  className?: string;
  children: ReactNode;
}) {
  return <p className={cx(styles.notice, styles[tone], className)}>{children}</p>;
}
