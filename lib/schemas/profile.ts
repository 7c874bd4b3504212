import { z } from 'zod';
import type { Customer, CustomerUpdateBody } from '@/lib/api/schemas';
import { customerFieldsShape, customerFieldValue, type CustomerFieldOptions, type CustomerFieldUse } from './customer-fields';

/**
 * The personal-data form of the private area (POST /customer). Which fields, their controls and
 * docs/product.md#validation rules come from ./customer-fields.ts (shared with sign-up and with the demo API's
 * check of the same body, so a value accepted on one side is accepted on the other); this module
 * adds the form's starting values and the body it sends.
 */

export type ProfileValues = Record<string, string>;

/** The zod schema of the form: every field checked, every failure reported (docs/product.md#validation). */
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
  for (const { name } of fields) body[name] = customerFieldValue(name, values[name]);
  return body;
}
