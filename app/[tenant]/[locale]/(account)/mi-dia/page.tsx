import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionEnded } from '@/components/account/SessionEnded';
import { MyDay } from '@/components/my-day/MyDay';
import { getCalendarFeed, getMyDay } from '@/lib/api/my-day';
import { getCachedGeneralData } from '@/lib/api/public';
import { refusalOf, signedInApi } from '@/lib/api/private';
import { localizePath } from '@/lib/i18n/detect';
import { href } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/urls';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: rendered for each request with the customer's token, never cached (docs/architecture.md#private-pages).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'myDay' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/mi-dia` ("my day"): the attendee's timeline. The middleware sends anonymous
 * visitors to the login page; a token the API refuses ends the session here.
 */
export default async function MyDayRoute({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { api, loginPath } = await signedInApi(tenant, locale, localizePath(locale, href('myDay')));
  const general = await getCachedGeneralData(tenant.key, locale);
  let loaded: { data: Awaited<ReturnType<typeof getMyDay>>; feed: Awaited<ReturnType<typeof getCalendarFeed>> } | null = null;
  try {
    const [data, feed] = await Promise.all([getMyDay(api), getCalendarFeed(api)]);
    loaded = { data, feed };
  } catch (error) {
    if (refusalOf(error) !== null) return <SessionEnded loginPath={loginPath} />;
    // Any other failure: the page says so (docs/product.md#errors) and offers to try again.
    loaded = null;
  }

  return (
    <MyDay
      locale={locale}
      timeZone={tenant.timeZone}
      eventName={general.eventName}
      initial={loaded}
      // The secret is appended in the browser once it exists: the https URL and its webcal twin.
      feedBase={absoluteUrl(tenant, locale, '/mi-dia/calendario/')}
      networkingHref={tenant.networkingType === null ? null : href('networking', { view: 'reuniones' })}
    />
  );
}
