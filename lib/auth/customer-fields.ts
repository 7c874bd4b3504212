import { z } from 'zod';
import type { CustomerOption, CustomerStructure, EditableCustomerField } from '@/lib/api/schemas/customer';
import { choiceField, textField, type TextRules } from '@/lib/schemas/validation';

/**
 * How each customer field of SPEC §3 is asked for and checked (SPEC §5), for every form that
 * edits customer data (sign-up, SSO sign-up extra fields, the private area) and for the API
 * side. `name`, `surname` and `email` are always asked for and required; the rest only when the
 * tenant's GET /customer/structure lists them, with its `required` flag.
 */

export type CustomerFieldControl = 'text' | 'tel' | 'date' | 'textarea' | 'select';
/** Where a select's choices come from: the API (types, genres), ISO countries, or a fixed list. */
export type CustomerFieldChoices = 'genres' | 'types' | 'countries' | 'documentTypes';

export interface CustomerFieldSpec {
  control: CustomerFieldControl;
  rules: Omit<TextRules, 'required'>;
  autoComplete?: string;
  choices?: CustomerFieldChoices;
  /** for `text`: what the mobile keyboard offers */
  inputMode?: 'numeric' | 'tel' | 'email';
}

/** Lengths match the demo API's checks (demo-api/structure.ts), so both sides agree. */
export const CUSTOMER_FIELD_SPECS: Record<EditableCustomerField, CustomerFieldSpec> = {
  treatment: { control: 'text', rules: { max: 20 }, autoComplete: 'honorific-prefix' },
  name: { control: 'text', rules: { max: 80 }, autoComplete: 'given-name' },
  surname: { control: 'text', rules: { max: 80 }, autoComplete: 'family-name' },
  secondSurname: { control: 'text', rules: { max: 80 } },
  gender: { control: 'select', rules: {}, choices: 'genres', autoComplete: 'sex' },
  dateOfBirth: { control: 'date', rules: {}, autoComplete: 'bday' },
  nationality: { control: 'select', rules: {}, choices: 'countries', autoComplete: 'country' },
  documentType: { control: 'select', rules: {}, choices: 'documentTypes' },
  documentNumber: { control: 'text', rules: { max: 20 } },
  documentIssueDate: { control: 'date', rules: {} },
  documentExpiryDate: { control: 'date', rules: {} },
  telephone: { control: 'tel', rules: { phone: true, max: 20 }, autoComplete: 'tel-national', inputMode: 'tel' },
  company: { control: 'text', rules: { max: 255 }, autoComplete: 'organization' },
  position: { control: 'text', rules: { max: 255 } },
  jobTitle: { control: 'text', rules: { max: 255 }, autoComplete: 'organization-title' },
  university: { control: 'text', rules: { max: 255 } },
  userType: { control: 'select', rules: {}, choices: 'types' },
  foodRestrictions: { control: 'textarea', rules: { max: 255 } },
  comments: { control: 'textarea', rules: { max: 1000 } },
};

/** SPEC §3 document types (GET /customer documentType values). */
export const DOCUMENT_TYPES = ['dni', 'nie', 'passport'] as const;

/** Email: required, valid, at most 255 characters. */
export const EMAIL_RULES: TextRules = { required: true, email: true, max: 255 };

export interface CustomerFieldUse {
  name: EditableCustomerField;
  required: boolean;
}

/**
 * The editable fields a form asks for, in the tenant's order, with `name` and `surname` always
 * there and always required (put first when the structure does not list them).
 *
 *   customerFieldsOf({ fields: [{ name: 'telephone', required: true }] })
 *     → [{ name: 'name', required: true }, { name: 'surname', required: true }, { name: 'telephone', required: true }]
 */
export function customerFieldsOf(structure: CustomerStructure | null): CustomerFieldUse[] {
  const seen = new Set<string>();
  const listed: CustomerFieldUse[] = [];
  for (const f of structure?.fields ?? []) {
    if (seen.has(f.name)) continue;
    seen.add(f.name);
    listed.push({ name: f.name, required: f.required || ALWAYS_ASKED.includes(f.name) });
  }
  const missing = ALWAYS_ASKED.filter((name) => !seen.has(name)).map((name) => ({ name, required: true }));
  return [...missing, ...listed];
}

const ALWAYS_ASKED: readonly EditableCustomerField[] = ['name', 'surname'];

/** The choices of every select, prepared on the server (localised). */
export interface CustomerFieldOptions {
  genres: CustomerOption[];
  types: CustomerOption[];
  countries: CustomerOption[];
  documentTypes: CustomerOption[];
}

/** zod shape for the given customer fields (selects accept only their offered ids). */
export function customerFieldsShape(fields: readonly CustomerFieldUse[], options: CustomerFieldOptions): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const { name, required } of fields) {
    const spec = CUSTOMER_FIELD_SPECS[name];
    shape[name] = spec.choices
      ? choiceField(
          options[spec.choices].map((o) => o.id),
          required,
        )
      : textField({ ...spec.rules, required });
  }
  return shape;
}

/** Region codes Intl knows that are not countries (or are not used for nationality). */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * ISO 3166-1 alpha-2 countries with their names in `localeIso`, sorted for that language.
 * Built on the server and passed to the form (the browser's ICU data may differ).
 */
export function countryOptions(localeIso: string): CustomerOption[] {
  const names = new Intl.DisplayNames([localeIso], { type: 'region', fallback: 'none' });
  const out: CustomerOption[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) out.push({ id: code, name });
    }
  }
  const collator = new Intl.Collator(localeIso);
  return out.sort((x, y) => collator.compare(x.name, y.name));
}
