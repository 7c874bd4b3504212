/**
 * Product constants, each written once. Safe on the server and in the browser (no environment
 * reads here: the cache period is a server setting, read once in lib/cache.ts).
 */

/**
 * The default event zone of a tenant (docs/product.md#limits: Central European time). A tenant's own zone is its
 * registry `timeZone` (lib/tenants/schema.ts), and every date and time of that tenant is shown in it.
 */
export const EVENT_TIME_ZONE = 'Europe/Madrid';

/** The currency prices are written in (docs/product.md#entities: tickets are sold in euros). */
export const EVENT_CURRENCY = 'EUR';

/**
 * How long a cached public page or read is served before it is refreshed, when the
 * REVALIDATE_SECONDS setting is not given. The setting itself is `REVALIDATE_SECONDS` in
 * lib/cache.ts (server only).
 */
export const DEFAULT_REVALIDATE_SECONDS = 300;

/** The portal's default language (defined with the locale table in lib/i18n/locales.ts). */
export { DEFAULT_LOCALE } from '@/lib/i18n/locales';
