'use client';

import { useCallback, useState } from 'react';
import styles from './ScrollCues.module.css';

interface Edges {
  /** content hidden before the visible part (scrolled away from the start) */
  start: boolean;
  /** content hidden after the visible part */
  end: boolean;
}

/**
 * Which ends of a sideways-scrolling row hide content, followed on scroll and resize: `ref` is a
 * callback ref for the row (it may mount later than its component). The row keeps its own
 * semantics and keyboard order (a list of links): only the cues are added.
 */
export function useScrollEdges<T extends HTMLElement>(): { ref: (row: T | null) => (() => void) | undefined; edges: Edges } {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const ref = useCallback((row: T | null) => {
    if (!row) return undefined;
    const update = () => {
      const rest = row.scrollWidth - row.clientWidth - row.scrollLeft;
      const next = { start: row.scrollLeft > 1, end: rest > 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    // A tab reached with the keyboard comes fully into view (the page itself does not scroll).
    // The first and last tabs take the row to its very ends (past the row's own padding), so
    // that no cue is left over a tab with nothing beyond it.
    const reveal = (event: FocusEvent) => {
      const tab = event.target as HTMLElement;
      const item = tab.closest('li');
      if (item && !item.nextElementSibling) row.scrollTo({ left: row.scrollWidth });
      else if (item && !item.previousElementSibling) row.scrollTo({ left: 0 });
      else tab.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    // Room for a cue beside a tab scrolled into view at an edge.
    row.style.scrollPaddingInline = '2.75rem';
    row.addEventListener('scroll', update, { passive: true });
    row.addEventListener('focusin', reveal);
    // Also answers once at once (observe reports the first size).
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      row.removeEventListener('focusin', reveal);
      observer.disconnect();
    };
  }, []);
  return { ref, edges };
}

/**
 * The visible cue that a row of tabs goes on past the screen's edge: a fade with a
 * chevron at each end that hides content. Decoration only (aria-hidden, no pointer events): the
 * tabs stay reachable by swiping, scrolling and the keyboard, and a screen reader lists them all.
 * The row's parent must be positioned (the cues sit on its edges).
 */
export function ScrollCues({ edges }: { edges: Edges }) {
  return (
    <>
      <span aria-hidden="true" className={`${styles.cue} ${styles.start}`} data-scroll-cue="start" hidden={!edges.start}>
        ‹
      </span>
      <span aria-hidden="true" className={`${styles.cue} ${styles.end}`} data-scroll-cue="end" hidden={!edges.end}>
        ›
      </span>
    </>
  );
}
