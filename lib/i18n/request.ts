import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { getRequestTimeZone } from './request-time-zone';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Times are shown in the tenant's event zone (its registry `timeZone`, set by resolvePageContext).
    timeZone: getRequestTimeZone(),
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
