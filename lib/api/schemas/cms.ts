import { z } from 'zod';

/**
 * A menu entry from GET /cms/navigation-menu/{area}. `target`: an empty string means home,
 * a value starting with http opens in a new window, anything else is a portal path.
 * `isComponent`: the entry names a component the portal renders (e.g. "venue-selector").
 */
export const linkEntrySchema = z.object({
  text: z.string(),
  target: z.string(),
  isComponent: z.boolean(),
});
export type LinkEntry = z.infer<typeof linkEntrySchema>;

export const linkSectionSchema = linkEntrySchema.extend({
  children: z.array(linkEntrySchema),
  /** footer only: 1 = legal, 2 = comunication */
  type: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type LinkSection = z.infer<typeof linkSectionSchema>;

export const menuAreaSchema = z.enum(['header', 'footer']);
export type MenuArea = z.infer<typeof menuAreaSchema>;

export const navigationMenuSchema = z.object({
  area: menuAreaSchema,
  sections: z.array(linkSectionSchema),
});
export type NavigationMenu = z.infer<typeof navigationMenuSchema>;

/** GET /cms/pages/{slug} */
export const cmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Organiser-written HTML: always sanitised before it is rendered. */
  content: z.string(),
  updatedAt: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;
