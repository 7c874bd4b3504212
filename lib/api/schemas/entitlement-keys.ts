/**
 * The entitlement contract's constants without zod (client leaves read them on first load);
 * `./entitlements` re-exports them next to the schemas.
 */

/**
 * The rights a ticket type can grant, each checked by the API on the door it opens, where the
 * tenant requires tickets (ticketRequired):
 *
 * | right | door |
 * |---|---|
 * | in_person | POST /conferences/{id}/register in a room (a seat in the venue) |
 * | streams | a stream behind the `ticket` gate (GET /conferences/{id}/registration `stream`, POST /conferences/{id}/events) |
 * | files | a file behind the `ticket` gate (GET /conferences/{id}/files/{fileId}) |
 * | accreditation | the badge: customer-index-info `accreditation.qr`, GET /customer/print-accreditation |
 * | networking | joining networking (GET/POST /networking/customer/enable-networking) |
 * | diploma | the certificate: GET /customer/print-certificate |
 */
export const ENTITLEMENTS = ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];
/** The refusal key of each right: `entitlement.<right>`. */
export const ENTITLEMENT_ERROR_KEYS = ENTITLEMENTS.map((r) => `entitlement.${r}` as const);
export type EntitlementErrorKey = `entitlement.${Entitlement}`;

/**
 *   entitlementOfKey('entitlement.in_person') → 'in_person'
 *   entitlementOfKey('registration.full')     → null
 */
export function entitlementOfKey(key: string): Entitlement | null {
  const right = key.startsWith('entitlement.') ? key.slice('entitlement.'.length) : '';
  return (ENTITLEMENTS as readonly string[]).includes(right) ? (right as Entitlement) : null;
}
