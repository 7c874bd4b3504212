import type { Sponsor, SponsorCategory, SponsorGroup } from '@/lib/api/schemas';

/** SPEC §3: the sponsors proper are the group named `promotores`; other groups come after. */
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

/** A sponsor's or speaker's site, only if it is an absolute http(s) URL (anything else is not linked). */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
