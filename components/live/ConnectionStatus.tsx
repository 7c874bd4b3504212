'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ConnectionState } from '@/lib/realtime/client';
import styles from './Live.module.css';

/**
 * The live socket's state: "reconnecting…" while the socket is away with the browser online;
 * nothing while connected or still opening for the first time. A browser gone offline is the
 * global banner's to announce (components/app/NetworkStatus): one notice, not two;
 * what is written meanwhile says so in the outbox. The status region is always in the page so
 * that a screen reader hears the change.
 */
export function ConnectionStatus({ state, online }: { state: ConnectionState; online: boolean }) {
  const t = useTranslations('Session');
  const [wasConnected, setWasConnected] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- remembers that the socket has been up once
    if (state === 'connected') setWasConnected(true);
  }, [state]);
  const away = state === 'unavailable' || (state === 'connecting' && wasConnected);
  const message = online && state !== 'offline' && away ? t('live.reconnecting') : null;
  return (
    <div role="status" data-connection={!online ? 'offline' : state}>
      {message ? <p className={styles.state}>{message}</p> : null}
    </div>
  );
}
