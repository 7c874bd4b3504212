import { describe, expect, it } from 'vitest';
import type { Sponsor, SponsorGroup } from '@/lib/api/schemas';
import { byCategory, filterSections, isEmpty, splitSponsorGroups, sponsorSections, sponsorTagOptions, uniqueSponsors } from './sponsor-groups';

const tag = (slug: string) => ({ id: slug.length, slug, name: slug.toUpperCase() });
const sponsor = (id: number, category: Sponsor['category'], tags: string[] = []): Sponsor => ({
  id,
  company_name: `Company ${id}`,
  logo_url: `https://api.test/media/sponsors/${id}.svg`,
  url: `https://company-${id}.example`,
  category,
  tags: tags.map(tag),
});

describe('byCategory', () => {
  it('orders gold, silver, bronze and leaves empty categories out', () => {
    const blocks = byCategory([sponsor(1, 'bronze'), sponsor(2, 'gold'), sponsor(3, 'bronze')]);
    expect(blocks.map((b) => [b.category, b.sponsors.map((s) => s.id)])).toEqual([
      ['gold', [2]],
      ['bronze', [1, 3]],
    ]);
  });
});

describe('splitSponsorGroups', () => {
  it('takes categories from `promotores` and keeps other non-empty groups after', () => {
    const groups: SponsorGroup[] = [
      { name: 'colaboradores', title: 'Colaboradores', sponsors: [sponsor(9, 'bronze')] },
      { name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor(1, 'silver'), sponsor(2, 'gold')] },
      { name: 'medios', title: 'Medios', sponsors: [] },
    ];
    const page = splitSponsorGroups(groups);
    expect(page.categories.map((b) => b.category)).toEqual(['gold', 'silver']);
    expect(page.others.map((g) => g.name)).toEqual(['colaboradores']);
    expect(isEmpty(page)).toBe(false);
  });

  it('is empty without sponsors', () => {
    expect(isEmpty(splitSponsorGroups([]))).toBe(true);
    expect(isEmpty(splitSponsorGroups([{ name: 'promotores', title: 'P', sponsors: [] }]))).toBe(true);
  });
});

describe('sections and the tag filter', () => {
  const groups: SponsorGroup[] = [
    { name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor(1, 'gold', ['salud']), sponsor(2, 'silver', ['energia']), sponsor(3, 'bronze', ['salud', 'energia'])] },
    { name: 'colaboradores', title: 'Colaboradores', sponsors: [sponsor(9, 'bronze', ['energia'])] },
  ];
  const sections = sponsorSections(splitSponsorGroups(groups));

  it('lists the categories of `promotores`, then the other groups by title', () => {
    expect(sections.map((s) => (s.kind === 'category' ? s.category : s.title))).toEqual(['gold', 'silver', 'bronze', 'Colaboradores']);
    expect(sections.map((s) => s.key)).toEqual(['gold', 'silver', 'bronze', 'group-colaboradores']);
  });

  it('keeps only the sponsors with the tag and drops the sections left empty', () => {
    const kept = filterSections(sections, 'salud');
    expect(kept.map((s) => [s.key, s.sponsors.map((x) => x.id)])).toEqual([
      ['gold', [1]],
      ['bronze', [3]],
    ]);
    expect(filterSections(sections, null)).toBe(sections);
    expect(filterSections(sections, 'nada')).toEqual([]);
  });

  it('offers the tags in the API order that someone carries, with their counts', () => {
    const options = sponsorTagOptions([tag('vacia'), tag('energia'), tag('salud')], uniqueSponsors(sections));
    expect(options).toEqual([
      { slug: 'energia', name: 'ENERGIA', count: 3 },
      { slug: 'salud', name: 'SALUD', count: 2 },
    ]);
  });

  it('counts a sponsor listed twice once', () => {
    const twice = sponsorSections(splitSponsorGroups([...groups, { name: 'medios', title: 'Medios', sponsors: [sponsor(1, 'bronze', ['salud'])] }]));
    expect(uniqueSponsors(twice).map((s) => s.id)).toEqual([1, 2, 3, 9]);
  });
});
