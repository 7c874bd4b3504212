import type { ConferenceSummary } from '@/lib/api/schemas';

/**
 * Programme sessions as the public API answers them, for unit tests. The fields a test is not
 * about take these values; each test overrides what it checks, so the fixture reads as the
 * difference that matters.
 */

export const LUCIA_GIL: ConferenceSummary['speakers'][number] = {
  id: 4,
  slug: 'lucia-gil',
  name: 'Lucía',
  surname: 'Gil',
  position: null,
  company: null,
  photo: null,
  featured: false,
};

/** A one-hour 2027 talk on the first day (09:30, Madrid) in venue 1 and track 1, by Lucía Gil. */
export function conferenceSummary(overrides: Partial<ConferenceSummary> = {}): ConferenceSummary {
  return {
    id: 1,
    slug: 'ponencia',
    title: 'Ponencia',
    summary: '',
    format: 'talk',
    startsAt: '2027-03-09T09:30:00+01:00',
    endsAt: '2027-03-09T10:30:00+01:00',
    date: '2027-03-09',
    venueId: 1,
    trackId: 1,
    topic: null,
    edition: 2027,
    past: false,
    featured: false,
    registrationRequired: true,
    rooms: [],
    tags: [],
    speakers: [LUCIA_GIL],
    ...overrides,
  };
}
