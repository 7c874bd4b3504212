import type { ReactNode } from 'react';
import { cx } from './cx';
import type { HeadingLevel } from './types';
import styles from './GroupHeading.module.css';

/**
 * The heading of a group in a long list (a day of the agenda), with a rule under it at level 2.
 * Its first letter is capitalised ("martes…" → "Martes…") without changing the text read out.
 */
export function GroupHeading({
  id,
  level = 2,
  focusable = false,
  children,
}: {
  id?: string;
  level?: HeadingLevel;
  /** a target for in-page day links (tabIndex -1) */
  focusable?: boolean;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={cx(styles.heading, level === 2 ? styles.ruled : styles.minor)} tabIndex={focusable ? -1 : undefined}>
      {children}
    </Heading>
  );
}

/** A group of a long list as a section named by its GroupHeading (a day of the agenda). */
export function Group({
  id,
  title,
  level = 2,
  focusable = false,
  children,
  'data-venues': venues,
}: {
  id: string;
  title: ReactNode;
  level?: HeadingLevel;
  focusable?: boolean;
  children: ReactNode;
  /** set by VenueScope: the venues this group shows (hidden before first paint for another venue) */
  'data-venues'?: string;
}) {
  return (
    <section className={level === 2 ? styles.group : styles.minorGroup} aria-labelledby={id} data-venues={venues}>
      <GroupHeading id={id} level={level} focusable={focusable}>
        {title}
      </GroupHeading>
      {children}
    </section>
  );
}
