import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { cx } from './cx';
import type { LinkHref } from './types';
import styles from './ChipList.module.css';

/**
 * A wrapping row of chips as a list. `variant="links"` holds TagChips; `variant="static"` holds
 * plain `<li>` labels (no class per item: lists repeated hundreds of times stay lean), a
 * `data-active` item drawn as selected.
 */
export function ChipList({
  label,
  variant = 'links',
  className,
  children,
}: {
  /** the list's accessible name ("Tags") */
  label?: string;
  variant?: 'links' | 'static';
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={cx(styles.list, variant === 'static' && styles.static, className)} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A tag or filter as a pill-shaped link, 44 px high. `current` marks the selected filter
 * (`aria-current`, drawn filled). `native` renders a plain `<a>` (with `onClick`) for filters a
 * client component applies itself without a navigation.
 */
export function TagChip({
  href,
  current,
  native = false,
  onClick,
  children,
}: {
  href: LinkHref;
  current?: 'true' | 'page' | false;
  native?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const props = { className: styles.chip, 'aria-current': current || undefined, onClick };
  if (native) {
    return (
      <a href={typeof href === 'string' ? href : String(href.pathname)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
