import type { CustomerOption } from '@/lib/api/schemas/customer';
import { compareText, isCurrentRegion, regionNames } from './format';

/** Region codes Intl knows that are not countries (or are not used for nationality). */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * ISO 3166-1 alpha-2 countries with their names in `localeIso`, sorted for that language: the
 * choices of the nationality select (lib/schemas/customer-fields.ts checks the code). Built on
 * the server and passed to the form (the browser's ICU data may differ).
 */
export function countryOptions(localeIso: string): CustomerOption[] {
  const nameOf = regionNames(localeIso);
  const out: CustomerOption[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      // Withdrawn codes (DD, UK, SU, YU, CS, ZR…) are aliases of a current one and would list
      // Germany, the United Kingdom, Russia or Serbia twice: keep the canonical code only.
      if (!isCurrentRegion(code)) continue;
      const name = nameOf(code);
      if (name) out.push({ id: code, name });
    }
  }
  const compare = compareText(localeIso);
  return out.sort((x, y) => compare(x.name, y.name));
}
