'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PollNotice } from './PollNotice';

// The live panel (questions, chat, moderation and the realtime client behind them) is its own
// chunk, loaded after the page: the cached session page's first load does not carry it, and
// the socket opens only once the panel mounts and subscribes. React's `lazy` rather than
// next/dynamic, whose loader (≈ 2.5 KB gzip) would otherwise come with the session page alone.
const LivePanel = lazy(() => import('./LivePanel').then((m) => ({ default: m.LivePanel })));

const noSubscription = () => () => {};

/** Questions and chat of a session, for everyone, and its moderation for the organiser. */
export function LiveSession(props: { conferenceId: number; pagePath: string }) {
  // Client only (what `ssr: false` did): false on the server and while hydrating, true after, so
  // the cached HTML carries nothing of the panel and hydration matches it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <>
      {/* The open poll is announced wherever the reader is on the page, panel loaded or not. */}
      <PollNotice conferenceId={props.conferenceId} />
      <Suspense fallback={null}>
        <LivePanel {...props} />
      </Suspense>
    </>
  );
}
