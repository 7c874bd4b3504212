import type { Speaker, Tag } from '@/lib/api/schemas';

export interface TagOption {
  slug: string;
  name: string;
  /** speakers carrying the tag */
  count: number;
}

/**
 * The tags worth offering as filters: those of the tag list that at least one speaker carries,
 * in the API's order, with how many speakers each one keeps.
 */
export function speakerTagOptions(tags: Tag[], speakers: Pick<Speaker, 'tags'>[]): TagOption[] {
  const counts = new Map<string, number>();
  for (const s of speakers) for (const t of s.tags) counts.set(t.slug, (counts.get(t.slug) ?? 0) + 1);
  return tags.filter((t) => counts.has(t.slug)).map((t) => ({ slug: t.slug, name: t.name, count: counts.get(t.slug)! }));
}

/** Items carrying the tag; all of them when no tag is chosen. */
export function filterByTag<T extends { tags: string[] }>(items: T[], tag: string | null): T[] {
  return tag ? items.filter((i) => i.tags.includes(tag)) : items;
}

/** "Unai Romero" → "UR" (the avatar of a speaker without a photo). */
export function initials(name: string, surname: string): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

export function fullName(s: Pick<Speaker, 'name' | 'surname'>): string {
  return `${s.name} ${s.surname}`.trim();
}

/** Featured speakers first (each part in the organiser's order), then the rest, up to `count`. */
export function pickHomeSpeakers<T extends Pick<Speaker, 'featured'>>(speakers: T[], count = 6): T[] {
  return [...speakers.filter((s) => s.featured), ...speakers.filter((s) => !s.featured)].slice(0, count);
}
