import { getTranslations } from 'next-intl/server';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { getCachedConference } from '@/lib/api/public/conferences';
import { getCachedSchedule, getCachedTracks } from '@/lib/api/public/schedule';
import { isLocale, LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/urls';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';
import { conferenceEvent, eventDays } from './conference-events';
import { buildCalendar, calendarFilename } from './ics';

/**
 * The three calendar files, in the tenant's event zone (its registry `timeZone`), from the cached public reads (so a file costs no API call when
 * the pages are warm). Route handlers under app/[tenant]/[locale]/calendario/ are
 * `calendarRoute` with the file they answer.
 */

export interface CalendarFile {
  body: string;
  filename: string;
  /** attachment: a file to open once; inline: a feed calendar apps subscribe to */
  disposition: 'attachment' | 'inline';
}

export interface CalendarContext {
  tenant: Tenant;
  locale: Locale;
}

/** The tenant and language of the route, re-checked like pages do; null → 404. */
export function resolveCalendarContext(params: { tenant: string; locale: string }): CalendarContext | null {
  const tenant = getTenantByKey(params.tenant);
  if (!tenant || !isLocale(params.locale) || !tenant.languages.includes(params.locale)) return null;
  return { tenant, locale: params.locale };
}

const language = (locale: Locale) => LOCALE_META[locale].iso;

/** One session: `/agenda/{slug}/calendario.ics`. null when the slug is unknown. */
export async function sessionCalendar(tenant: Tenant, locale: Locale, slug: string, stamp: Date): Promise<CalendarFile | null> {
  const [session, venues, tracks, t] = await Promise.all([
    getCachedConference(tenant.key, locale, slug),
    getCachedVenues(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getTranslations({ locale, namespace: 'Calendar' }),
  ]);
  if (!session) return null;
  const event = conferenceEvent(session, {
    tenantKey: tenant.key,
    venues,
    url: absoluteUrl(tenant, locale, href('session', { slug: session.slug })),
    speakersLine: (names) => t('speakers', { names: names.join(', ') }),
    trackName: (id) => tracks.find((tr) => tr.id === id)?.name,
  });
  return {
    body: buildCalendar([event], { name: session.title, timeZone: tenant.timeZone, stamp, language: language(locale) }),
    filename: calendarFilename(session.slug),
    disposition: 'attachment',
  };
}

/** The whole event, one entry per day: `/calendario.ics`. */
export async function eventCalendar(tenant: Tenant, locale: Locale, stamp: Date): Promise<CalendarFile> {
  const [general, schedule, venues, t] = await Promise.all([
    getCachedGeneralData(tenant.key, locale),
    getCachedSchedule(tenant.key, locale),
    getCachedVenues(tenant.key, locale),
    getTranslations({ locale, namespace: 'Calendar' }),
  ]);
  const events = eventDays(general, schedule, {
    tenantKey: tenant.key,
    venues,
    url: absoluteUrl(tenant, locale, href('agenda')),
    dayTitle: (event, day, days) => t('dayTitle', { event, day, days }),
  });
  return {
    body: buildCalendar(events, { name: general.eventName, timeZone: tenant.timeZone, stamp, language: language(locale) }),
    filename: calendarFilename(tenant.key),
    disposition: 'attachment',
  };
}

/** How often subscribers should fetch the feed again. */
export const FEED_REFRESH_MINUTES = 60;

/** Every session of the current edition but the breaks, as a subscribable feed: `/agenda.ics`. */
export async function agendaFeed(tenant: Tenant, locale: Locale, stamp: Date): Promise<CalendarFile> {
  const [general, schedule, venues, tracks, t] = await Promise.all([
    getCachedGeneralData(tenant.key, locale),
    getCachedSchedule(tenant.key, locale),
    getCachedVenues(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getTranslations({ locale, namespace: 'Calendar' }),
  ]);
  const events = schedule
    .flatMap((day) => day.conferences)
    .filter((c) => c.format !== 'break')
    .map((c) =>
      conferenceEvent(c, {
        tenantKey: tenant.key,
        venues,
        url: absoluteUrl(tenant, locale, href('session', { slug: c.slug })),
        speakersLine: (names) => t('speakers', { names: names.join(', ') }),
        trackName: (id) => tracks.find((tr) => tr.id === id)?.name,
      }),
    );
  return {
    body: buildCalendar(events, {
      name: t('feedName', { event: general.eventName }),
      description: t('feedDescription', { event: general.eventName }),
      timeZone: tenant.timeZone,
      stamp,
      refreshMinutes: FEED_REFRESH_MINUTES,
      language: language(locale),
    }),
    filename: calendarFilename(`${tenant.key}-agenda-${locale}`),
    disposition: 'inline',
  };
}

export function calendarResponse(file: CalendarFile | null): Response {
  if (!file) {
    return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${file.disposition}; filename="${file.filename}"`,
    },
  });
}

/**
 * The GET handler of a calendar route: the tenant and language re-checked (404 otherwise), the
 * file rendered with now as its stamp (null → 404), answered by `calendarResponse`. `params`
 * carries the route's other segments (the session's slug).
 */
export function calendarRoute<P extends { tenant: string; locale: string }>(
  file: (context: CalendarContext, params: P, stamp: Date) => Promise<CalendarFile | null>,
) {
  return async (_request: Request, { params }: { params: Promise<P> }): Promise<Response> => {
    const values = await params;
    const context = resolveCalendarContext(values);
    if (!context) return calendarResponse(null);
    return calendarResponse(await file(context, values, new Date()));
  };
}
