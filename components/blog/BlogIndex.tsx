'use client';

import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TagChip } from '@/components/ui/ChipList';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterNav } from '@/components/ui/FilterBar';
import { Section } from '@/components/ui/Section';
import type { BlogPostPage, BlogPostSummary, Tag } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { blogPageHref, blogTagHref } from './blog-links';
import { Pagination } from './Pagination';
import { PostList } from './PostList';

export interface BlogIndexProps {
  /** this page of the unfiltered list, rendered on the server */
  posts: BlogPostSummary[];
  page: number;
  lastPage: number;
  tags: Tag[];
}

/**
 * The list of posts with its tag filter. The page is rendered once for everyone (ISR), so
 * `?tag=` is read here in the browser; the fallback (what the HTML carries, and what shows
 * without JavaScript) is the unfiltered page. With a tag, the browser asks the API for that
 * page of the tag's posts.
 */
export function BlogIndex(props: BlogIndexProps) {
  return (
    <Suspense fallback={<BlogIndexView {...props} tag={null} state="ready" />}>
      <BlogIndexFromUrl {...props} />
    </Suspense>
  );
}

interface Filtered {
  tag: string;
  page: number;
  result: BlogPostPage | 'failed';
}

function BlogIndexFromUrl(props: BlogIndexProps) {
  const tag = useSearchParams().get('tag') || null;
  const [filtered, setFiltered] = useState<Filtered | null>(null);

  useEffect(() => {
    if (!tag) return;
    let live = true;
    const page = props.page;
    // The call module (resource modules, zod) is loaded only for a tag filter: the blog's first load
    // stays light.
    import('@/lib/api/browser-calls')
      .then(({ blog }) => blog.getBlogPosts({ page, tag }))
      .then(
        (result) => live && setFiltered({ tag, page, result }),
        () => live && setFiltered({ tag, page, result: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [tag, props.page]);

  if (!tag) return <BlogIndexView {...props} tag={null} state="ready" />;
  const current = filtered && filtered.tag === tag && filtered.page === props.page ? filtered.result : null;
  if (current === null) return <BlogIndexView {...props} tag={tag} state="loading" />;
  if (current === 'failed') return <BlogIndexView {...props} tag={tag} state="failed" />;
  return (
    <BlogIndexView
      {...props}
      posts={current.data}
      lastPage={Math.min(props.lastPage, current.meta.lastPage)}
      tag={tag}
      state="ready"
    />
  );
}

function BlogIndexView({
  posts,
  page,
  lastPage,
  tags,
  tag,
  state,
}: BlogIndexProps & { tag: string | null; state: 'ready' | 'loading' | 'failed' }) {
  const t = useTranslations('Blog');
  const tLoading = useTranslations('Loading');
  const tErrors = useTranslations('ApiErrors');
  const active = tag ? tags.find((o) => o.slug === tag) : undefined;

  let body;
  if (state === 'loading') {
    body = <p role="status">{tLoading('inProgress')}</p>;
  } else if (state === 'failed') {
    body = <p role="alert">{tErrors('loadingError')}</p>;
  } else if (posts.length > 0) {
    body = <PostList posts={posts} headingLevel={3} />;
  } else {
    body = (
      <EmptyState
        size="sm"
        action={
          tag ? (
            <Link href={page > 1 ? blogTagHref(tag) : blogPageHref(1)} className="button button-secondary">
              {page > 1 ? t('firstPage') : t('showAll')}
            </Link>
          ) : null
        }
      >
        {tag ? t('emptyTag') : t('empty')}
      </EmptyState>
    );
  }

  return (
    <>
      {tags.length > 0 ? (
        <FilterNav heading={t('filterHeading')} headingId="blog-tags-heading">
          <li>
            <TagChip href={blogPageHref(1)} current={tag ? undefined : 'true'}>
              {t('allTags')}
            </TagChip>
          </li>
          {tags.map((option) => (
            <li key={option.id}>
              <TagChip href={blogTagHref(option.slug)} current={option.slug === tag ? 'true' : undefined}>
                {option.name}
              </TagChip>
            </li>
          ))}
        </FilterNav>
      ) : null}

      <Section id="blog-list-heading" title={tag ? t('tagged', { tag: active?.name ?? tag }) : t('latest')}>
        <div aria-busy={state === 'loading'}>{body}</div>
        {state === 'ready' && posts.length > 0 ? <Pagination current={page} last={lastPage} tag={tag} /> : null}
      </Section>
    </>
  );
}
