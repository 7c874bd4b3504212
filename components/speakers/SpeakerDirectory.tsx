'use client';

import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CardGrid } from '@/components/ui/Card';
import { TagChip } from '@/components/ui/ChipList';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterNav } from '@/components/ui/FilterBar';
import { filterByTag, type TagOption } from './speaker-filter';
import styles from './SpeakerDirectory.module.css';

export interface DirectoryItem {
  id: number;
  /** tag slugs */
  tags: string[];
  /** the card, rendered on the server */
  card: ReactNode;
}

interface DirectoryProps {
  items: DirectoryItem[];
  tags: TagOption[];
  /** the page's public path with its locale prefix ("/en/ponentes"); filters are `?tag=` on it */
  basePath: string;
}

/**
 * The speakers grid with its tag filter. The filter lives in the URL (`?tag=slug`: shareable,
 * back button) but the page is rendered once for everyone, so the tag is read here on the client;
 * until then (and without JavaScript) the fallback shows every speaker.
 */
export function SpeakerDirectory(props: DirectoryProps) {
  return (
    <Suspense fallback={<DirectoryView {...props} tag={null} />}>
      <DirectoryFromUrl {...props} />
    </Suspense>
  );
}

function DirectoryFromUrl(props: DirectoryProps) {
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

function DirectoryView({ items, tags, basePath, tag }: DirectoryProps & { tag: string | null }) {
  const t = useTranslations('Speakers');
  const visible = filterByTag(items, tag);
  const active = tag ? tags.find((o) => o.slug === tag) : undefined;
  const filterHref = (slug: string | null) => (slug ? `${basePath}?tag=${encodeURIComponent(slug)}` : basePath);

  return (
    <>
      {tags.length > 0 ? (
        <FilterNav label={t('filterLabel')}>
          <li>
            <TagChip native href={filterHref(null)} onClick={followFilter} current={tag ? undefined : 'true'}>
              {t('allTags')} <TagCount count={items.length} />
            </TagChip>
          </li>
          {tags.map((option) => (
            <li key={option.slug}>
              <TagChip native href={filterHref(option.slug)} onClick={followFilter} current={option.slug === tag ? 'true' : undefined}>
                {option.name} <TagCount count={option.count} />
              </TagChip>
            </li>
          ))}
        </FilterNav>
      ) : null}

      <p role="status" className={styles.count}>
        {tag
          ? t('countTagged', { count: visible.length, tag: active?.name ?? tag })
          : t('count', { count: visible.length })}
      </p>

      {visible.length > 0 ? (
        <CardGrid size="sm">
          {visible.map((item) => (
            <li key={item.id}>{item.card}</li>
          ))}
        </CardGrid>
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
function TagCount({ count }: { count: number }) {
  const t = useTranslations('Speakers');
  return (
    <span className={styles.tagCount}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('count', { count })}</span>
    </span>
  );
}
