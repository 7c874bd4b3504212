import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCachedCmsPage } from '@/lib/api/public';
import { AgendaCalendarLinks } from '@/components/agenda/AgendaCalendarLinks';
import styles from '@/components/content/ContentPage.module.css';
import { CookieSettingsButton } from '@/components/content/CookieSettingsButton';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type SlugParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CONTENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export function generateStaticParams(): SlugParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SlugParams> }): Promise<Metadata> {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const page = await getCachedCmsPage(tenant.key, locale, slug);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!page) notFound();
  return pageMetadata(tenant, locale, `/${slug}`, { title: page.title, description: page.description });
}

/** The cookie policy carries a button that reopens the consent dialog (docs/product.md#routes). */
const COOKIE_POLICY_SLUG = 'politica-de-cookies';
/** The thanks page offers the event for the visitor's calendar (docs/product.md#routes). */
const THANKS_SLUG = 'gracias';

/** `/{slug}`: a CMS content page, or a real 404. */
export default async function ContentPage({ params }: { params: Promise<SlugParams> }) {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const page = await getCachedCmsPage(tenant.key, locale, slug);
  if (!page) notFound();
  const t = await getTranslations('ContentPage');
  const format = await getFormatter();

  return (
    <Page as="article" width="text">
      <PageHeader title={page.title} />
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(page.content) }} />
      {slug === COOKIE_POLICY_SLUG ? (
        <ClientMessages locale={locale} namespaces={CONTENT_NAMESPACES}>
          <CookieSettingsButton consentServiceId={tenant.cookiebotId} chatWidget={tenant.chatWidget !== null} tagManager={tenant.gtmId !== null} />
        </ClientMessages>
      ) : null}
      {slug === THANKS_SLUG ? <AgendaCalendarLinks tenant={tenant} locale={locale} /> : null}
      <Notice tone="quiet" className={styles.updated}>
        {t('updated', { date: format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' }) })}
      </Notice>
    </Page>
  );
}
