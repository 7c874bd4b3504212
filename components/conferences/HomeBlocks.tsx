import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedConferences, getCachedFeaturedConferences, getCachedNextConferences } from '@/lib/api/public/conferences';
import type { ConferenceSummary } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { ConferenceCard } from './ConferenceCard';
import { limitPerVenue } from './select';
import { VenueEmpty, VenueScope } from './VenueScope';

/**
 * The home page's conference blocks (docs/product.md#routes): featured, upcoming and today. Each is a
 * <section> with an h2 and cards, or null when the API has nothing for it. Rendered once for
 * every venue; the visitor's venue narrows the cards in the browser.
 */

/** Cards per block and venue. */
export const BLOCK_LIMIT = 6;

type BlockProps = { tenantKey: string; locale: Locale };

async function ConferenceBlock({
  id,
  title,
  conferences,
  tenantKey,
  locale,
  showDate,
}: BlockProps & { id: string; title: string; conferences: ConferenceSummary[]; showDate: boolean }) {
  const [venues, t] = await Promise.all([getCachedVenues(tenantKey, locale), getTranslations('HomeBlocks')]);
  const multiVenue = venues.length > 1;
  const venueName = (venueId: number) => (multiVenue ? (venues.find((v) => v.id === venueId)?.name ?? null) : null);
  return (
    <Section variant="block" id={`home-${id}`} title={title} action={{ href: href('agenda'), label: t('seeAgenda') }}>
      <CardGrid>
        {conferences.map((c) => (
          <VenueScope key={c.id} venueIds={[c.venueId]} multiVenue={multiVenue}>
            <li>
              <ConferenceCard conference={c} venueName={venueName(c.venueId)} showDate={showDate} compact />
            </li>
          </VenueScope>
        ))}
      </CardGrid>
      <VenueEmpty venueIds={conferences.map((c) => c.venueId)} multiVenue={multiVenue} />
    </Section>
  );
}

/** The current edition's featured sessions. */
export async function FeaturedBlock({ tenantKey, locale }: BlockProps) {
  const conferences = limitPerVenue(await getCachedFeaturedConferences(tenantKey, locale), BLOCK_LIMIT);
  if (conferences.length === 0) return null;
  const t = await getTranslations('HomeBlocks');
  return (
    <ConferenceBlock id="featured" title={t('featured')} conferences={conferences} tenantKey={tenantKey} locale={locale} showDate />
  );
}

/** The next sessions from today on. */
export async function UpcomingBlock({ tenantKey, locale }: BlockProps) {
  // The API's limit counts every venue; ask for enough to fill the block at each one.
  const venues = await getCachedVenues(tenantKey, locale);
  const next = await getCachedNextConferences(tenantKey, locale, BLOCK_LIMIT * Math.max(1, venues.length));
  const conferences = limitPerVenue(next, BLOCK_LIMIT);
  if (conferences.length === 0) return null;
  const t = await getTranslations('HomeBlocks');
  return (
    <ConferenceBlock id="upcoming" title={t('upcoming')} conferences={conferences} tenantKey={tenantKey} locale={locale} showDate />
  );
}

/** Today's sessions (the event's day, as the API counts it), while the event is on. */
export async function TodayBlock({ tenantKey, locale }: BlockProps) {
  const conferences = limitPerVenue(await getCachedConferences(tenantKey, locale, 'today'), BLOCK_LIMIT);
  if (conferences.length === 0) return null;
  const t = await getTranslations('HomeBlocks');
  return (
    <ConferenceBlock id="today" title={t('today')} conferences={conferences} tenantKey={tenantKey} locale={locale} showDate={false} />
  );
}
