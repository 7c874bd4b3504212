import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getBlogPost, getBlogPosts, getBlogTags, getFeaturedBlogPosts, getHomePageBlogPosts } from '../blog';
import type { BlogPost, BlogPostPage, BlogPostSummary, Tag } from '../schemas';
import { serverApi } from '../server';
import { isMissingOnPublicRead, readCached } from './read-cached';

/** One page of the unfiltered list (the `?tag=` filter is asked for by the browser). */
export const getCachedBlogPage = cache(
  (tenantKey: string, locale: Locale, page: number): Promise<BlogPostPage> =>
    readCached(tenantKey, locale, ['blog-posts', String(page)], (tenant) => getBlogPosts(serverApi(tenant, locale), { page })),
);

export const getCachedBlogTags = cache(
  (tenantKey: string, locale: Locale): Promise<Tag[]> =>
    readCached(tenantKey, locale, ['blog-tags'], (tenant) => getBlogTags(serverApi(tenant, locale))),
);

export const getCachedFeaturedBlogPosts = cache(
  (tenantKey: string, locale: Locale): Promise<BlogPostSummary[]> =>
    readCached(tenantKey, locale, ['blog-featured'], (tenant) => getFeaturedBlogPosts(serverApi(tenant, locale))),
);

export const getCachedHomePageBlogPosts = cache(
  (tenantKey: string, locale: Locale): Promise<BlogPostSummary[]> =>
    readCached(tenantKey, locale, ['blog-home'], (tenant) => getHomePageBlogPosts(serverApi(tenant, locale))),
);

/** null when the API answers 404 for this id (a public fact, cached like any answer). */
export const getCachedBlogPost = cache(
  (tenantKey: string, locale: Locale, id: number): Promise<BlogPost | null> =>
    readCached(tenantKey, locale, ['blog-post', String(id)], async (tenant) => {
      try {
        return await getBlogPost(serverApi(tenant, locale), id);
      } catch (error) {
        if (isMissingOnPublicRead(error)) return null;
        throw error;
      }
    }),
);
