import { z } from 'zod';
import { listedSessionSchema, type ListedSession } from './listed-session';
import { tagSchema } from './tags';

export const sponsorCategorySchema = z.enum(['gold', 'silver', 'bronze']);
export type SponsorCategory = z.infer<typeof sponsorCategorySchema>;

/** A sponsor as listed (docs/product.md#entities: id, company_name, logo_url; snake_case as the API sends it). */
export const sponsorSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  /** absolute URL of the logo */
  logo_url: z.string(),
  /** the sponsor's own site, opens in a new window */
  url: z.string().nullable(),
  category: sponsorCategorySchema,
  /** the sponsor's tags (GET /sponsors/tags lists them all); /patrocinadores filters on them */
  tags: z.array(tagSchema),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /sponsors — groups; the portal shows the group named `promotores`. */
export const sponsorGroupSchema = z.object({
  /** machine name, e.g. "promotores", "colaboradores" */
  name: z.string(),
  /** translated heading */
  title: z.string(),
  sponsors: z.array(sponsorSchema),
});
export const sponsorGroupListSchema = z.array(sponsorGroupSchema);
export type SponsorGroup = z.infer<typeof sponsorGroupSchema>;

/** GET /sponsors/category — every sponsor grouped by category, gold first. */
export const sponsorCategoryGroupSchema = z.object({
  category: sponsorCategorySchema,
  /** translated label ("Oro", "Gold", ...) */
  name: z.string(),
  sponsors: z.array(sponsorSchema),
});
export const sponsorCategoryListSchema = z.array(sponsorCategoryGroupSchema);
export type SponsorCategoryGroup = z.infer<typeof sponsorCategoryGroupSchema>;

/** A session a sponsor sponsors, as listed on the sponsor's page (linking to /agenda/{slug}). */
export const sponsoredSessionSchema = listedSessionSchema;
export type SponsoredSession = ListedSession;

/** GET /sponsors/{id} */
export const sponsorDetailSchema = sponsorSchema.extend({
  group: z.string(),
  /** organiser text: HTML or plain text; the portal sanitises it before showing it */
  description: z.string(),
  /** the sponsor's profiles elsewhere (`url` above is its own site) */
  links: z.object({
    linkedin: z.string().nullable(),
    twitter: z.string().nullable(),
  }),
  /** the sessions it sponsors, in time order */
  conferences: z.array(sponsoredSessionSchema),
});
export type SponsorDetail = z.infer<typeof sponsorDetailSchema>;
