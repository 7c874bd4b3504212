import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { cx } from './cx';
import type { HeadingLevel, LinkHref } from './types';
import styles from './Section.module.css';

type SectionAction = { href: LinkHref; label: string };

/**
 * A section's heading row: the heading and, at the far end, a "see all" link. `size` follows the
 * section's weight: `lg` for the home page's blocks (all alike), `md` inside a page.
 */
export function SectionHeader({
  id,
  title,
  level = 2,
  size = 'md',
  action,
}: {
  id: string;
  title: ReactNode;
  level?: HeadingLevel;
  size?: 'md' | 'lg';
  action?: SectionAction;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.header}>
      <Heading id={id} className={cx(styles.title, size === 'lg' && styles.large)}>
        {title}
      </Heading>
      {action ? (
        <Link href={action.href} className={styles.action}>
          {action.label}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A titled part of a page (a landmark named by its heading). `variant="block"` is a home-page
 * block: its own container, large heading, the same inset and heading size in every block;
 * `variant="plain"` is a section inside a page's container (a speaker's bio, a session's files).
 */
export function Section({
  id,
  title,
  level = 2,
  variant = 'plain',
  action,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: HeadingLevel;
  variant?: 'plain' | 'block';
  action?: SectionAction;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cx(variant === 'block' ? cx('container', styles.block) : styles.plain, className)} aria-labelledby={id}>
      <SectionHeader id={id} title={title} level={level} size={variant === 'block' ? 'lg' : 'md'} action={action} />
      {children}
    </section>
  );
}
