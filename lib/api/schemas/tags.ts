import { z } from 'zod';

/** A tag of a blog post, speaker, conference or sponsor. `slug` is stable across languages. */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /blog/posts/tags, /conferences/tags, /conferences/speakers/tags, /schedule/tags, /sponsors/tags */
export const tagListSchema = z.array(tagSchema);
