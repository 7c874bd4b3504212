import type { useTranslations } from 'next-intl';
import { href } from '@/lib/routing/routes';
import { isApiError } from './errors';
import { entitlementOfKey, type Entitlement } from './schemas/entitlement-keys';

/**
 * Reading an entitlement refusal (schemas/entitlements.ts) without zod: which right the held
 * ticket lacks and which ticket grants it, so a leaf says so and links to the upgrade.
 */
export interface EntitlementRefusal {
  right: Entitlement;
  /** the ticket type that grants it, when the API names one */
  upgrade: { ticketId: number; name: string } | null;
}

/**
 *   entitlementRefusalOf(422 { errors: { ticket: ['entitlement.in_person'] }, upgrade: { ticketId: 2, name: 'Entrada completa' } })
 *     → { right: 'in_person', upgrade: { ticketId: 2, name: 'Entrada completa' } }
 *   entitlementRefusalOf(422 { errors: { room_id: ['registration.room_full'] } }) → null
 */
export function entitlementRefusalOf(error: unknown): EntitlementRefusal | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as { errors?: unknown; upgrade?: unknown };
  const keys = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, unknown>).ticket : undefined;
  const right = Array.isArray(keys) ? keys.map((k) => (typeof k === 'string' ? entitlementOfKey(k) : null)).find((r) => r !== null) : undefined;
  if (!right) return null;
  const u = data.upgrade as { ticketId?: unknown; name?: unknown } | null | undefined;
  const upgrade = u && typeof u.ticketId === 'number' && typeof u.name === 'string' ? { ticketId: u.ticketId, name: u.name } : null;
  return { right, upgrade };
}

/** The ApiErrors sentence that says a right is not in the held ticket. */
export const NOT_INCLUDED_MESSAGES = {
  in_person: 'notIncludedInPerson',
  streams: 'notIncludedStreams',
  files: 'notIncludedFiles',
  accreditation: 'notIncludedAccreditation',
  networking: 'notIncludedNetworking',
  diploma: 'notIncludedDiploma',
} as const satisfies Record<Entitlement, string>;

type TErrors = ReturnType<typeof useTranslations<'ApiErrors'>>;

/**
 * What the portal says wherever the held ticket lacks a right (a room, a file, networking…), in
 * one place: the ApiErrors sentence, and a link to the purchase page, which offers the tickets
 * that upgrade the held one; named after the ticket that grants the right when the API named it.
 *
 *   notIncluded(tErrors, { right: 'files', upgrade: { ticketId: 2, name: 'Entrada completa' } })
 *     → { text: 'Tu entrada no incluye los archivos de las sesiones.', link: { href: '/proceso-de-compra', label: 'Ver «Entrada completa», que lo incluye' } }
 */
export function notIncluded(tErrors: TErrors, refusal: { right: Entitlement; upgrade?: EntitlementRefusal['upgrade'] }): { text: string; link: { href: string; label: string } } {
  return {
    text: tErrors(NOT_INCLUDED_MESSAGES[refusal.right]),
    link: { href: href('purchase'), label: refusal.upgrade ? tErrors('upgradeTo', { ticket: refusal.upgrade.name }) : tErrors('upgradeTicket') },
  };
}
