import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { plainSummary, richTextHtml, safeColor } from '@/components/topics/rich-text';
import { TopicSessions } from '@/components/topics/TopicSessions';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedTopic } from '@/lib/api/public/topics';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type SlugParams } from '@/lib/tenants/page-context';

export function generateStaticParams(): SlugParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SlugParams> }): Promise<Metadata> {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const topic = await getCachedTopic(tenant.key, locale, slug);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!topic) notFound();
  return pageMetadata(tenant, locale, href('topics', { slug: topic.slug }), { title: topic.name, description: plainSummary(topic.description) });
}

/** `/ejes/{slug}`: one axis (description and its sessions), or a real 404. */
export default async function TopicPage({ params }: { params: Promise<SlugParams> }) {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const topic = await getCachedTopic(tenant.key, locale, slug);
  if (!topic) notFound();
  const [venues, t] = await Promise.all([getCachedVenues(tenant.key, locale), getTranslations('Topics')]);

  return (
    <Page as="article">
      <PageHeader
        back={{ href: href('topics'), label: t('allTopics') }}
        title={topic.name}
        accentColor={safeColor(topic.color)}
        lead={topic.description.trim() ? <div className="prose" dangerouslySetInnerHTML={{ __html: richTextHtml(topic.description) }} /> : undefined}
      />
      <Section id="topic-sessions" title={t('sessions')}>
        <TopicSessions sessions={topic.conferences} venues={venues} locale={locale} />
      </Section>
    </Page>
  );
}
