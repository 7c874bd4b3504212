import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { getCachedSpeakers } from '@/lib/api/public/speakers';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { pickHomeSpeakers } from './speaker-filter';
import { SpeakerCard } from './SpeakerCard';

/** Home block: a handful of speakers and a link to /ponentes; null when there are none. */
export async function SpeakersBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const speakers = await getCachedSpeakers(tenantKey, locale);
  if (speakers.length === 0) return null;
  const t = await getTranslations('Speakers');
  return (
    <Section
      variant="block"
      id="home-speakers"
      title={t('title')}
      action={{ href: href('speakers'), label: t('seeAll', { count: speakers.length }) }}
    >
      <CardGrid size="xs">
        {pickHomeSpeakers(speakers).map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard speaker={speaker} headingLevel={3} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
