import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Eyebrow.module.css';

/** A small label above a title ("Keynote", "Error 404"). */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cx(styles.eyebrow, className)}>{children}</p>;
}
