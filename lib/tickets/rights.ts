import { ENTITLEMENTS, type Entitlement } from '@/lib/api/schemas/entitlement-keys';

/**
 * "What a ticket includes", read from the one source every screen uses: the ticket types'
 * `rights` as the API gives them (already narrowed by the API to what the tenant offers: no
 * networking where it runs none). Nothing here names a right in words (TicketIncludes does).
 */

/**
 * The rights the tenant offers, as the tickets it sells show them: every right some ticket
 * includes, in the contract's order. A right no ticket includes (networking where the event runs
 * none) is never listed as "not included" either.
 *
 *   offeredRights([{ rights: ['streams', 'files'] }, { rights: ['in_person', 'files', 'diploma'] }])
 *     → ['in_person', 'streams', 'files', 'diploma']
 */
export function offeredRights(tickets: readonly { rights: readonly Entitlement[] }[]): Entitlement[] {
  return ENTITLEMENTS.filter((r) => tickets.some((t) => t.rights.includes(r)));
}

/**
 * What one ticket includes and what it lacks of what the tenant offers, in the contract's order:
 *
 *   ticketIncludes(['files', 'streams'], ['in_person', 'streams', 'files', 'diploma'])
 *     → { included: ['streams', 'files'], missing: ['in_person', 'diploma'] }
 */
export function ticketIncludes(rights: readonly Entitlement[], offered: readonly Entitlement[] = []): { included: Entitlement[]; missing: Entitlement[] } {
  return {
    included: ENTITLEMENTS.filter((r) => rights.includes(r)),
    missing: ENTITLEMENTS.filter((r) => offered.includes(r) && !rights.includes(r)),
  };
}

/**
 * What an upgrade adds to the held ticket: the rights of `to` the held one lacks.
 *
 *   rightsAdded(['streams', 'files'], ['in_person', 'streams', 'files', 'diploma']) → ['in_person', 'diploma']
 */
export function rightsAdded(held: readonly Entitlement[], to: readonly Entitlement[]): Entitlement[] {
  return ENTITLEMENTS.filter((r) => to.includes(r) && !held.includes(r));
}
