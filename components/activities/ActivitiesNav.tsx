import { useTranslations } from 'next-intl';
import type { Track } from '@/lib/api/schemas';
import { TagChip } from '@/components/ui/ChipList';
import { FilterNav } from '@/components/ui/FilterBar';
import { href } from '@/lib/routing/routes';

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
    <FilterNav label={t('navLabel')}>
      {items.map((item) => (
        <li key={item.key}>
          <TagChip href={item.path} current={item.active ? 'page' : undefined}>
            {item.label}
          </TagChip>
        </li>
      ))}
    </FilterNav>
  );
}
