import type { CSSProperties, ReactNode } from 'react';
import { BackLink } from './BackLink';
import { cx } from './cx';
import { Eyebrow } from './Eyebrow';
import type { LinkHref } from './types';
import styles from './PageHeader.module.css';

/**
 * The top of a content screen, the same on every one: an optional way back, an eyebrow, the
 * page's only h1, a lead (a string becomes a paragraph; anything else is wrapped as is) and
 * `children` (meta lines, tags, notes). `media` puts a picture beside it from tablet width up
 * (a speaker's photo); `accentColor` draws the data's own colour (an axis) as a side rule.
 */
export function PageHeader({
  title,
  lead,
  eyebrow,
  back,
  media,
  accentColor,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  back?: { href: LinkHref; label: string };
  media?: ReactNode;
  /** undefined: no rule; null: the theme's primary colour; a string: that colour */
  accentColor?: string | null;
  children?: ReactNode;
  className?: string;
}) {
  const accent = accentColor !== undefined;
  const text = (
    <div className={cx(styles.text, accent && styles.accent)} style={accentColor ? ({ '--header-accent': accentColor } as CSSProperties) : undefined}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? typeof lead === 'string' ? <p className={styles.lead}>{lead}</p> : <div className={styles.lead}>{lead}</div> : null}
      {children}
    </div>
  );
  return (
    <>
      {back ? <BackLink href={back.href}>{back.label}</BackLink> : null}
      {media ? (
        <div className={cx(styles.header, styles.withMedia, className)}>
          <div className={styles.media}>{media}</div>
          {text}
        </div>
      ) : (
        <div className={cx(styles.header, className)}>{text}</div>
      )}
    </>
  );
}
