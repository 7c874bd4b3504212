'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { hashTarget, historyEntryKey, samePath, ScrollMemory } from './scroll-memory';

/** How long a restore may wait for the page to render (and grow) before it gives up. */
const RESTORE_TIMEOUT_MS = 5000;
/** Frames the position must hold, with the page's height unchanged, for a restore to be done. */
const SETTLED_FRAMES = 3;
/** Frames without the page growing after which a target out of reach is given up (scrolled to the end). */
const STALLED_FRAMES = 45;
/** Input that means the visitor is scrolling themselves: a restore then stops at once. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let memory: ScrollMemory | null = null;
function scrollMemory(): ScrollMemory {
  if (!memory) {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // storage blocked: remember within this document only
    }
    memory = new ScrollMemory(storage);
  }
  return memory;
}

const entryKey = () => historyEntryKey(window as unknown as Parameters<typeof historyEntryKey>[0]);

/**
 * docs/product.md#limits "scroll restoration manual". The browser's own restoration is switched off
 * (`history.scrollRestoration = 'manual'`): it fires before a client-rendered page is back and
 * lands short on long lists. Instead the scroll position is remembered per history entry and,
 * on back/forward, put back once the page has rendered (retrying while it grows, e.g. the whole
 * of /ponentes or /agenda; any wheel, touch or key press hands control back to the visitor).
 * A new navigation starts at the top, or at its #anchor. Also after a reload or coming back
 * from another site (the positions live in sessionStorage). Renders nothing; mounted once, in
 * the tenant layout.
 */
export function ScrollRestoration() {
  const pathname = usePathname();
  const committedPath = useRef<string | null>(null);
  /** set by popstate until the page of that entry has been restored */
  const traversal = useRef(false);
  const restoring = useRef(false);
  const cancelRestore = useRef<() => void>(() => {});
  /** path + query of the document shown, to tell in-page (#anchor) history steps from page changes */
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    const store = scrollMemory();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';

    const save = () => {
      if (!restoring.current) store.set(entryKey(), window.scrollY);
    };

    /** Scrolls back to `y` once the page is there and tall enough; stops when it holds. */
    const restore = (y: number) => {
      cancelRestore.current();
      restoring.current = true;
      const started = performance.now();
      let frame = 0;
      let settled = 0;
      let stalled = 0;
      let lastHeight = -1;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
        restoring.current = false;
        // Done with this entry once its page is in (else the coming commit still belongs to it).
        if (samePath(committedPath.current, window.location.pathname)) traversal.current = false;
        cancelRestore.current = () => {};
        save();
      };
      for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
      cancelRestore.current = stop;

      const tick = () => {
        if (performance.now() - started > RESTORE_TIMEOUT_MS) return stop();
        // Wait for the router to have rendered the entry's page (its path is committed).
        if (samePath(committedPath.current, window.location.pathname)) {
          const root = document.documentElement;
          const height = root.scrollHeight;
          const reachable = Math.min(y, Math.max(0, height - window.innerHeight));
          if (Math.abs(window.scrollY - reachable) > 1) window.scrollTo(0, reachable);
          const grew = height !== lastHeight;
          lastHeight = height;
          if (reachable >= y - 1) {
            settled = grew ? 0 : settled + 1;
            if (settled >= SETTLED_FRAMES) return stop();
          } else {
            stalled = grew ? 0 : stalled + 1;
            if (stalled >= STALLED_FRAMES) return stop();
          }
        }
        frame = requestAnimationFrame(tick);
      };
      tick();
    };

    const onPopState = () => {
      // The entry is already the one travelled to; read its position before its page renders
      // (and the browser clamps the scroll to the old page's height).
      const saved = store.get(entryKey());
      const page = window.location.pathname + window.location.search;
      if (shownPage.current !== null && samePath(shownPage.current, page)) {
        // Same page, another #fragment. A new in-page link (Chrome fires popstate for it; nothing
        // saved yet): the browser has already scrolled to the anchor. Back/forward between
        // anchors: put the saved position back at once (nothing to wait for); an entry never
        // scrolled and without an anchor is the top.
        if (saved !== undefined) window.scrollTo(0, saved);
        else if (!hashTarget(document, window.location.hash)) window.scrollTo(0, 0); // an entry left unscrolled
        return;
      }
      shownPage.current = page;
      traversal.current = true;
      restore(saved ?? 0);
    };
    const onHide = () => {
      save();
      store.persist();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };

    window.addEventListener('scroll', save, { passive: true });
    // Capture: before the router's own listener renders the entry's page.
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);

    // Back to this page from another document (another site, a full load) or a reload.
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const saved = store.get(entryKey());
    if ((entry?.type === 'back_forward' || entry?.type === 'reload') && saved !== undefined && window.scrollY === 0) {
      traversal.current = true;
      restore(saved);
    }

    return () => {
      cancelRestore.current();
      window.removeEventListener('scroll', save);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Each committed page: a back/forward one is being restored above; a new one starts at the
  // top, or at its #anchor (Next leaves the scroll alone when the new page's top is in view).
  useEffect(() => {
    const first = committedPath.current === null;
    committedPath.current = pathname;
    shownPage.current = window.location.pathname + window.location.search;
    if (first) return;
    scrollMemory().persist();
    if (traversal.current) {
      if (!restoring.current) traversal.current = false;
      return;
    }
    const target = hashTarget(document, window.location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
