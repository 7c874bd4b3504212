import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCachedCmsPage } from '@/lib/api/public';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { slug: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const page = await getCachedCmsPage(tenant.key, locale, (await params).slug);
  return page ? { title: page.title, description: page.description } : {};
}

/** `/{slug}`: a CMS content page, or a real 404. */
export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { slug } = await params;
  const page = await getCachedCmsPage(tenant.key, locale, slug);
  if (!page) notFound();
  const t = await getTranslations('ContentPage');
  const format = await getFormatter();

  return (
    <article className="container">
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(page.content) }} />
      <p>
        <small>{t('updated', { date: format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' }) })}</small>
      </p>
    </article>
  );
}
