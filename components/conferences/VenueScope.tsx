'use client';

import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { useSession } from '@/lib/stores/session-context';

/**
 * The selected venue lives in the browser (docs/product.md#states), so pages are rendered once with every
 * venue and these leaves narrow them down after hydration. With a single venue they change
 * nothing.
 */

/** The venue to filter by, or null when nothing should be filtered. */
export function useVenueFilter(multiVenue: boolean): { id: number; name: string } | null {
  const current = useSession((s) => s.currentVenue);
  return multiVenue && current ? current : null;
}

/** Shows its children when one of `venueIds` is the selected venue (or no venue filter applies). */
export function VenueScope({ venueIds, multiVenue, children }: { venueIds: number[]; multiVenue: boolean; children: ReactNode }) {
  const venue = useVenueFilter(multiVenue);
  if (venue && !venueIds.includes(venue.id)) return null;
  // Marked for VenuePrepaint's rules, which hide it before first paint when another venue is
  // chosen: a DOM element takes the attribute; a component must put it on its root (ui/Group does).
  if (multiVenue && isValidElement(children)) {
    return cloneElement(children as React.ReactElement<Record<string, unknown>>, { 'data-venues': venueIds.join(' ') });
  }
  return <>{children}</>;
}

/** Says which venue is shown. Nothing with a single venue. */
export function VenueNote({ multiVenue }: { multiVenue: boolean }) {
  const t = useTranslations('Conferences');
  const venue = useVenueFilter(multiVenue);
  if (!venue) return null;
  return <Notice>{t('venueShown', { venue: venue.name })}</Notice>;
}

/** The empty state when the selected venue has none of `venueIds`. */
export function VenueEmpty({ venueIds, multiVenue }: { venueIds: number[]; multiVenue: boolean }) {
  const t = useTranslations('Conferences');
  const venue = useVenueFilter(multiVenue);
  if (!venue || venueIds.includes(venue.id)) return null;
  return <EmptyState>{t('venueEmpty', { venue: venue.name })}</EmptyState>;
}
