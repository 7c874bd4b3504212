'use client';

import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TagChip } from './ChipList';
import { EmptyState } from './EmptyState';
import { FilterNav } from './FilterBar';
import styles from './TagDirectory.module.css';

export interface TagDirectoryOption {
  slug: string;
  name: string;
  /** items carrying the tag */
  count: number;
}

/** What a directory shows for the chosen tag (null: none chosen). */
export interface TagDirectoryView {
  /** how many items are shown (the status line) */
  count: number;
  /** the items; null when none carries the tag (then the empty state with "show all") */
  content: ReactNode | null;
}

interface TagDirectoryProps {
  tags: TagDirectoryOption[];
  /** the page's public path with its locale prefix ("/en/ponentes"); filters are `?tag=` on it */
  basePath: string;
  /** every item, counted by the "all" chip */
  total: number;
  /** message namespace with filterLabel, allTags, count, countTagged, showAll and emptyTag */
  namespace: 'Speakers' | 'Sponsors';
  /** the items for a tag; runs on the client, so the caller is itself a client component */
  view: (tag: string | null) => TagDirectoryView;
}

/**
 * A public directory with its tag filter (/ponentes, /patrocinadores). The filter lives in the URL
 * (`?tag=slug`: shareable, back button) but the page is rendered once for everyone, so the tag is
 * read here on the client; until then (and without JavaScript) the fallback shows every item.
 */
export function TagDirectory(props: TagDirectoryProps) {
  return (
    <Suspense fallback={<DirectoryView {...props} tag={null} />}>
      <DirectoryFromUrl {...props} />
    </Suspense>
  );
}

function DirectoryFromUrl(props: TagDirectoryProps) {
  const tag = useSearchParams().get('tag') || null;
  return <DirectoryView {...props} tag={tag} />;
}

/** Same-page filter links update the URL without a server round trip (Next syncs useSearchParams). */
function followFilter(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const target = event.currentTarget.href;
  if (target !== window.location.href) window.history.pushState(null, '', target);
}

function DirectoryView({ tags, basePath, total, namespace, view, tag }: TagDirectoryProps & { tag: string | null }) {
  const t = useTranslations(namespace);
  const { count, content } = view(tag);
  const active = tag ? tags.find((o) => o.slug === tag) : undefined;
  const filterHref = (slug: string | null) => (slug ? `${basePath}?tag=${encodeURIComponent(slug)}` : basePath);

  return (
    <>
      {tags.length > 0 ? (
        <FilterNav label={t('filterLabel')}>
          <li>
            <TagChip native href={filterHref(null)} onClick={followFilter} current={tag ? undefined : 'true'}>
              {t('allTags')} <TagCount count={total} namespace={namespace} />
            </TagChip>
          </li>
          {tags.map((option) => (
            <li key={option.slug}>
              <TagChip native href={filterHref(option.slug)} onClick={followFilter} current={option.slug === tag ? 'true' : undefined}>
                {option.name} <TagCount count={option.count} namespace={namespace} />
              </TagChip>
            </li>
          ))}
        </FilterNav>
      ) : null}

      <p role="status" className={styles.count}>
        {tag ? t('countTagged', { count, tag: active?.name ?? tag }) : t('count', { count })}
      </p>

      {content !== null ? (
        content
      ) : (
        <EmptyState
          action={
            <a href={filterHref(null)} onClick={followFilter} className="button button-secondary">
              {t('showAll')}
            </a>
          }
        >
          {t('emptyTag')}
        </EmptyState>
      )}
    </>
  );
}

/** Shows "8", reads "8 speakers" (so the link's name still contains its visible text). */
function TagCount({ count, namespace }: { count: number; namespace: TagDirectoryProps['namespace'] }) {
  const t = useTranslations(namespace);
  return (
    <span className={styles.tagCount}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('count', { count })}</span>
    </span>
  );
}
