import type { ApiTransport } from './transport';
import {
  blogPostListSchema,
  blogPostPageSchema,
  blogPostSchema,
  tagListSchema,
  type BlogPost,
  type BlogPostPage,
  type BlogPostSummary,
  type Tag,
} from './schemas';
import { parseResponse } from './parse';

export interface BlogPostQuery {
  /** 1-based; a page past the end answers an empty `data` */
  page?: number;
  /** a tag slug */
  tag?: string | null;
}

/** GET /blog/posts?page={n}[&tag=slug] — newest first. */
export async function getBlogPosts(api: ApiTransport, query: BlogPostQuery = {}): Promise<BlogPostPage> {
  const params: Record<string, string | number> = {};
  if (query.page !== undefined) params.page = query.page;
  if (query.tag) params.tag = query.tag;
  const { data } = await api.get<unknown>('/blog/posts', { params });
  return parseResponse(blogPostPageSchema, data, 'GET /blog/posts');
}

/** GET /blog/posts/tags */
export async function getBlogTags(api: ApiTransport): Promise<Tag[]> {
  const { data } = await api.get<unknown>('/blog/posts/tags');
  return parseResponse(tagListSchema, data, 'GET /blog/posts/tags');
}

/** GET /blog/posts/featured */
export async function getFeaturedBlogPosts(api: ApiTransport): Promise<BlogPostSummary[]> {
  const { data } = await api.get<unknown>('/blog/posts/featured');
  return parseResponse(blogPostListSchema, data, 'GET /blog/posts/featured');
}

/** GET /blog/posts/homePage — the posts the organiser puts on the home page. */
export async function getHomePageBlogPosts(api: ApiTransport): Promise<BlogPostSummary[]> {
  const { data } = await api.get<unknown>('/blog/posts/homePage');
  return parseResponse(blogPostListSchema, data, 'GET /blog/posts/homePage');
}

/** GET /blog/posts/{id or slug}. Unknown → ApiError 'not_found' (see isNotFound). */
export async function getBlogPost(api: ApiTransport, idOrSlug: number | string): Promise<BlogPost> {
  const endpoint = `/blog/posts/${encodeURIComponent(String(idOrSlug))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(blogPostSchema, data, `GET ${endpoint}`);
}
