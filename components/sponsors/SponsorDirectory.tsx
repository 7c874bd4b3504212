'use client';

import { Suspense, type MouseEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TagChip } from '@/components/ui/ChipList';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterNav } from '@/components/ui/FilterBar';
import { filterSections, uniqueSponsors, type SponsorSection, type SponsorTagOption } from './sponsor-groups';
import { SponsorSections } from './SponsorSections';
import styles from './Sponsors.module.css';

interface DirectoryProps {
  sections: SponsorSection[];
  tags: SponsorTagOption[];
  /** the page's public path with its locale prefix ("/en/patrocinadores"); filters are `?tag=` on it */
  basePath: string;
}

/**
 * /patrocinadores with its tag filter, as /ponentes does it: the filter lives in the URL
 * (`?tag=slug`: shareable, back button) but the page is rendered once for everyone, so the tag is
 * read here on the client; until then (and without JavaScript) the fallback shows every sponsor.
 */
export function SponsorDirectory(props: DirectoryProps) {
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

function DirectoryView({ sections, tags, basePath, tag }: DirectoryProps & { tag: string | null }) {
  const t = useTranslations('Sponsors');
  const visible = filterSections(sections, tag);
  const count = uniqueSponsors(visible).length;
  const total = uniqueSponsors(sections).length;
  const active = tag ? tags.find((o) => o.slug === tag) : undefined;
  const filterHref = (slug: string | null) => (slug ? `${basePath}?tag=${encodeURIComponent(slug)}` : basePath);

  return (
    <>
      {tags.length > 0 ? (
        <FilterNav label={t('filterLabel')}>
          <li>
            <TagChip native href={filterHref(null)} onClick={followFilter} current={tag ? undefined : 'true'}>
              {t('allTags')} <TagCount count={total} />
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
        {tag ? t('countTagged', { count, tag: active?.name ?? tag }) : t('count', { count })}
      </p>

      {visible.length > 0 ? (
        <SponsorSections sections={visible} headingLevel={2} idPrefix="sponsors" />
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

/** Shows "8", reads "8 sponsors" (so the link's name still contains its visible text). */
function TagCount({ count }: { count: number }) {
  const t = useTranslations('Sponsors');
  return (
    <span className={styles.tagCount}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('count', { count })}</span>
    </span>
  );
}
