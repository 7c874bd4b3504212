import type { CustomerIndexInfo } from '@/lib/api/schemas';

/**
 * The private area's sections, in tab order. The first five are docs/product.md#routes's tab anchors; "my
 * tickets" follows where the tenant requires tickets; the others appear where GET
 * /customer/customer-index-info offers them (`sections`).
 */
export const ACCOUNT_SECTIONS = [
  'datos-personales',
  'mis-actividades',
  'acreditacion',
  'networking',
  'certification',
  'mis-entradas',
  'alojamiento-y-viaje',
  'datos-academicos',
  'consentimientos',
  'baja',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The message key (Account.tabs.*) of each section's tab and heading. */
export const SECTION_LABEL_KEYS = {
  'datos-personales': 'personalData',
  'mis-actividades': 'myActivities',
  acreditacion: 'accreditation',
  networking: 'networking',
  certification: 'certificate',
  'mis-entradas': 'myTickets',
  'alojamiento-y-viaje': 'accommodation',
  'datos-academicos': 'academic',
  consentimientos: 'consents',
  baja: 'unsubscribe',
} as const satisfies Record<AccountSection, string>;

/**
 * The sections this customer sees, in order. Without index info (it could not be loaded) only
 * the sections that do not depend on it are listed.
 *
 *   visibleSections({ sections: { networking: false, academic: true, … } })
 *     → ['datos-personales', 'mis-actividades', 'acreditacion', 'certification', 'datos-academicos']
 */
export function visibleSections(
  info: Pick<CustomerIndexInfo, 'sections'> | null,
  /** tickets: the tenant requires tickets (ticketRequired), so "my tickets" (orders, receipts) is listed */
  options: { tickets?: boolean } = {},
): AccountSection[] {
  const offered: Record<AccountSection, boolean> = {
    'datos-personales': true,
    'mis-actividades': true,
    acreditacion: true,
    networking: info?.sections.networking ?? false,
    certification: true,
    'mis-entradas': options.tickets ?? false,
    'alojamiento-y-viaje': info?.sections.accommodation ?? false,
    'datos-academicos': info?.sections.academic ?? false,
    consentimientos: info?.sections.consents ?? false,
    baja: info?.sections.unsubscribe ?? false,
  };
  return ACCOUNT_SECTIONS.filter((id) => offered[id]);
}

/**
 * Where the event stands now (the networking tab says when networking opens or that it closed).
 * Called per request by the private area, which is never cached.
 */
export function eventPhase(startsAt: string, endsAt: string, now: number = Date.now()): 'before' | 'during' | 'after' {
  if (now < Date.parse(startsAt)) return 'before';
  return now <= Date.parse(endsAt) ? 'during' : 'after';
}
