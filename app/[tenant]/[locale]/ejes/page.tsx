import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TopicList } from '@/components/topics/TopicList';
import { EmptyState } from '@/components/ui/EmptyState';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedTopics } from '@/lib/api/public/topics';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Topics' });
  return pageMetadata(tenant, locale, href('topics'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/** `/ejes`: the programme's axes with their descriptions. */
export default async function TopicsPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const topics = await getCachedTopics(tenant.key, locale);
  const t = await getTranslations('Topics');

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: tenant.name, count: topics.length })} />
      {topics.length > 0 ? <TopicList topics={topics} /> : <EmptyState>{t('empty')}</EmptyState>}
    </Page>
  );
}
