import { z } from 'zod';

/** GET /customer/general-data — the event as the organiser's API describes it. */
export const generalDataSchema = z.object({
  eventName: z.string(),
  description: z.string(),
  startsAt: z.string(), // ISO 8601 with offset
  endsAt: z.string(),
  timeZone: z.string(),
  legalLogo: z.string().nullable(),
  /** The organiser's full copyright line, localised (e.g. "© 2027 Ekitaldi Events S.L. All rights reserved."). */
  copyright: z.string(),
  contactEmail: z.string().nullable(),
});
export type GeneralData = z.infer<typeof generalDataSchema>;
