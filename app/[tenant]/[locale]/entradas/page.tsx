import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/TicketList';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedTickets } from '@/lib/api/public/tickets';
import { localizePath } from '@/lib/i18n/detect';
import { LOCALE_META } from '@/lib/i18n/locales';
import { flowQuery } from '@/lib/purchase/flow';
import { priceTexts } from '@/lib/purchase/prices';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  return pageMetadata(tenant, locale, href('tickets'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/**
 * `/entradas` (ticket guard: tenants that sell tickets): every ticket type for anyone to compare,
 * the same bytes for every visitor (cached per tenant and language, no client code). Choosing one
 * opens the purchase at the step after the ticket with it chosen; an anonymous visitor signs in
 * first and comes back to it (the login guard keeps the query).
 */
export default async function TicketsPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const tickets = await getCachedTickets(tenant.key, locale);
  const t = await getTranslations('Tickets');
  const iso = LOCALE_META[locale].iso;
  const purchase = localizePath(locale, href('purchase'));
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: tenant.name })} />
      {tickets.length === 0 ? (
        <EmptyState>{t('none')}</EmptyState>
      ) : (
        <>
          <Notice tone="info">{t('signInNote')}</Notice>
          <TicketList
            tickets={tickets.map((ticket) => ({
              ...ticket,
              prices: priceTexts(ticket, iso),
              buyHref: `${purchase}?${flowQuery({ step: 'payment', ticketId: ticket.id, paymentTypeId: null, accepted: false })}`,
            }))}
          />
        </>
      )}
    </Page>
  );
}
