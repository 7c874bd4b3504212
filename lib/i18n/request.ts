import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { EVENT_TIME_ZONE } from '@/lib/constants';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Event times are shown in the event's zone (SPEC §9: Central European time).
    timeZone: EVENT_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
