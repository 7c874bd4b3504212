import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { SpeakerLinks } from '@/components/speakers/SpeakerLinks';
import { SpeakerPhoto } from '@/components/speakers/SpeakerPhoto';
import { SpeakerSessions } from '@/components/speakers/SpeakerSessions';
import { fullName } from '@/components/speakers/speaker-filter';
import styles from '@/components/speakers/SpeakerProfile.module.css';
import { plainSummary, richTextHtml } from '@/components/topics/rich-text';
import { ChipList, TagChip } from '@/components/ui/ChipList';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedSpeaker } from '@/lib/api/public/speakers';
import type { SpeakerDetail } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import { personJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

type Params = TenantParams & { id: string };

export function generateStaticParams(): Params[] {
  return [];
}

/** The middleware only lets /ponentes/{1-10 digits} through; anything else here is not a speaker. */
function speakerId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

async function load(params: Promise<Params>) {
  const { tenant, locale } = await resolvePageContext(params);
  const id = speakerId((await params).id);
  const speaker = id === null ? null : await getCachedSpeaker(tenant.key, locale, id);
  return { tenant, locale, speaker };
}

function roleLine(speaker: SpeakerDetail): string {
  return [speaker.position, speaker.company].filter(Boolean).join(' · ');
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale, speaker } = await load(params);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!speaker) notFound();
  const role = roleLine(speaker);
  return pageMetadata(tenant, locale, href('speaker', { id: speaker.id }), {
    title: fullName(speaker),
    description: plainSummary(role && speaker.bio ? `${role}. ${plainSummary(speaker.bio, 400)}` : role || speaker.bio),
    image: speaker.photo,
  });
}

/** `/ponentes/{id}`: a speaker's page, or a real 404. */
export default async function SpeakerPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale, speaker } = await load(params);
  if (!speaker) notFound();
  const [venues, t, ts] = await Promise.all([
    getCachedVenues(tenant.key, locale),
    getTranslations('SpeakerDetail'),
    getTranslations('Speakers'),
  ]);
  const name = fullName(speaker);

  return (
    <Page as="article">
      <PageHeader
        back={{ href: href('speakers'), label: t('back') }}
        title={name}
        media={
          <SpeakerPhoto
            photo={speaker.photo}
            name={speaker.name}
            surname={speaker.surname}
            alt={ts('photoAlt', { name })}
            size={320}
            priority
          />
        }
      >
        {speaker.position || speaker.company ? (
          <p className={styles.role}>
            {speaker.position}
            {speaker.position && speaker.company ? ', ' : null}
            {speaker.company ? <strong>{speaker.company}</strong> : null}
          </p>
        ) : null}
        {speaker.tags.length > 0 ? (
          <ChipList label={t('tagsLabel')}>
            {speaker.tags.map((tag) => (
              <li key={tag.slug}>
                <TagChip href={{ pathname: href('speakers'), query: { tag: tag.slug } }}>{tag.name}</TagChip>
              </li>
            ))}
          </ChipList>
        ) : null}
        <SpeakerLinks links={speaker.links} name={name} />
      </PageHeader>

      {speaker.bio.trim() ? (
        <Section id="speaker-bio" title={t('bio')}>
          <div className="prose" dangerouslySetInnerHTML={{ __html: richTextHtml(speaker.bio) }} />
        </Section>
      ) : null}

      <Section id="speaker-sessions" title={t('sessions')}>
        <SpeakerSessions sessions={speaker.conferences} venues={venues} locale={locale} />
      </Section>

      <JsonLd
        data={personJsonLd(tenant, locale, {
          name,
          position: speaker.position,
          company: speaker.company,
          photo: speaker.photo,
          description: speaker.bio ? plainSummary(speaker.bio, 500) : null,
          path: href('speaker', { id: speaker.id }),
          sameAs: [speaker.links.website, speaker.links.linkedin, speaker.links.twitter].filter((l): l is string => Boolean(l)),
        })}
      />
    </Page>
  );
}
