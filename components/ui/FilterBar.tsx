import type { FormEventHandler, ReactNode } from 'react';
import { ChipList } from './ChipList';
import { cx } from './cx';
import styles from './FilterBar.module.css';

/**
 * Filters as chips (TagChip children) in a navigation landmark. Named by `label`, or by a small
 * visible `heading` (then `headingId` ties them).
 */
export function FilterNav({
  label,
  heading,
  headingId,
  children,
}: {
  label?: string;
  heading?: string;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <nav aria-label={heading ? undefined : label} aria-labelledby={heading ? headingId : undefined} className={styles.nav}>
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      <ChipList>{children}</ChipList>
    </nav>
  );
}

/**
 * A search form of labelled fields on a tinted panel (role="search"): fields side by side from
 * tablet width up, stacked on a phone. The first field (the search box) gets the most room.
 */
export function FilterBar({ label, onSubmit, children }: { label: string; onSubmit?: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={onSubmit ?? ((event) => event.preventDefault())}>
      {children}
    </form>
  );
}

/** A labelled control of a FilterBar, with an optional hint under it (give its id to the control). */
export function FilterField({
  label,
  htmlFor,
  hint,
  hintId,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** A FilterBar's button (clear the filters), aligned with the controls. */
export function FilterAction({ children }: { children: ReactNode }) {
  return <div className={cx(styles.field, styles.action)}>{children}</div>;
}

/** The class for an `<input>` or `<select>` inside a FilterField. */
export const filterControlClass = styles.control;
