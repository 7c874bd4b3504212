import type { Sponsor, SponsorCategory, SponsorGroup, Tag } from '@/lib/api/schemas';

/** docs/product.md#entities: the sponsors proper are the group named `promotores`; other groups come after. */
export const PRIMARY_GROUP = 'promotores';
export const CATEGORY_ORDER: readonly SponsorCategory[] = ['gold', 'silver', 'bronze'];

export interface CategoryBlock {
  category: SponsorCategory;
  sponsors: Sponsor[];
}

/** Sponsors by category, gold → silver → bronze, empty categories left out (order within kept). */
export function byCategory(sponsors: Sponsor[]): CategoryBlock[] {
  return CATEGORY_ORDER.map((category) => ({ category, sponsors: sponsors.filter((s) => s.category === category) })).filter(
    (b) => b.sponsors.length > 0,
  );
}

export interface SponsorPage {
  categories: CategoryBlock[];
  /** other groups (e.g. `colaboradores`) with at least one sponsor, in the API's order */
  others: SponsorGroup[];
}

export function splitSponsorGroups(groups: SponsorGroup[]): SponsorPage {
  const primary = groups.find((g) => g.name === PRIMARY_GROUP);
  return {
    categories: byCategory(primary?.sponsors ?? []),
    others: groups.filter((g) => g.name !== PRIMARY_GROUP && g.sponsors.length > 0),
  };
}

export function isEmpty(page: SponsorPage): boolean {
  return page.categories.length === 0 && page.others.length === 0;
}

/**
 * One heading and its row of logos, as the page shows them: a category of `promotores`
 * (headed by the translated category) or another group (headed by its own title, logos at the
 * smallest size). Plain data, so a client component can filter it.
 */
export type SponsorSection =
  | { kind: 'category'; key: string; category: SponsorCategory; sponsors: Sponsor[] }
  | { kind: 'group'; key: string; title: string; sponsors: Sponsor[] };

export function sponsorSections(page: SponsorPage): SponsorSection[] {
  return [
    ...page.categories.map((b): SponsorSection => ({ kind: 'category', key: b.category, category: b.category, sponsors: b.sponsors })),
    ...page.others.map((g): SponsorSection => ({ kind: 'group', key: `group-${g.name}`, title: g.title, sponsors: g.sponsors })),
  ];
}

/**
 * The sections with only the sponsors carrying `tag` (every one when null); sections left
 * empty are dropped, so no heading stands over nothing.
 */
export function filterSections(sections: SponsorSection[], tag: string | null): SponsorSection[] {
  if (!tag) return sections;
  return sections
    .map((section) => ({ ...section, sponsors: section.sponsors.filter((s) => s.tags.some((t) => t.slug === tag)) }))
    .filter((section) => section.sponsors.length > 0);
}

/** Each sponsor once, in page order (a sponsor could sit in two groups). */
export function uniqueSponsors(sections: SponsorSection[]): Sponsor[] {
  const seen = new Set<number>();
  return sections.flatMap((s) => s.sponsors).filter((s) => !seen.has(s.id) && seen.add(s.id));
}

export interface SponsorTagOption {
  slug: string;
  name: string;
  /** sponsors carrying the tag */
  count: number;
}

/**
 * The tags worth offering as filters: those of GET /sponsors/tags that at least one shown
 * sponsor carries, in the API's order, with how many sponsors each keeps.
 */
export function sponsorTagOptions(tags: Tag[], sponsors: Pick<Sponsor, 'tags'>[]): SponsorTagOption[] {
  const counts = new Map<string, number>();
  for (const s of sponsors) for (const t of s.tags) counts.set(t.slug, (counts.get(t.slug) ?? 0) + 1);
  return tags.filter((t) => counts.has(t.slug)).map((t) => ({ slug: t.slug, name: t.name, count: counts.get(t.slug)! }));
}
