import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostDetail } from '@/components/blog/PostDetail';
import { getCachedBlogPost } from '@/lib/api/public/blog';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { id: string };

export function generateStaticParams(): Params[] {
  return [];
}

/** The post, or null for an id that is not a number or that the API does not know. */
async function postFor(tenantKey: string, locale: Locale, rawId: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(rawId)) return null;
  return getCachedBlogPost(tenantKey, locale, Number(rawId));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const post = await postFor(tenant.key, locale, (await params).id);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!post) notFound();
  const meta = pageMetadata(tenant, locale, href('blogPost', { id: post.id }), {
    title: post.title,
    description: post.excerpt,
    image: post.image,
  });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article' } };
}

/** `/blog/{id}`: one post; an unknown id is a real 404. */
export default async function BlogPostPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const post = await postFor(tenant.key, locale, (await params).id);
  if (!post) notFound();
  return <PostDetail post={post} />;
}
