import type { ReactNode } from 'react';
import styles from './Auth.module.css';

/**
 * The frame of every sign-in / sign-up screen: one card with the page's only h1. Server
 * component; the forms inside are client leaves.
 */
export function AuthPage({ title, lead, wide, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
