import { describe, expect, it } from 'vitest';
import { filterByTag, fullName, initials, pickHomeSpeakers, speakerTagOptions } from './speaker-filter';

const tag = (id: number, slug: string, name = slug) => ({ id, slug, name });

describe('speakerTagOptions', () => {
  it('keeps the API order, drops unused tags and counts speakers', () => {
    const tags = [tag(1, 'salud', 'Salud'), tag(2, 'cultura', 'Cultura'), tag(3, 'empresa', 'Empresa')];
    const speakers = [{ tags: [tag(3, 'empresa'), tag(1, 'salud')] }, { tags: [tag(3, 'empresa')] }];
    expect(speakerTagOptions(tags, speakers)).toEqual([
      { slug: 'salud', name: 'Salud', count: 1 },
      { slug: 'empresa', name: 'Empresa', count: 2 },
    ]);
  });
});

describe('filterByTag', () => {
  const items = [
    { id: 1, tags: ['a', 'b'] },
    { id: 2, tags: ['b'] },
  ];
  it('keeps items with the tag, or all without one', () => {
    expect(filterByTag(items, 'a').map((i) => i.id)).toEqual([1]);
    expect(filterByTag(items, null)).toHaveLength(2);
    expect(filterByTag(items, 'nope')).toEqual([]);
  });
});

describe('names', () => {
  it('builds initials and full names', () => {
    expect(initials('Unai', 'Romero')).toBe('UR');
    expect(initials(' élodie', 'lefèvre')).toBe('ÉL');
    expect(fullName({ name: 'Unai', surname: 'Romero' })).toBe('Unai Romero');
  });
});

describe('pickHomeSpeakers', () => {
  it('puts featured speakers first and keeps a handful', () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, featured: id % 3 === 0 }));
    expect(pickHomeSpeakers(list, 4).map((s) => s.id)).toEqual([3, 6, 1, 2]);
    expect(pickHomeSpeakers(list)).toHaveLength(6);
  });
});
