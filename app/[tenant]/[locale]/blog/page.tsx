import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { BLOG_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata(tenant, locale, href('blog'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/** `/blog`: the first page of posts. */
export default async function BlogPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  return (
    <ClientMessages locale={locale} namespaces={BLOG_NAMESPACES}>
      <BlogListPage tenantKey={tenant.key} locale={locale} page={1} />
    </ClientMessages>
  );
}
