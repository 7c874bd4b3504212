import { z } from 'zod';
import type { CustomerExtra, SaveExtraBody } from '@/lib/api/schemas';
import { isIsoDate } from './customer-fields';
import { checkText, toBoolean, validationMessage, type TextRules } from './validation';

/**
 * The optional private-area forms (GET /customer/extra, POST /customer/save-personal-information-extra):
 * accommodation and travel, and academic registration. One table per form says, for each field,
 * where it sits in the API body, what control asks for it and its docs/product.md#validation rules; the form's
 * schema, its starting values, the body it sends and the demo API's check of that body are all
 * built from the tables, so the two sides cannot drift apart.
 *
 * Messages are catalogue keys: `validation.<rule>` (docs/product.md#validation) or, in the form, `account.<reason>`
 * (Account.errors.<reason>). The API files a date before the one it must follow as
 * `validation.min` on the later field (the form says it in words).
 */

export const TRANSPORTS = ['plane', 'train', 'bus', 'car', 'other'] as const;

export type ExtraSection = keyof CustomerExtra;
export type ExtraControl = 'checkbox' | 'date' | 'datetime' | 'text' | 'textarea' | 'select';

export interface ExtraFieldSpec {
  section: ExtraSection;
  /** the field's name inside its section of the API body (`accommodation.notes`) */
  key: string;
  control: ExtraControl;
  rules?: Omit<TextRules, 'required'>;
  /** a select's values */
  choices?: readonly string[];
  autoComplete?: string;
  /** the field has a help text (AccountExtra.<form>.hints.<name>) */
  hint?: boolean;
}
export type ExtraFields = Readonly<Record<string, ExtraFieldSpec>>;

/** Accommodation and travel, in form order. */
export const TRAVEL_FIELDS = {
  accommodationNeeded: { section: 'accommodation', key: 'needed', control: 'checkbox', hint: true },
  checkIn: { section: 'accommodation', key: 'checkIn', control: 'date' },
  checkOut: { section: 'accommodation', key: 'checkOut', control: 'date' },
  hotel: { section: 'accommodation', key: 'hotel', control: 'text', rules: { max: 150 } },
  accommodationNotes: { section: 'accommodation', key: 'notes', control: 'textarea', rules: { max: 500 } },
  travelNeeded: { section: 'travel', key: 'needed', control: 'checkbox', hint: true },
  origin: { section: 'travel', key: 'origin', control: 'text', rules: { max: 150 }, autoComplete: 'address-level2' },
  transport: { section: 'travel', key: 'transport', control: 'select', choices: TRANSPORTS },
  arrival: { section: 'travel', key: 'arrival', control: 'datetime' },
  departure: { section: 'travel', key: 'departure', control: 'datetime' },
  travelNotes: { section: 'travel', key: 'notes', control: 'textarea', rules: { max: 500 } },
} as const satisfies ExtraFields;

/** Academic registration, in form order. */
export const ACADEMIC_FIELDS = {
  university: { section: 'academic', key: 'university', control: 'text', rules: { max: 150 }, autoComplete: 'organization' },
  degree: { section: 'academic', key: 'degree', control: 'text', rules: { max: 150 } },
  year: { section: 'academic', key: 'year', control: 'text', rules: { max: 20, alphaDash: true }, hint: true },
  studentId: { section: 'academic', key: 'studentId', control: 'text', rules: { max: 30, alphaDash: true }, hint: true },
} as const satisfies ExtraFields;

/** Every field of every section, by section: what the API checks. */
const ALL_FIELDS: ExtraFields = { ...TRAVEL_FIELDS, ...ACADEMIC_FIELDS };

/** Asking for the service (`needed`) makes these fields of its section required. */
const NEEDS: Partial<Record<ExtraSection, readonly string[]>> = {
  accommodation: ['checkIn', 'checkOut'],
  travel: ['origin', 'arrival'],
};

/** `later` must come after `earlier` (same section, API keys); the form's words for it. */
const ORDER: readonly { section: ExtraSection; earlier: string; later: string; formMessage: string }[] = [
  { section: 'accommodation', earlier: 'checkIn', later: 'checkOut', formMessage: 'account.checkOutBeforeCheckIn' },
  { section: 'travel', earlier: 'arrival', later: 'departure', formMessage: 'account.departureBeforeArrival' },
];

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2})?$/;

/** A date-and-time as datetime-local sends it ('2027-03-09T08:30', seconds optional), of a real day. */
export function isLocalDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]!);
}

const WELL_FORMED: Partial<Record<ExtraControl, (value: string) => boolean>> = { date: isIsoDate, datetime: isLocalDateTime };

/** Dates and date-times in one sortable form ('…T08:30' and '…T08:30:00' are the same moment). */
const comparable = (value: string) => (value.length === 16 ? `${value}:00` : value);

type Ctx = z.core.$RefinementCtx<unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the fields of `fields` that `read` finds (name → value, where → issue path), every
 * failure at once: text rules, formats, the fields a ticked `needed` requires, and dates in order.
 */
function checkFields(ctx: Ctx, fields: ExtraFields, read: (name: string) => unknown, where: (name: string) => PropertyKey[], side: 'form' | 'api') {
  const entries = Object.entries(fields);
  const byKey = (section: ExtraSection, key: string) => entries.find(([, f]) => f.section === section && f.key === key)?.[0];
  const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: where(name), message });
  for (const [name, spec] of entries) {
    if (spec.control === 'checkbox') continue;
    const value = text(read(name));
    if (value === '') continue;
    for (const f of checkText(value, spec.rules ?? {})) issue(name, validationMessage(f.rule, f.values));
    const wellFormed = WELL_FORMED[spec.control];
    if (wellFormed && !wellFormed(value)) issue(name, 'validation.format');
    if (spec.choices && !spec.choices.includes(value)) issue(name, validationMessage('required'));
  }
  for (const [section, required] of Object.entries(NEEDS) as [ExtraSection, readonly string[]][]) {
    const needed = byKey(section, 'needed');
    if (!needed || read(needed) !== true) continue;
    for (const key of required) {
      const name = byKey(section, key);
      if (name && text(read(name)) === '') issue(name, validationMessage('required'));
    }
  }
  for (const rule of ORDER) {
    const earlierName = byKey(rule.section, rule.earlier);
    const laterName = byKey(rule.section, rule.later);
    if (!earlierName || !laterName) continue;
    const earlier = text(read(earlierName));
    const later = text(read(laterName));
    const wellFormed = WELL_FORMED[fields[laterName]!.control]!;
    if (wellFormed(earlier) && wellFormed(later) && comparable(later) <= comparable(earlier)) {
      issue(laterName, side === 'form' ? rule.formMessage : validationMessage('min'));
    }
  }
}

/** A form's values: a checkbox's boolean or a control's text, by field name. */
export type ExtraFormValues = Record<string, string | boolean>;

/**
 * The form's schema: every rule of the table checked at once; out come checkboxes as booleans
 * and the other fields trimmed.
 */
export function extraFormSchema(fields: ExtraFields) {
  return z
    .record(z.string(), z.union([z.boolean(), z.string()]))
    .superRefine((values, ctx) => checkFields(ctx as Ctx, fields, (name) => values[name], (name) => [name], 'form'))
    .transform(
      (values): ExtraFormValues =>
        Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.control === 'checkbox' ? toBoolean(values[name]) : text(values[name])])),
    );
}

export const travelSchema = extraFormSchema(TRAVEL_FIELDS);
export const academicSchema = extraFormSchema(ACADEMIC_FIELDS);

/**
 * The demo API's check of a POST /customer/save-personal-information-extra body that already has
 * the contract's shape (saveExtraBodySchema): the same rules, issues on `section.key`.
 */
export const saveExtraRulesSchema = z.custom<SaveExtraBody>().superRefine((body, ctx) => {
  for (const section of ['accommodation', 'travel', 'academic'] as const) {
    const part = body[section] as Record<string, unknown> | null | undefined;
    if (!part) continue;
    const fields = Object.fromEntries(Object.entries(ALL_FIELDS).filter(([, f]) => f.section === section));
    checkFields(ctx as Ctx, fields, (name) => part[fields[name]!.key], (name) => [section, fields[name]!.key], 'api');
  }
});

/** '2026-05-08T09:30:00+02:00' or '2026-05-08 09:30' → '2026-05-08T09:30' (what datetime-local shows). */
export function toDateTimeInput(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]}T${match[2]}` : '';
}

/** The form's starting values from the saved data (unticked and empty when there is none). */
export function extraDefaults(fields: ExtraFields, extra: CustomerExtra | null): ExtraFormValues {
  const out: Record<string, string | boolean> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const value = (extra?.[spec.section] as Record<string, unknown> | null | undefined)?.[spec.key];
    if (spec.control === 'checkbox') out[name] = value === true;
    else if (typeof value !== 'string') out[name] = '';
    else out[name] = spec.control === 'date' ? value.slice(0, 10) : spec.control === 'datetime' ? toDateTimeInput(value) : value;
  }
  return out;
}

/** The save body of the form's sections from its parsed values: empty texts are sent as null. */
export function extraBody(fields: ExtraFields, values: ExtraFormValues): SaveExtraBody {
  const body: Record<string, Record<string, unknown>> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name];
    (body[spec.section] ??= {})[spec.key] = spec.control === 'checkbox' ? value === true : text(value) === '' ? null : text(value);
  }
  return body as SaveExtraBody;
}

/**
 * What the form says when the API files `validation.min` on a date that must follow another
 * (check-out before check-in): the form's own sentence, or null for any other field.
 */
export function orderMessageOf(fields: ExtraFields, name: string): string | null {
  const spec = fields[name];
  const rule = spec && ORDER.find((r) => r.section === spec.section && r.later === spec.key);
  return rule ? rule.formMessage : null;
}

/** The form field an API error names (`accommodation.notes` → `accommodationNotes`). */
export function extraFieldAliases(fields: ExtraFields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [`${spec.section}.${spec.key}`, name]));
}

export const travelDefaults = (extra: CustomerExtra | null) => extraDefaults(TRAVEL_FIELDS, extra);
export const academicDefaults = (extra: CustomerExtra | null) => extraDefaults(ACADEMIC_FIELDS, extra);
export const travelBody = (values: ExtraFormValues) => extraBody(TRAVEL_FIELDS, values);
export const academicBody = (values: ExtraFormValues) => extraBody(ACADEMIC_FIELDS, values);
