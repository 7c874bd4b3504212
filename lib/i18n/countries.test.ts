import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('country options', () => {
  it('names ISO countries in the language, in its alphabetical order', () => {
    const es = countryOptions('es-ES');
    expect(es.find((c) => c.id === 'DE')?.name).toBe('Alemania');
    const names = es.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es-ES').compare));
    expect(countryOptions('en-US').find((c) => c.id === 'DE')?.name).toBe('Germany');
  });
  it('leaves out regions that are not nationalities', () => {
    const ids = countryOptions('en-US').map((c) => c.id);
    for (const code of ['EU', 'UN', 'ZZ', 'XA']) expect(ids).not.toContain(code);
  });
});
