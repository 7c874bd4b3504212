import { getTranslations } from 'next-intl/server';
import { getCachedSpeakers } from '@/lib/api/public/speakers';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pickHomeSpeakers } from './speaker-filter';
import { SpeakerCard } from './SpeakerCard';
import styles from './HomeSpeakersBlock.module.css';

/** Home block: a handful of speakers and a link to /ponentes; null when there are none. */
export async function SpeakersBlock({ tenantKey, locale }: { tenantKey: string; locale: Locale }) {
  const speakers = await getCachedSpeakers(tenantKey, locale);
  if (speakers.length === 0) return null;
  const t = await getTranslations('Speakers');
  return (
    <section className={`container ${styles.block}`} aria-labelledby="home-speakers">
      <div className={styles.header}>
        <h2 id="home-speakers" className={styles.title}>
          {t('title')}
        </h2>
        <Link href={href('speakers')} className={styles.seeAll}>
          {t('seeAll', { count: speakers.length })}
        </Link>
      </div>
      <ul className={styles.grid}>
        {pickHomeSpeakers(speakers).map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard speaker={speaker} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
