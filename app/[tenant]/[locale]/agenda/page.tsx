import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgendaBrowser } from '@/components/agenda/AgendaBrowser';
import { AgendaCalendarLinks } from '@/components/agenda/AgendaCalendarLinks';
import { buildAgendaDays } from '@/components/agenda/agenda-data';
import { zoneName } from '@/lib/i18n/format';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { getCachedSchedule, getCachedScheduleTags, getCachedTracks } from '@/lib/api/public/schedule';
import { LOCALE_META } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AGENDA_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const [general, t] = await Promise.all([getCachedGeneralData(tenant.key, locale), getTranslations('Agenda')]);
  return pageMetadata(tenant, locale, href('agenda'), { title: t('title'), description: t('description', { event: general.eventName }) });
}

/**
 * `/agenda`: the current edition's schedule by day, every venue, breaks included. Rendered
 * once per tenant and language; the filters (`?tag=`, `?track=`, `?q=`) and the venue are
 * applied in the browser by AgendaBrowser.
 */
export default async function AgendaPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [general, schedule, tags, tracks, venues, t] = await Promise.all([
    getCachedGeneralData(tenant.key, locale),
    getCachedSchedule(tenant.key, locale),
    getCachedScheduleTags(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getCachedVenues(tenant.key, locale),
    getTranslations('Agenda'),
  ]);
  const iso = LOCALE_META[locale].iso;
  const days = buildAgendaDays(schedule, { iso, tracks, timeZone: tenant.timeZone });
  const at = schedule.find((d) => d.conferences.length > 0)?.conferences[0]?.startsAt ?? general.startsAt;

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: general.eventName })}>
        <Notice tone="quiet">{t('timesIn', { zone: zoneName(at, iso, 'longGeneric', tenant.timeZone), timeZone: tenant.timeZone })}</Notice>
      </PageHeader>
      {days.some((d) => d.sessions.length > 0) ? (
        <>
          <ClientMessages locale={locale} namespaces={AGENDA_NAMESPACES}>
            <AgendaBrowser
              days={days}
              tags={tags.map(({ slug, name }) => ({ slug, name }))}
              tracks={tracks.map(({ slug, name, color }) => ({ slug, name, color }))}
              venues={venues}
            />
          </ClientMessages>
          <AgendaCalendarLinks tenant={tenant} locale={locale} />
        </>
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </Page>
  );
}
