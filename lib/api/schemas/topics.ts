import { z } from 'zod';
import { conferenceSummarySchema } from './conferences';

/** A topic (axis, "eje") of the programme; `slug` is what /ejes/{slug} uses. */
export const topicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** CSS colour, e.g. "#1f6feb" */
  color: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /schedule/topics */
export const topicListSchema = z.array(topicSchema);

/** GET /schedule/topics/{slug} — the topic with its current-edition conferences. */
export const topicDetailSchema = topicSchema.extend({
  conferences: z.array(conferenceSummarySchema),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

/** A track (parallel line of the programme). */
export const trackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  color: z.string(),
});
export type Track = z.infer<typeof trackSchema>;

/** GET /schedule/tracks */
export const trackListSchema = z.array(trackSchema);

/** GET /schedule/tracks/{id} */
export const trackDetailSchema = trackSchema.extend({
  conferences: z.array(conferenceSummarySchema),
});
export type TrackDetail = z.infer<typeof trackDetailSchema>;
