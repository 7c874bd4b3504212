import { z } from 'zod';
import { ENTITLEMENTS } from './entitlement-keys';

export * from './entitlement-keys';

// ---------------------------------------------------------------------------------------------
// What a ticket lets its holder do (docs/product.md#roles "some sections need a purchased ticket";
// docs/product.md#ticket-rights: tickets are rights, not labels). The rights and their keys: ./entitlement-keys.ts.
// ---------------------------------------------------------------------------------------------

export const entitlementSchema = z.enum(ENTITLEMENTS);

/**
 * A door refused because the customer's ticket lacks its right (or there is no ticket):
 * 422 (403 for gated files and streams, WITH errors, so the portal keeps the session)
 * `{ message, errors: { ticket: ['entitlement.<right>'] }, entitlement, upgrade }`.
 * `upgrade`: the cheapest ticket type that grants the right (buy it at /proceso-de-compra; a
 * holder of a cheaper ticket upgrades, paying that ticket's price once), or null.
 */
export const entitlementErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  entitlement: entitlementSchema,
  upgrade: z.object({ ticketId: z.number().int(), name: z.string() }).nullable(),
});
export type EntitlementError = z.infer<typeof entitlementErrorSchema>;
