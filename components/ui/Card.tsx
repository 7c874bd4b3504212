import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { cx } from './cx';
import type { HeadingLevel, LinkHref } from './types';
import styles from './Card.module.css';

/**
 * A surface for one thing in a list (a session, a post, a speaker, an axis). `interactive`
 * cards have one CardLink stretched over them: the whole card is the target, and hover and
 * keyboard focus are drawn on the card. `padding="none"` is for cards that open with a picture
 * (give the text a CardBody). `accentColor` draws a top rule (null: the theme's primary).
 */
export function Card({
  as: Tag = 'article',
  interactive = false,
  padding = 'md',
  accentColor,
  className,
  children,
}: {
  as?: 'article' | 'div';
  interactive?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  accentColor?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      className={cx(styles.card, styles[`pad-${padding}`], interactive && styles.interactive, accentColor !== undefined && styles.accent, className)}
      style={accentColor ? ({ '--card-accent': accentColor } as CSSProperties) : undefined}
    >
      {children}
    </Tag>
  );
}

/** The text part of a `padding="none"` card. */
export function CardBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.body, className)}>{children}</div>;
}

/** A card's heading; its level follows the page outline. */
export function CardTitle({
  level = 3,
  size = 'md',
  className,
  children,
}: {
  level?: HeadingLevel;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return <Heading className={cx(styles.title, styles[`title-${size}`], className)}>{children}</Heading>;
}

/** The card's one link (inside its CardTitle), stretched over an `interactive` card. */
export function CardLink({ href, children }: { href: LinkHref; children: ReactNode }) {
  return (
    <Link href={href} className={styles.link}>
      {children}
    </Link>
  );
}

/**
 * A grid of cards as a real list (`<li>` children; screen readers say how many). Columns fill
 * the width: `xs` small cards in many columns (the home page's speakers), `sm` small cards that
 * grow on wider screens (the speaker directory), `md` regular cards (sessions, posts, axes).
 * Cards in a row share its height.
 */
export function CardGrid({
  size = 'md',
  label,
  className,
  children,
}: {
  size?: 'xs' | 'sm' | 'md';
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={cx(styles.grid, styles[`grid-${size}`], className)} aria-label={label}>
      {children}
    </ul>
  );
}
