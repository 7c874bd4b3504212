import { z } from 'zod';

/**
 * A session as listed on a speaker's or a sponsor's page (GET /conferences/speakers/{id},
 * GET /sponsors/{id}): enough to link to /agenda/{slug} and show its day, time and venue.
 */
export const listedSessionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  venueId: z.number().int(),
});
export type ListedSession = z.infer<typeof listedSessionSchema>;
