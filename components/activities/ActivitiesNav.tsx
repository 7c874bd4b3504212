import { useTranslations } from 'next-intl';
import type { Track } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import styles from './Activities.module.css';

/** Links between the activity lists: this edition, each track ("product") and past activities. */
export function ActivitiesNav({ tracks, current }: { tracks: Track[]; current: 'current' | 'past' | { track: string } }) {
  const t = useTranslations('Activities');
  const items = [
    { key: 'current', label: t('navCurrent'), path: href('activities'), active: current === 'current' },
    ...tracks.map((track) => ({
      key: `track-${track.slug}`,
      label: track.name,
      path: href('activitiesByProduct', { product: track.slug }),
      active: typeof current === 'object' && current.track === track.slug,
    })),
    { key: 'past', label: t('navPast'), path: href('pastActivities'), active: current === 'past' },
  ];
  return (
    <nav className={styles.nav} aria-label={t('navLabel')}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.path} className={styles.navLink} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
