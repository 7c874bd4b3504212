'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingRequest, NetworkingRequestPage } from '@/lib/api/schemas/networking';
import { NETWORKING_REQUESTS_PER_PAGE } from '@/lib/api/schemas/networking';
import { Link } from '@/lib/i18n/navigation';
import { mergeRequest, removeRequest } from '@/lib/networking/requests';
import { href } from '@/lib/routing/routes';
import { useNetworking } from './networking-context';
import { useListPage } from './use-list-page';
import { ListState } from './ListState';
import { Pagination } from './Pagination';
import { RequestItem } from './RequestItem';
import styles from './Networking.module.css';

/**
 * The inbox (docs/product.md#states, docs/product.md#calls GET /networking/events/received|sent?page=): requests received and
 * sent, 10 a page, newest first, each with its state and dates and what the person can do with
 * it. New requests and answers arrive live (the customer's channel): a request on screen changes
 * in place, a new one comes on top of the first page, and a polite line says how many arrived.
 */
export function Inbox({ box: initialBox, page: initialPage }: { box: 'received' | 'sent'; page: number }) {
  const t = useTranslations('networking');
  const { onLive, setPending, news, clearNews } = useNetworking();
  const [box, setBox] = useState(initialBox);
  const [page, setPage] = useState(initialPage);
  const [arrived, setArrived] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const read = useCallback(() => networking.getNetworkingRequests(box, page), [box, page]);
  const { data, setData, failed, retry, focusOnNextAnswer } = useListPage<NetworkingRequestPage>(read, {
    query: { bandeja: box === 'sent' ? 'enviadas' : null, pagina: page > 1 ? String(page) : null },
    focus: heading,
    onAnswer: (answer) => setPending(answer.pending),
  });

  // Looking at the inbox reads the news: the counter starts again from what arrives now.
  useEffect(() => {
    clearNews();
  }, [clearNews]);

  useEffect(
    () =>
      onLive((event) => {
        if (event.type === 'removed') {
          setData((d) => (d ? { ...d, data: removeRequest(d.data, event.requestId) } : d));
          return;
        }
        if (event.type !== 'request') return;
        const { request, change } = event.event;
        setData((d) => (d ? { ...d, data: mergeRequest(d.data, request, box, d.meta.currentPage, NETWORKING_REQUESTS_PER_PAGE) } : d));
        if (change === 'created' && request.direction === 'received') setArrived((n) => n + 1);
      }),
    [onLive, box, setData],
  );

  const replace = (request: NetworkingRequest) => {
    setData((d) => (d ? { ...d, data: d.data.map((r) => (r.id === request.id ? request : r)) } : d));
    // An answer given here: one fewer awaiting (live events of one's own actions are not counted).
    if (request.direction === 'received' && request.status !== 'created') setPending((n) => Math.max(0, n - 1));
  };

  // A new page puts the focus on the heading once it has arrived.
  const turnPage = (p: number) => {
    focusOnNextAnswer();
    setPage(p);
  };

  const switchTo = (next: 'received' | 'sent') => {
    if (next === box) return;
    setBox(next);
    setPage(1);
    setData(null);
    setArrived(0);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('inbox.title')}
      </h2>
      <div className={styles.segmented} role="group" aria-label={t('inbox.boxLabel')}>
        {(['received', 'sent'] as const).map((name) => (
          <button key={name} type="button" className={styles.segment} aria-pressed={box === name} onClick={() => switchTo(name)}>
            {t(`inbox.${name}`)}
            {name === 'received' && data && box === 'received' && data.pending > 0 ? ` (${data.pending})` : null}
          </button>
        ))}
      </div>

      <div role="status" aria-live="polite" className={styles.status}>
        {arrived > 0 || news > 0 ? (
          <p className={styles.newsLine}>
            {arrived > 0 ? t('inbox.arrived', { count: arrived }) : t('inbox.news', { count: news })}
          </p>
        ) : null}
      </div>

      <ListState failed={failed} loading={!data && !failed} onRetry={retry} />
      {data && data.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{box === 'received' ? t('inbox.noneReceived') : t('inbox.noneSent')}</p>
          <p>
            <Link href={href('networking')} className="button button-secondary">
              {t('inbox.findPeople')}
            </Link>
          </p>
        </div>
      ) : null}
      {data && data.data.length > 0 ? (
        <ul className={styles.requests}>
          {data.data.map((request) => (
            <li key={request.id}>
              <RequestItem request={request} onChanged={replace} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination meta={data?.meta} label={t('inbox.pagesLabel')} onPage={turnPage} />
    </section>
  );
}
