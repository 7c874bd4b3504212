'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { LOADING_BAR, loadingStore } from '@/lib/stores/loading';
import styles from './LoadingBar.module.css';

type Phase = 'hidden' | 'running' | 'finishing' | 'failed';

/**
 * docs/product.md#limits loading bar: appears only when something has waited 200 ms, crawls towards the end
 * over 5000 ms, completes and hides 500 ms after the last wait ends, turns red on failure.
 * Page navigations count as waits: a click on an internal link starts one, the URL change ends it.
 */
export function LoadingBar() {
  const t = useTranslations('Loading');
  const pending = useStore(loadingStore, (s) => s.pending);
  const failed = useStore(loadingStore, (s) => s.failed);
  const [phase, setPhase] = useState<Phase>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => trackNavigations(), []);

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    if (pending > 0) {
      timer.current = setTimeout(() => setPhase('running'), phase === 'running' ? 0 : LOADING_BAR.throttleMs);
    } else if (phase !== 'hidden' || failed) {
      // A failure shows even when it came before the 200 ms throttle let the bar appear.
      // Deferred to a timer so the effect never sets state synchronously.
      timer.current = setTimeout(() => {
        setPhase(failed ? 'failed' : 'finishing');
        timer.current = setTimeout(() => setPhase('hidden'), LOADING_BAR.hideDelayMs + (failed ? 2500 : 0));
      }, 0);
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // phase is read, not tracked: re-running on phase changes would restart the throttle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, failed]);

  return (
    <>
      <div
        className={styles.bar}
        data-phase={phase}
        style={{ ['--loading-duration' as string]: `${LOADING_BAR.durationMs}ms` }}
        aria-hidden="true"
      />
      <p className="visually-hidden" role="status">
        {phase === 'running' ? t('inProgress') : ''}
      </p>
      {phase === 'failed' ? (
        <p className={styles.failed} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </>
  );
}

/** Starts a wait on internal link clicks and ends it when the URL changes. */
function trackNavigations(): () => void {
  let navigating = false;
  const end = () => {
    if (navigating) {
      navigating = false;
      loadingStore.getState().done();
    }
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    if (!navigating) {
      navigating = true;
      loadingStore.getState().start();
    }
  };
  const { pushState, replaceState } = window.history;
  window.history.pushState = function patchedPush(...args) {
    pushState.apply(this, args);
    end();
  };
  window.history.replaceState = function patchedReplace(...args) {
    replaceState.apply(this, args);
    end();
  };
  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', end);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', end);
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
  };
}
