import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getCachedBlogPage, getCachedBlogTags, getCachedFeaturedBlogPosts } from '@/lib/api/public/blog';
import type { Locale } from '@/lib/i18n/locales';
import { BlogIndex } from './BlogIndex';
import { PostList } from './PostList';
import styles from './BlogListPage.module.css';

/**
 * `/blog` and `/blog?page=n`: featured posts (first page only), the tag filter, this page of
 * posts and real pagination links. A page past the last one is a real 404 (rendered without
 * any Suspense boundary above, so the status reaches the wire).
 */
export async function BlogListPage({ tenantKey, locale, page }: { tenantKey: string; locale: Locale; page: number }) {
  const [list, tags, featured] = await Promise.all([
    getCachedBlogPage(tenantKey, locale, page),
    getCachedBlogTags(tenantKey, locale),
    page === 1 ? getCachedFeaturedBlogPosts(tenantKey, locale) : Promise.resolve([]),
  ]);
  if (page > 1 && (page > list.meta.lastPage || list.data.length === 0)) notFound();
  const t = await getTranslations('Blog');

  return (
    <Page>
      <PageHeader title={t('title')} />
      {featured.length > 0 ? (
        <Section id="blog-featured-heading" title={t('featured')} className={styles.featured}>
          <PostList posts={featured} headingLevel={3} />
        </Section>
      ) : null}
      <BlogIndex posts={list.data} page={page} lastPage={list.meta.lastPage} tags={tags} />
    </Page>
  );
}
