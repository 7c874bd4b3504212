import { useLocale } from 'next-intl';
import type { ConferenceSummary, Venue } from '@/lib/api/schemas';
import { LOCALE_META } from '@/lib/i18n/locales';
import { ConferenceCard } from '@/components/conferences/ConferenceCard';
import { dayLabel } from '@/lib/i18n/format';
import { groupByDate } from '@/components/conferences/select';
import { VenueEmpty, VenueNote, VenueScope } from '@/components/conferences/VenueScope';
import { CardGrid } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Group } from '@/components/ui/GroupHeading';

/**
 * Activities grouped by day: an h2 per day, a card (h3) per activity. Rendered with every
 * venue; with several venues the visitor's venue narrows it in the browser, and the days
 * without activities there disappear. `empty` is shown when there is nothing at all.
 */
export function ActivityList({
  conferences,
  venues,
  empty,
}: {
  conferences: ConferenceSummary[];
  venues: Venue[];
  empty: string;
}) {
  const iso = LOCALE_META[useLocale()].iso;
  const multiVenue = venues.length > 1;
  if (conferences.length === 0) return <EmptyState>{empty}</EmptyState>;

  const venueName = (id: number) => (multiVenue ? (venues.find((v) => v.id === id)?.name ?? null) : null);
  const days = groupByDate(conferences).map((day) => ({
    ...day,
    items: [...day.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  }));

  return (
    <>
      <VenueNote multiVenue={multiVenue} />
      <VenueEmpty venueIds={conferences.map((c) => c.venueId)} multiVenue={multiVenue} />
      {days.map((day) => (
        <VenueScope key={day.date} venueIds={day.items.map((c) => c.venueId)} multiVenue={multiVenue}>
          <Group id={`day-${day.date}`} title={dayLabel(day.date, iso)}>
            <CardGrid>
              {day.items.map((c) => (
                <VenueScope key={c.id} venueIds={[c.venueId]} multiVenue={multiVenue}>
                  <li>
                    <ConferenceCard conference={c} venueName={venueName(c.venueId)} showDate={false} />
                  </li>
                </VenueScope>
              ))}
            </CardGrid>
          </Group>
        </VenueScope>
      ))}
    </>
  );
}
