import { cache } from 'react';
import { EVENT_TIME_ZONE } from '@/lib/constants';

/**
 * The tenant's event zone for the request being rendered, the way next-intl keeps the
 * request's locale (`setRequestLocale`): one value per server render (React `cache`), set by
 * `resolvePageContext` from the registry before anything is formatted, read by next-intl's request
 * config (lib/i18n/request.ts). So `getFormatter()`, `getTimeZone()` on the server and
 * `useFormatter()`, `useTimeZone()` under `NextIntlClientProvider` all use the tenant's zone.
 * Cached pages are cached per tenant and language, so the zone in their HTML is right.
 */
const store = cache((): { zone: string | undefined } => ({ zone: undefined }));

export function setRequestTimeZone(zone: string): void {
  store().zone = zone;
}

/** The zone set for this render, or the registry's default where no tenant page set one. */
export function getRequestTimeZone(): string {
  return store().zone ?? EVENT_TIME_ZONE;
}
