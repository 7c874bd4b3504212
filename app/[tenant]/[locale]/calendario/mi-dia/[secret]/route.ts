import { getTranslations } from 'next-intl/server';
import { isApiError } from '@/lib/api/errors';
import { getMyDayBySecret } from '@/lib/api/my-day';
import { getCachedGeneralData } from '@/lib/api/public';
import { serverApi } from '@/lib/api/server';
import { resolveCalendarContext } from '@/lib/calendar/files';
import { calendarFilename } from '@/lib/calendar/ics';
import { LOCALE_META } from '@/lib/i18n/locales';
import { myDayCalendar } from '@/lib/my-day/feed';
import { href } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/urls';

/**
 * Public URL `/mi-dia/calendario/{secret}` (per language; https or webcal://): the attendee's
 * private calendar feed. Served by the portal rather than the API so that the feed is the very
 * timeline of the "my day" page (lib/my-day/timeline: clashes, the event's zone with its
 * VTIMEZONE, translated texts) and lives on the portal's address attendees know; the API only
 * resolves the secret (stored hashed) to its owner's data. The secret is the credential, so the
 * file is made on every request and never stored by a cache (private, no-store).
 */
export const dynamic = 'force-dynamic';

const FEED_REFRESH_MINUTES = 15;

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; locale: string; secret: string }> }): Promise<Response> {
  const values = await params;
  const context = resolveCalendarContext(values);
  if (!context || !/^[A-Za-z0-9_-]{43}$/.test(values.secret)) return notFound();
  const { tenant, locale } = context;

  let data;
  try {
    data = await getMyDayBySecret(serverApi(tenant, locale), values.secret);
  } catch (error) {
    if (isApiError(error) && error.code === 'not_found') return notFound();
    throw error;
  }
  const [general, t] = await Promise.all([getCachedGeneralData(tenant.key, locale), getTranslations({ locale, namespace: 'myDay' })]);
  const body = myDayCalendar(data, {
    tenantKey: tenant.key,
    timeZone: tenant.timeZone,
    stamp: new Date(),
    language: LOCALE_META[locale].iso,
    refreshMinutes: FEED_REFRESH_MINUTES,
    sessionUrl: (slug) => absoluteUrl(tenant, locale, href('session', { slug })),
    texts: {
      calendarName: t('feedName', { event: general.eventName }),
      calendarDescription: t('feedDescription', { event: general.eventName }),
      registered: t('registered'),
      starred: t('starred'),
      meetingWith: (name) => t('meetingWith', { name }),
      clashWith: (titles) => t('clashWith', { titles }),
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${calendarFilename(`${tenant.key}-my-day`)}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
