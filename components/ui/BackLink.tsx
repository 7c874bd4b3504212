import { Link } from '@/lib/i18n/navigation';
import type { LinkHref } from './types';
import styles from './BackLink.module.css';

/** "← All speakers": the way up from a detail page; the arrow is decoration. */
export function BackLink({ href, children }: { href: LinkHref; children: string }) {
  return (
    <p className={styles.back}>
      <Link href={href} className={styles.link}>
        <span aria-hidden="true">←</span>
        {children}
      </Link>
    </p>
  );
}
