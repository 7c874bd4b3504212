import { z } from 'zod';
import { paginatedSchema } from './pagination';
import { tagSchema } from './tags';

/** A blog post in lists (GET /blog/posts, /featured, /homePage). */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** absolute image URL */
  image: z.string().nullable(),
  /** ISO 8601 with offset */
  publishedAt: z.string(),
  featured: z.boolean(),
  author: z.string().nullable(),
  tags: z.array(tagSchema),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** GET /blog/posts/{id or slug} */
export const blogPostSchema = blogPostSummarySchema.extend({
  /** Organiser-written HTML: always sanitised before it is rendered. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /blog/posts/featured, /blog/posts/homePage */
export const blogPostListSchema = z.array(blogPostSummarySchema);

/** GET /blog/posts?page=n[&tag=slug] — newest first */
export const blogPostPageSchema = paginatedSchema(blogPostSummarySchema);
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;
