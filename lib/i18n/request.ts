import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

/** Event times are shown in the event's zone (SPEC §9: Central European time). */
export const EVENT_TIME_ZONE = 'Europe/Madrid';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: EVENT_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
