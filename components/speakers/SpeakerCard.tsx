import { useTranslations } from 'next-intl';
import { Card, CardLink, CardTitle } from '@/components/ui/Card';
import type { SpeakerSummary } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import { fullName } from './speaker-filter';
import { SpeakerPhoto } from './SpeakerPhoto';
import styles from './SpeakerCard.module.css';

/**
 * One speaker in a grid: photo, name (the link to their page, stretched over the card),
 * position and company. `headingLevel` follows the page outline (h2 on /ponentes, h3 in the
 * home block).
 */
export function SpeakerCard({ speaker, headingLevel = 2 }: { speaker: SpeakerSummary; headingLevel?: 2 | 3 }) {
  const t = useTranslations('Speakers');
  const name = fullName(speaker);
  return (
    <Card as="div" padding="sm" interactive>
      <SpeakerPhoto photo={speaker.photo} name={speaker.name} surname={speaker.surname} alt={t('photoAlt', { name })} size={240} />
      <CardTitle level={headingLevel} size="sm" className={styles.name}>
        <CardLink href={href('speaker', { id: speaker.id })}>{name}</CardLink>
      </CardTitle>
      {speaker.position ? <p className={styles.position}>{speaker.position}</p> : null}
      {speaker.company ? <p className={styles.company}>{speaker.company}</p> : null}
    </Card>
  );
}
