import type { CSSProperties } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { plainSummary, richTextHtml, safeColor } from '@/components/topics/rich-text';
import { TopicSessions } from '@/components/topics/TopicSessions';
import styles from '@/components/topics/Topics.module.css';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedTopic } from '@/lib/api/public/topics';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { slug: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const topic = await getCachedTopic(tenant.key, locale, (await params).slug);
  return topic
    ? pageMetadata(tenant, locale, href('topics', { slug: topic.slug }), { title: topic.name, description: plainSummary(topic.description) })
    : {};
}

/** `/ejes/{slug}`: one axis (description and its sessions), or a real 404. */
export default async function TopicPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { slug } = await params;
  const topic = await getCachedTopic(tenant.key, locale, slug);
  if (!topic) notFound();
  const [venues, t] = await Promise.all([getCachedVenues(tenant.key, locale), getTranslations('Topics')]);
  const color = safeColor(topic.color);

  return (
    <article className={`container ${styles.page}`}>
      <p>
        <Link href={href('topics')} className={styles.back}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('allTopics')}
        </Link>
      </p>
      <header className={styles.hero} style={color ? ({ '--topic-color': color } as CSSProperties) : undefined}>
        <h1 className={styles.title}>{topic.name}</h1>
        {topic.description.trim() ? (
          <div className={`prose ${styles.lead}`} dangerouslySetInnerHTML={{ __html: richTextHtml(topic.description) }} />
        ) : null}
      </header>
      <section className={styles.section} aria-labelledby="topic-sessions">
        <h2 id="topic-sessions">{t('sessions')}</h2>
        <TopicSessions sessions={topic.conferences} venues={venues} locale={locale} />
      </section>
    </article>
  );
}
