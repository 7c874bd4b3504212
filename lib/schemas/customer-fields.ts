import { z } from 'zod';
import type { CustomerOption, CustomerStructure, EditableCustomerField } from '@/lib/api/schemas/customer';
import { choiceField, textField, type TextRules } from '@/lib/schemas/validation';

/**
 * How each customer field of docs/product.md#entities is asked for and checked (docs/product.md#validation): the one source for
 * every form that edits customer data (sign-up, SSO sign-up extra fields, the private area) and
 * for the demo API's checks of the same bodies, so a value accepted on one side is accepted on
 * the other. `name`, `surname` and `email` are always asked for and required; the rest only
 * when the tenant's GET /customer/structure lists them, with its `required` flag.
 *
 * Pure data and zod (the demo API imports it). Localised names of the choices (countries,
 * document types) are the portal's business: lib/i18n/countries.ts, lib/auth/server.ts.
 */

export type CustomerFieldControl = 'text' | 'tel' | 'date' | 'textarea' | 'select';
/** Where a select's choices come from: the API (types, genres), ISO countries, or a fixed list. */
export type CustomerFieldChoices = 'genres' | 'types' | 'countries' | 'documentTypes';
/** A shape the value must have beyond its text rules (failure: `validation.format`). */
export type CustomerFieldFormat = 'date' | 'country';

export interface CustomerFieldSpec {
  control: CustomerFieldControl;
  rules: Omit<TextRules, 'required'>;
  /** a `YYYY-MM-DD` day, or an ISO 3166-1 alpha-2 code when the countries are not listed */
  format?: CustomerFieldFormat;
  autoComplete?: string;
  choices?: CustomerFieldChoices;
  /** for `text`: what the mobile keyboard offers */
  inputMode?: 'numeric' | 'tel' | 'email';
}

export const CUSTOMER_FIELD_SPECS: Record<EditableCustomerField, CustomerFieldSpec> = {
  treatment: { control: 'text', rules: { max: 20 }, autoComplete: 'honorific-prefix' },
  name: { control: 'text', rules: { max: 80 }, autoComplete: 'given-name' },
  surname: { control: 'text', rules: { max: 80 }, autoComplete: 'family-name' },
  secondSurname: { control: 'text', rules: { max: 80 } },
  gender: { control: 'select', rules: {}, choices: 'genres', autoComplete: 'sex' },
  dateOfBirth: { control: 'date', rules: {}, format: 'date', autoComplete: 'bday' },
  nationality: { control: 'select', rules: {}, format: 'country', choices: 'countries', autoComplete: 'country' },
  documentType: { control: 'select', rules: {}, choices: 'documentTypes' },
  // Letters and digits only, as the tenants' register forms mark it (`alpha_num`): `12$$-` is no document number.
  documentNumber: { control: 'text', rules: { max: 20, alphaNum: true } },
  documentIssueDate: { control: 'date', rules: {}, format: 'date' },
  documentExpiryDate: { control: 'date', rules: {}, format: 'date' },
  telephone: { control: 'tel', rules: { phone: true, max: 20 }, autoComplete: 'tel-national', inputMode: 'tel' },
  company: { control: 'text', rules: { max: 255 }, autoComplete: 'organization' },
  position: { control: 'text', rules: { max: 255 } },
  jobTitle: { control: 'text', rules: { max: 255 }, autoComplete: 'organization-title' },
  university: { control: 'text', rules: { max: 255 } },
  userType: { control: 'select', rules: {}, choices: 'types' },
  foodRestrictions: { control: 'textarea', rules: { max: 255 } },
  comments: { control: 'textarea', rules: { max: 1000 } },
};

/** docs/product.md#entities document types (GET /customer documentType values). */
export const DOCUMENT_TYPES = ['dni', 'nie', 'passport'] as const;

/** Email: required, valid, at most 255 characters. */
export const EMAIL_RULES: TextRules = { required: true, email: true, max: 255 };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** YYYY-MM-DD of a real day ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const FORMAT_CHECKS: Record<CustomerFieldFormat, (value: string) => boolean> = {
  date: isIsoDate,
  country: (value) => COUNTRY_CODE.test(value),
};

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

/** The ids each kind of select accepts; a kind left out is checked by its format instead. */
export type CustomerFieldChoiceIds = Partial<Record<CustomerFieldChoices, readonly string[]>>;

/**
 * The schema of one customer field: a select accepts only the offered ids (`validation.required`
 * otherwise, as for an empty required one); other fields get their text rules and format.
 * Output: the trimmed text, '' when empty.
 *
 *   customerFieldSchema('nationality', true, {}).safeParse('Spain') → issue 'validation.format'
 *   customerFieldSchema('nationality', true, { countries: ['ES'] }).safeParse('FR') → issue 'validation.required'
 */
export function customerFieldSchema(name: EditableCustomerField, required: boolean, choices: CustomerFieldChoiceIds): z.ZodType<string, unknown> {
  const spec = CUSTOMER_FIELD_SPECS[name];
  const allowed = spec.choices ? choices[spec.choices] : undefined;
  if (allowed) return choiceField(allowed, required);
  const text = textField({ ...spec.rules, required });
  const format = spec.format;
  if (!format) return text;
  return text.superRefine((value, ctx) => {
    if (value !== '' && !FORMAT_CHECKS[format](value)) ctx.addIssue({ code: 'custom', message: 'validation.format' });
  });
}

/** The choices of every select, prepared on the server (localised). */
export interface CustomerFieldOptions {
  genres: CustomerOption[];
  types: CustomerOption[];
  countries: CustomerOption[];
  documentTypes: CustomerOption[];
}

/** zod shape for the given customer fields (selects accept only their offered ids). */
export function customerFieldsShape(fields: readonly CustomerFieldUse[], options: CustomerFieldOptions): Record<string, z.ZodType> {
  const ids: CustomerFieldChoiceIds = {
    genres: options.genres.map((o) => o.id),
    types: options.types.map((o) => o.id),
    countries: options.countries.map((o) => o.id),
    documentTypes: options.documentTypes.map((o) => o.id),
  };
  return Object.fromEntries(fields.map(({ name, required }) => [name, customerFieldSchema(name, required, ids)]));
}

/**
 * A field's value as it is sent and stored: trimmed, null when empty, a phone without the
 * spaces people type between groups, a country code upper-cased.
 *
 *   customerFieldValue('telephone', ' 612 34 56 78 ') → '612345678'
 *   customerFieldValue('company', '  ') → null
 */
export function customerFieldValue(name: EditableCustomerField, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (name === 'telephone') return text.replace(/\s+/g, '');
  if (name === 'nationality') return text.toUpperCase();
  return text;
}
