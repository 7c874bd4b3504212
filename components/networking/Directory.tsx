'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { filterControlClass, FilterAction, FilterBar, FilterField } from '@/components/ui/FilterBar';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingCustomer, NetworkingCustomerPage } from '@/lib/api/schemas/networking';
import { useListPage } from './use-list-page';
import { LoadFailed } from './ListState';
import { Pagination } from './Pagination';
import { PersonAvatar } from './PersonAvatar';
import { RequestDialog } from './RequestDialog';
import styles from './Networking.module.css';

interface Filters {
  search: string;
  company: string;
  position: string;
  sector: string;
}

/**
 * The directory (docs/product.md#routes networking screens, §7 GET /networking/customers): search by name,
 * company or position, filters by company, position and sector, pages of 12 cards with the
 * photo or the initials, and "request a meeting" on each card. The search and page live in the
 * URL (`?q=&pagina=`), so a reload or a shared link shows the same list.
 */
export function Directory({ initialSearch, initialPage }: { initialSearch: string; initialPage: number }) {
  const t = useTranslations('networking');
  const [draft, setDraft] = useState<Filters>({ search: initialSearch, company: '', position: '', sector: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(initialPage);
  const [requesting, setRequesting] = useState<NetworkingCustomer | null>(null);
  // Kept apart from `requesting` so the dialog closes (and gives the focus back) before it goes.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const read = useCallback(
    () =>
      networking.getNetworkingCustomers({
        search: filters.search || undefined,
        company: filters.company || undefined,
        position: filters.position || undefined,
        sector: filters.sector || undefined,
        page,
      }),
    [filters, page],
  );
  const { data, failed, retry, focusOnNextAnswer } = useListPage<NetworkingCustomerPage>(read, {
    query: { q: filters.search || null, pagina: page > 1 ? String(page) : null },
    focus: results,
  });

  // A new page puts the focus on the results' heading once it has arrived.
  const turnPage = (p: number) => {
    focusOnNextAnswer();
    setPage(p);
  };

  const apply = (next: Filters) => {
    focusOnNextAnswer();
    setFilters(next);
    setPage(1);
  };
  const empty: Filters = { search: '', company: '', position: '', sector: '' };
  const filtered = Object.values(filters).some(Boolean);

  const select = (name: keyof Filters, label: string, options: { value: string; label: string; count: number }[] | undefined) => (
    <FilterField label={label} htmlFor={`${id}-${name}`}>
      <select id={`${id}-${name}`} className={filterControlClass} value={draft[name]} onChange={(e) => {
          // A filter applies at once (with what is typed in the search box): no extra button press.
          const next = { ...draft, [name]: e.target.value };
          setDraft(next);
          apply(next);
        }}>
        <option value="">{t('directory.any')}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {t('directory.option', { label: o.label, count: o.count })}
          </option>
        ))}
      </select>
    </FilterField>
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('directory.title')}
      </h2>
      <FilterBar
        label={t('directory.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <FilterField label={t('directory.search')} htmlFor={`${id}-search`} hint={t('directory.searchHint')} hintId={`${id}-search-hint`}>
          <input
            id={`${id}-search`}
            type="search"
            className={filterControlClass}
            value={draft.search}
            maxLength={100}
            aria-describedby={`${id}-search-hint`}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </FilterField>
        {select('company', t('directory.company'), data?.filters.companies)}
        {select('position', t('directory.position'), data?.filters.positions)}
        {select('sector', t('directory.sector'), data?.filters.sectors)}
        <FilterAction>
          <button type="submit" className="button">
            {t('directory.submit')}
          </button>
        </FilterAction>
        {filtered ? (
          <FilterAction>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setDraft(empty);
                apply(empty);
              }}
            >
              {t('directory.clear')}
            </button>
          </FilterAction>
        ) : null}
      </FilterBar>

      <div role="status" className={styles.status}>
        {sent ? <p className={styles.success}>{sent}</p> : null}
      </div>

      <h3 ref={results} tabIndex={-1} className={styles.resultsTitle} aria-live="polite">
        {data ? t('directory.results', { count: data.meta.total }) : t('loading')}
      </h3>

      {failed ? <LoadFailed onRetry={retry} /> : null}

      {data && data.data.length === 0 ? <p className={styles.empty}>{filtered ? t('directory.noMatch') : t('directory.nobody')}</p> : null}

      {data && data.data.length > 0 ? (
        <ul className={styles.cards}>
          {data.data.map((person) => (
            <li key={person.id} className={styles.card}>
              <div className={styles.cardHead}>
                <PersonAvatar person={person} />
                <div>
                  <h4 className={styles.cardTitle}>
                    {person.name} {person.surname}
                  </h4>
                  {person.position || person.company ? (
                    <p className={styles.muted}>{[person.position, person.company].filter(Boolean).join(' · ')}</p>
                  ) : null}
                </div>
              </div>
              {person.sectorLabel ? <p className={styles.meta}>{t('directory.sectorIs', { sector: person.sectorLabel })}</p> : null}
              {person.lookingFor.length > 0 ? <p className={styles.meta}>{t('directory.lookingFor', { items: person.lookingFor.join(', ') })}</p> : null}
              {person.about ? <p>{person.about}</p> : null}
              <div className={styles.cardActions}>
                <button type="button" className="button" onClick={() => {
                    setRequesting(person);
                    setDialogOpen(true);
                  }} aria-label={t('directory.requestWith', { name: `${person.name} ${person.surname}` })}>
                  {t('directory.request')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <Pagination meta={data?.meta} label={t('directory.pagesLabel')} onPage={turnPage} />

      {requesting ? (
        <RequestDialog
          key={requesting.id}
          open={dialogOpen}
          participant={requesting}
          onClose={() => setDialogOpen(false)}
          onSaved={() => {
            setSent(t('request.sent', { name: `${requesting.name} ${requesting.surname}` }));
            setDialogOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
