import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Scroll-spy for in-page tab bars (docs/product.md#limits: offset 90). A section is "current" once its top has
 * scrolled up to the offset line (the sticky bar's bottom, with room to spare); sections use the
 * same value as `scroll-margin-top`, so following an anchor makes its section current.
 */
export const SCROLL_SPY_OFFSET = 90;

/** Sub-pixel layouts put a section 89.6 px from the top after an anchor jump: count it as there. */
const TOLERANCE = 2;

export interface SectionPosition {
  id: string;
  /** distance from the viewport's top to the section's top (getBoundingClientRect().top) */
  top: number;
}

export interface ViewportState {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * The current section: the last one whose top is at or above the offset line; the first one
 * while none has reached it; the last one once the page cannot scroll any further (a short last
 * section never reaches the line).
 *
 *   activeSection([{id:'a',top:90},{id:'b',top:600}], {scrollY:500, viewportHeight:800, documentHeight:3000}) → 'a'
 *   activeSection([{id:'a',top:-700},{id:'b',top:40}], …) → 'b'
 */
export function activeSection(
  sections: readonly SectionPosition[],
  viewport: ViewportState,
  offset: number = SCROLL_SPY_OFFSET,
): string | null {
  if (sections.length === 0) return null;
  const atBottom =
    viewport.scrollY > 0 && viewport.scrollY + viewport.viewportHeight >= viewport.documentHeight - TOLERANCE;
  if (atBottom) return sections[sections.length - 1]!.id;
  let current = sections[0]!.id;
  for (const section of sections) {
    if (section.top <= offset + TOLERANCE) current = section.id;
    else break;
  }
  return current;
}

/** The section id a URL hash names ('#acreditacion' → 'acreditacion'), or null if not one of `ids`. */
export function sectionFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

function measure(ids: readonly string[]): SectionPosition[] {
  const positions: SectionPosition[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) positions.push({ id, top: element.getBoundingClientRect().top });
  }
  return positions;
}

function viewportState(): ViewportState {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * The id of the section currently read, updated on scroll and resize (once per frame).
 * `select(id)` marks a tab as current right away when it is followed; that choice holds until
 * the reader scrolls again, so a short section at the end of the page stays marked.
 */
export function useScrollSpy(ids: readonly string[], offset: number = SCROLL_SPY_OFFSET) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const idsKey = ids.join('|');
  // After select(): ignore the scroll events the jump itself causes (one frame's worth).
  const heldUntil = useRef(0);

  useEffect(() => {
    const list = idsKey ? idsKey.split('|') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < heldUntil.current) return;
      const next = activeSection(measure(list), viewportState(), offset);
      if (next) setActive(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const fromHash = sectionFromHash(window.location.hash, list);
    if (fromHash) {
      // A deep link (/usuario#acreditacion): the browser has jumped there, or will once the
      // section exists; make sure it did, below the sticky bar (scroll-margin-top).
      document.getElementById(fromHash)?.scrollIntoView({ block: 'start' });
      setActive(fromHash);
      heldUntil.current = performance.now() + 150;
    } else {
      update();
    }
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [idsKey, offset]);

  const select = useCallback((id: string) => {
    heldUntil.current = performance.now() + 150;
    setActive(id);
  }, []);

  return { active, select };
}
