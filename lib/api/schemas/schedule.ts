import { z } from 'zod';

/** GET /schedule/venues */
export const venueSchema = z.object({ id: z.number().int(), name: z.string() });
export const venueListSchema = z.array(venueSchema);
export type Venue = z.infer<typeof venueSchema>;
