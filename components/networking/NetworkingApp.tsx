'use client';

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingConference, NetworkingStatus } from '@/lib/api/schemas/networking';
import { requestChangedEventSchema, requestRemovedEventSchema, statusChangedEventSchema, registrationChangedEventSchema } from '@/lib/api/schemas/networking';
import { customerChannel, NETWORKING_EVENTS } from '@/lib/api/schemas/realtime';
import { Link } from '@/lib/i18n/navigation';
import { networkingFailureOf } from '@/lib/networking/failures';
import { isNews } from '@/lib/networking/requests';
import { networkingTabs, type NetworkingView } from '@/lib/networking/views';
import { href } from '@/lib/routing/routes';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import { useSession } from '@/lib/stores/session-context';
import { countdownFor } from '@/lib/networking/config';
import { Directory } from './Directory';
import { EnableNetworking } from './EnableNetworking';
import { EventsView } from './EventsView';
import { Inbox } from './Inbox';
import { MeetingsView } from './MeetingsView';
import { OrganiserView } from './OrganiserView';
import { TurnOff } from './TurnOff';
import { ScrollCues, useScrollEdges } from '@/components/ui/ScrollCues';
import { NetworkingContext, type LiveEvent, type NetworkingContextValue, type NetworkingQuery } from './networking-context';
import styles from './Networking.module.css';

const storageKey = (tenantKey: string) => `ekitaldi.networkingConference.${tenantKey}`;

type Load =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; conferences: NetworkingConference[]; status: NetworkingStatus };

export type NetworkingAppProps = {
  view: NetworkingView;
  type: 1 | 2;
  tenantKey: string;
  customerId: number;
  organiser: boolean;
  loginPath: string;
  countdownSeconds: number | null;
  page: number;
  query: NetworkingQuery;
};

/**
 * The networking screens' client state: the networking conference (chosen where there are
 * several, kept in the session store so every call sends it as X-Networking-Conference, and in
 * the browser so a reload keeps it), the person's networking status (enabled or not), the
 * counter of pending requests, and one live subscription on their own channel.
 */
export function NetworkingApp({
  view,
  type,
  tenantKey,
  customerId,
  organiser,
  loginPath,
  countdownSeconds,
  page,
  query,
}: NetworkingAppProps) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const chosen = useSession((s) => s.networkingConference);
  const choose = useSession((s) => s.setNetworkingConference);
  const clear = useSession((s) => s.clear);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [pending, setPending] = useState(0);
  const [news, setNews] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // On a phone the tabs are wider than the screen: a cue at each end that hides some.
  const { ref: tabRow, edges: tabEdges } = useScrollEdges<HTMLUListElement>();
  // One set for the page's life (state, not a ref: handlers and the context read it, render never does).
  const [listeners] = useState(() => new Set<(event: LiveEvent) => void>());
  const realtime = useRealtime();

  const sessionExpired = useCallback(() => {
    clear();
    window.location.assign(loginPath);
  }, [clear, loginPath]);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const conferences = await networking.getNetworkingConferences();
        const stored = window.localStorage.getItem(storageKey(tenantKey));
        const current = conferences.find((c) => String(c.id) === String(chosen ?? stored)) ?? conferences[0] ?? null;
        if (current && String(current.id) !== String(chosen)) choose(current.id);
        const status = await networking.getNetworkingStatus();
        if (!live) return;
        setPending(status.pendingReceived);
        setLoad({ kind: 'ready', conferences, status });
      } catch (error) {
        if (!live) return;
        if (networkingFailureOf(error, 'load').kind === 'signed_out') sessionExpired();
        else setLoad({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
    // `chosen` is read once per load: changing it reloads through `attempt` (chooseConference).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tenantKey, attempt, choose, sessionExpired]);

  const chooseConference = (id: string) => {
    choose(Number(id));
    window.localStorage.setItem(storageKey(tenantKey), id);
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  useChannel(realtime ? customerChannel(realtime.tenantKey, customerId) : null, {
    [NETWORKING_EVENTS.requestChanged]: (data) => {
      const parsed = requestChangedEventSchema.safeParse(data);
      if (!parsed.success) return;
      const event = parsed.data;
      if (isNews(event, customerId)) setNews((n) => n + 1);
      if (event.request.direction === 'received' && event.by !== customerId) {
        if (event.change === 'created') setPending((n) => n + 1);
        if (event.change === 'cancelled' && event.request.validatedAt === null) setPending((n) => Math.max(0, n - 1));
      }
      emit({ type: 'request', event });
    },
    [NETWORKING_EVENTS.requestRemoved]: (data) => {
      const parsed = requestRemovedEventSchema.safeParse(data);
      if (parsed.success) emit({ type: 'removed', requestId: parsed.data.requestId });
    },
    [NETWORKING_EVENTS.registrationChanged]: (data) => {
      if (registrationChangedEventSchema.safeParse(data).success) emit({ type: 'registration' });
    },
    [NETWORKING_EVENTS.statusChanged]: (data) => {
      const parsed = statusChangedEventSchema.safeParse(data);
      if (!parsed.success) return;
      setLoad((current) => (current.kind === 'ready' ? { ...current, status: parsed.data.status } : current));
      emit({ type: 'status', status: parsed.data.status });
    },
  });

  const onLive = useCallback(
    (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );

  const ready = load.kind === 'ready' ? load : null;
  const conference = ready ? (ready.conferences.find((c) => String(c.id) === String(chosen)) ?? ready.conferences[0] ?? null) : null;
  const setStatus = useCallback((status: NetworkingStatus) => {
    setLoad((current) => (current.kind === 'ready' ? { ...current, status } : current));
  }, []);
  const clearNews = useCallback(() => setNews(0), []);

  const value = useMemo<NetworkingContextValue | null>(
    () =>
      ready
        ? {
            type,
            tenantKey,
            customerId,
            conference,
            status: ready.status,
            setStatus,
            pending,
            setPending,
            news,
            clearNews,
            onLive,
            sessionExpired,
            countdownSeconds: countdownFor(countdownSeconds, ready.status.unsubscribeCountdownSeconds),
          }
        : null,
    [ready, type, tenantKey, customerId, conference, setStatus, pending, news, clearNews, onLive, sessionExpired, countdownSeconds],
  );

  if (load.kind === 'loading') {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (load.kind === 'failed' || !value) {
    return (
      <div className={styles.notice} role="alert">
        <p>{tErrors('loadingError')}</p>
        <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const enabled = value.status.visible;
  const tabs = networkingTabs(type, organiser);
  const screen = !enabled && view !== 'desactivar' ? 'enable' : view;

  return (
    <NetworkingContext.Provider value={value}>
      {load.conferences.length > 1 ? (
        <div className={styles.conferencePicker}>
          <label htmlFor="networking-conference">{t('conference.label')}</label>
          <select id="networking-conference" value={String(conference?.id ?? '')} onChange={(e) => chooseConference(e.target.value)}>
            {load.conferences.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {enabled ? (
        <nav aria-label={t('tabsLabel')} className={styles.tabs}>
          <ul ref={tabRow} className={styles.tabList}>
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  href={href('networking', { view: tab === 'personas' ? undefined : tab })}
                  className={styles.tab}
                  aria-current={tab === view ? 'page' : undefined}
                >
                  {t(`tabs.${tab}`)}
                  {tab === 'solicitudes' && pending > 0 ? (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{pending}</span>
                      <span className="visually-hidden">{t('pendingCount', { count: pending })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          <ScrollCues edges={tabEdges} />
        </nav>
      ) : null}
      <Screen screen={screen} page={page} query={query} />
    </NetworkingContext.Provider>
  );
}

function Screen({ screen, page, query }: { screen: NetworkingView | 'enable'; page: number; query: NetworkingQuery }): ReactNode {
  switch (screen) {
    case 'enable':
      return <EnableNetworking />;
    case 'personas':
      return <Directory initialSearch={query.q} initialPage={page} />;
    case 'solicitudes':
      return <Inbox box={query.box} page={page} />;
    case 'reuniones':
      return <MeetingsView />;
    case 'eventos':
      return <EventsView />;
    case 'organizacion':
      return <OrganiserView />;
    case 'desactivar':
      return <TurnOff />;
  }
}
