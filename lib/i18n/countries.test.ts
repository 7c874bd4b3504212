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

  it.each(['es-ES', 'en-US', 'pt-BR', 'eu-ES', 'fr-FR', 'el-GR'])('lists every country once in %s', (iso) => {
    const options = countryOptions(iso);
    const names = options.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('keeps the current code and drops withdrawn aliases (DD, UK, SU, YU, CS…)', () => {
    const ids = new Set(countryOptions('es-ES').map((o) => o.id));
    for (const current of ['DE', 'GB', 'RU', 'RS', 'CD', 'MM', 'ES']) expect(ids.has(current), current).toBe(true);
    for (const withdrawn of ['DD', 'UK', 'SU', 'YU', 'CS', 'ZR', 'BU', 'FX']) expect(ids.has(withdrawn), withdrawn).toBe(false);
  });
});
