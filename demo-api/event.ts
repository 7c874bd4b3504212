/**
 * The event's general data (GET /customer/general-data): its name, description and dates in the
 * caller's language (else Spanish), time zone, legal logo, copyright and contact address.
 */
import type { GeneralData } from '../lib/api/schemas';
import type { Locale } from '../lib/tenants/schema';
import { tcol } from './db';
import type { Deps } from './deps';

export function generalData(d: Deps, tenant: string, locale: Locale): GeneralData {
  const row = d
    .sql(
      `SELECT e.*, ${tcol('t', 'event_name')}, ${tcol('t', 'description')}, ${tcol('t', 'copyright')}
       FROM events e
       LEFT JOIN event_i18n t ON t.tenant = e.tenant AND t.locale = @locale
       LEFT JOIN event_i18n t_es ON t_es.tenant = e.tenant AND t_es.locale = 'es'
       WHERE e.tenant = @tenant`,
    )
    .get({ tenant, locale }) as
    | { starts_at: string; ends_at: string; time_zone: string; legal_logo: string | null; contact_email: string | null; event_name: string; description: string; copyright: string }
    | undefined;
  if (!row) throw new Error(`tenant ${tenant} has no event`);
  return {
    eventName: row.event_name,
    description: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    legalLogo: d.media(row.legal_logo),
    copyright: row.copyright,
    contactEmail: row.contact_email,
  };
}
