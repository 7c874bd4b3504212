import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseBlogPage } from '@/components/blog/blog-links';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { BLOG_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { page: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const page = parseBlogPage((await params).page);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (page === null) notFound();
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata(tenant, locale, `${href('blog')}?page=${page}`, {
    title: t('pageTitle', { page }),
    description: t('metaDescription', { event: tenant.name }),
  });
}

/**
 * `/blog?page=n` (n ≥ 2): the middleware rewrites the query to this path segment, so every page
 * is cached like any other. Page 1 is `/blog`; a page past the last one is a 404.
 */
export default async function BlogPageN({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const page = parseBlogPage((await params).page);
  if (page === null) notFound();
  return (
    <ClientMessages locale={locale} namespaces={BLOG_NAMESPACES}>
      <BlogListPage tenantKey={tenant.key} locale={locale} page={page} />
    </ClientMessages>
  );
}
