'use client';

import dynamic from 'next/dynamic';

// The live panel (questions, chat, moderation and the realtime client behind them) is its own
// chunk, loaded after the page: the cached session page's first load does not carry it, and
// the socket opens only once the panel mounts and subscribes.
const LivePanel = dynamic(() => import('./LivePanel').then((m) => m.LivePanel), { ssr: false, loading: () => null });

/** Questions and chat of a session, for everyone, and its moderation for the organiser (issue 11). */
export function LiveSession(props: { conferenceId: number; pagePath: string }) {
  return <LivePanel {...props} />;
}
