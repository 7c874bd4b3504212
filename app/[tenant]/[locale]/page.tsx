import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BlogBlock } from '@/components/blog/HomeBlogBlock';
import { FeaturedBlock, TodayBlock, UpcomingBlock } from '@/components/conferences/HomeBlocks';
import { HeroAccountLink } from '@/components/conferences/HeroAccountLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { Fact, Facts } from '@/components/ui/Facts';
import { SpeakersBlock } from '@/components/speakers/HomeSpeakersBlock';
import { SponsorsBlock } from '@/components/sponsors/HomeSponsorsBlock';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { Link } from '@/lib/i18n/navigation';
import { zoneName } from '@/lib/i18n/format';
import { LOCALE_META } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { eventJsonLd } from '@/lib/seo/jsonld';
import { eventOver } from '@/lib/ui/hero-cta';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import styles from './home.module.css';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CONFERENCE_LIST_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const general = await getCachedGeneralData(tenant.key, locale);
  return pageMetadata(tenant, locale, '/', { description: general.description, image: tenant.logo });
}

/**
 * Home (docs/product.md#routes): the event, then the today, featured, upcoming, speakers, blog and sponsors
 * blocks — each renders nothing when it has no content.
 */
export default async function HomePage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [general, venues] = await Promise.all([getCachedGeneralData(tenant.key, locale), getCachedVenues(tenant.key, locale)]);
  const t = await getTranslations('Home');
  const format = await getFormatter();
  const day = { dateStyle: 'long', timeZone: tenant.timeZone } as const;
  const blockProps = { tenantKey: tenant.key, locale };

  return (
    <>
      <JsonLd data={eventJsonLd(tenant, locale, general, venues)} />
      <div className={styles.hero} data-surface="hero">
        <div className="container">
          <h1 className={styles.title}>{general.eventName}</h1>
          <p className={styles.lead}>{general.description}</p>
          <Facts variant="inline" className={styles.facts}>
            <Fact term={t('when')}>
              {format.dateTimeRange(new Date(general.startsAt), new Date(general.endsAt), day)}{' '}
              <small className={styles.zone}>
                {t('timeZone', { zone: zoneName(general.startsAt, LOCALE_META[locale].iso, 'longGeneric', tenant.timeZone) })}
              </small>
            </Fact>
            {venues.length > 0 ? <Fact term={t('where')}>{format.list(venues.map((v) => v.name))}</Fact> : null}
          </Facts>
          <p className={styles.actions}>
            <Link href={href('agenda')} className="button">
              {t('viewAgenda')}
            </Link>
            <Link href={href('speakers')} className="button button-secondary">
              {t('speakers')}
            </Link>
            {/* Sign-up for anonymous visitors while the event is not over; "my activities" for
                someone signed in — the browser decides (the home is cached for everyone). */}
            <HeroAccountLink
              endsAt={general.endsAt}
              signUp={tenant.features.includes('register') && !eventOver(general.endsAt) ? { href: href('register'), label: t('signUp') } : null}
              myActivities={tenant.features.includes('user_profile') ? { href: `${href('user')}#mis-actividades`, label: t('myActivities') } : null}
              className="button button-secondary"
            />
          </p>
        </div>
      </div>
      <ClientMessages locale={locale} namespaces={CONFERENCE_LIST_NAMESPACES}>
        <div className={styles.blocks}>
          <TodayBlock {...blockProps} />
          <FeaturedBlock {...blockProps} />
          <UpcomingBlock {...blockProps} />
          <SpeakersBlock {...blockProps} />
          <BlogBlock {...blockProps} />
          <SponsorsBlock {...blockProps} />
        </div>
      </ClientMessages>
    </>
  );
}
