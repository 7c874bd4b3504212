import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SpeakerCard } from '@/components/speakers/SpeakerCard';
import { SpeakerDirectory, type DirectoryItem } from '@/components/speakers/SpeakerDirectory';
import { speakerTagOptions } from '@/components/speakers/speaker-filter';
import { EmptyState } from '@/components/ui/EmptyState';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedSpeakers, getCachedSpeakerTags } from '@/lib/api/public/speakers';
import { getPathname } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SPEAKERS_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Speakers' });
  return pageMetadata(tenant, locale, href('speakers'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/** `/ponentes`: every speaker, with a `?tag=` filter applied on the client (the page is cached). */
export default async function SpeakersPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [speakers, tags] = await Promise.all([getCachedSpeakers(tenant.key, locale), getCachedSpeakerTags(tenant.key, locale)]);
  const t = await getTranslations('Speakers');
  const items: DirectoryItem[] = speakers.map((speaker) => ({
    id: speaker.id,
    tags: speaker.tags.map((tag) => tag.slug),
    card: <SpeakerCard speaker={speaker} headingLevel={2} />,
  }));

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: tenant.name })} />
      {items.length > 0 ? (
        <ClientMessages locale={locale} namespaces={SPEAKERS_NAMESPACES}>
          <SpeakerDirectory
            items={items}
            tags={speakerTagOptions(tags, speakers)}
            basePath={getPathname({ href: href('speakers'), locale })}
          />
        </ClientMessages>
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </Page>
  );
}
