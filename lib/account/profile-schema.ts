import { z } from 'zod';
import type { Customer, CustomerUpdateBody } from '@/lib/api/schemas';
import {
  customerFieldsShape,
  type CustomerFieldOptions,
  type CustomerFieldUse,
} from '@/lib/auth/customer-fields';

/**
 * The personal-data form of the private area. Which fields, their controls and SPEC §5 rules
 * come from lib/auth/customer-fields.ts (shared with sign-up, so a value accepted there is
 * accepted here); this module adds the form's starting values and the POST /customer body.
 */

export type ProfileValues = Record<string, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a real day ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The zod schema of the form: every field checked, every failure reported (SPEC §5). */
export function buildProfileSchema(fields: readonly CustomerFieldUse[], options: CustomerFieldOptions) {
  return z.object(customerFieldsShape(fields, options));
}

/** The form's starting values: the customer's, '' for empty ones. */
export function profileDefaults(customer: Customer, fields: readonly CustomerFieldUse[]): ProfileValues {
  return Object.fromEntries(fields.map(({ name }) => [name, customer[name] ?? '']));
}

/** POST /customer body from the parsed values: an emptied field is sent as null, a phone without spaces. */
export function profileBody(values: Record<string, unknown>, fields: readonly CustomerFieldUse[]): CustomerUpdateBody {
  const body: CustomerUpdateBody = {};
  for (const { name } of fields) {
    const raw = typeof values[name] === 'string' ? (values[name] as string).trim() : '';
    body[name] = raw === '' ? null : name === 'telephone' ? raw.replace(/\s+/g, '') : raw;
  }
  return body;
}
