import { z } from 'zod';
import { listedSessionSchema } from './listed-session';
import { tagSchema } from './tags';

/** A speaker as embedded in a conference. */
export const speakerSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  surname: z.string(),
  /** job title, translated */
  position: z.string().nullable(),
  company: z.string().nullable(),
  /** absolute URL; null: show initials */
  photo: z.string().nullable(),
  featured: z.boolean(),
});
export type SpeakerSummary = z.infer<typeof speakerSummarySchema>;

/** GET /conferences/speakers[?tag=slug] — items, ordered as the organiser wants them shown. */
export const speakerSchema = speakerSummarySchema.extend({
  tags: z.array(tagSchema),
});
export const speakerListSchema = z.array(speakerSchema);
export type Speaker = z.infer<typeof speakerSchema>;

/** A conference as listed on a speaker's page (the same listing a sponsor's page has). */
export const speakerConferenceSchema = listedSessionSchema;

/** GET /conferences/speakers/{id or slug} */
export const speakerDetailSchema = speakerSchema.extend({
  /** plain text */
  bio: z.string(),
  links: z.object({
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
    website: z.string().nullable(),
  }),
  conferences: z.array(speakerConferenceSchema),
});
export type SpeakerDetail = z.infer<typeof speakerDetailSchema>;
