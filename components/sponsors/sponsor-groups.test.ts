import { describe, expect, it } from 'vitest';
import type { Sponsor, SponsorGroup } from '@/lib/api/schemas';
import { byCategory, isEmpty, safeExternalUrl, splitSponsorGroups } from './sponsor-groups';

const sponsor = (id: number, category: Sponsor['category']): Sponsor => ({
  id,
  company_name: `Company ${id}`,
  logo_url: `https://api.test/media/sponsors/${id}.svg`,
  url: `https://company-${id}.example`,
  category,
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

describe('safeExternalUrl', () => {
  it('links only absolute http(s) URLs', () => {
    expect(safeExternalUrl('https://zubi.example')).toBe('https://zubi.example/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
