import { useTranslations } from 'next-intl';
import { AGENDA_FEED_PATH, EVENT_CALENDAR_PATH, webcalUrl } from '@/lib/calendar/paths';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/urls';
import type { Tenant } from '@/lib/tenants/schema';
import styles from './Agenda.module.css';

/**
 * "Add the event to my calendar" (an .ics file) and "Subscribe to the agenda" (a feed per
 * tenant and language that calendar apps keep up to date). Plain links: they are files.
 */
export function AgendaCalendarLinks({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const t = useTranslations('Agenda');
  const feed = absoluteUrl(tenant, locale, AGENDA_FEED_PATH);
  return (
    <section className={styles.calendar} aria-labelledby="agenda-calendar">
      <h2 id="agenda-calendar" className={styles.calendarTitle}>
        {t('calendarTitle')}
      </h2>
      <p>
        <a href={localizePath(locale, EVENT_CALENDAR_PATH)} className="button button-secondary" download>
          {t('addEvent')}
        </a>
      </p>
      <p>
        <a href={webcalUrl(feed)} className="button button-secondary">
          {t('subscribe')}
        </a>
      </p>
      <details className={styles.subscribe}>
        <summary>{t('subscribeHow')}</summary>
        <p>{t('subscribeHint')}</p>
        <code className={styles.feedUrl}>{feed}</code>
      </details>
    </section>
  );
}
