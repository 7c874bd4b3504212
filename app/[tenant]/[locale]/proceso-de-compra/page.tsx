import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SessionEnded } from '@/components/account/SessionEnded';
import { CancelPendingAndChoose } from '@/components/purchase/CancelOrder';
import { KoView, TwiceView } from '@/components/purchase/Outcome';
import { PurchaseFlow } from '@/components/purchase/PurchaseFlow';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { isApiError } from '@/lib/api/errors';
import { getCustomerIndexInfo } from '@/lib/api/account';
import { getCustomerOrders, getTickets } from '@/lib/api/orders';
import { getPaymentTypes } from '@/lib/api/payments';
import { PURCHASE_NAMESPACES, pickClientMessages } from '@/lib/i18n/client-namespaces';
import { LOCALE_META } from '@/lib/i18n/locales';
import { priceTexts } from '@/lib/purchase/prices';
import { offeredRights } from '@/lib/tickets/rights';
import { customerApi, purchasePaths } from '@/lib/purchase/server';
import { getStripePublishableKey } from '@/lib/purchase/stripe';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: the customer's orders decide what this page shows; rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'purchase' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/proceso-de-compra` (login and ticket guards in the middleware). What the tenant sells and
 * its payment methods come from the API with the customer's orders: an account that already
 * holds a ticket sees the twice page (docs/product.md#routes) unless a fuller ticket upgrades it (then only
 * those are offered), one whose bank transfer awaits the organiser sees that order; everyone
 * else goes through the steps (components/purchase/PurchaseFlow).
 */
export default async function PurchasePage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const paths = purchasePaths(locale);
  const { api, loginPath } = await customerApi(tenant, locale, paths.purchase);
  let data;
  try {
    const [tickets, paymentTypes, orders, given] = await Promise.all([
      getTickets(api),
      getPaymentTypes(api),
      getCustomerOrders(api),
      // A ticket held without an order (an invitation, the organiser): customer-index-info says
      // so. An API that cannot answer it leaves the orders to decide, as before.
      getCustomerIndexInfo(api).then(
        (info) => info.ticket ?? null,
        () => null,
      ),
    ]);
    data = { tickets, paymentTypes, orders, given };
  } catch (error) {
    // A refused token (expired, signed out elsewhere): forget it and sign in again, coming back here.
    if (isApiError(error) && error.status === 403) {
      return (
        <NextIntlClientProvider messages={pickClientMessages(await getMessages(), ['Account'])}>
          <SessionEnded loginPath={loginPath} />
        </NextIntlClientProvider>
      );
    }
    throw error;
  }

  const held = data.orders.find((o) => o.status === 'paid');
  // A held ticket that a fuller one upgrades (the API says which: upgradesTicketId) is not a dead
  // end: the page offers those tickets only; buying one replaces the held ticket.
  const upgrades = data.tickets.filter((ticket) => ticket.upgradesTicketId != null);
  const heldName = held?.ticket.name ?? data.given?.name ?? null;
  if (held && upgrades.length === 0) return <TwiceView locale={locale} paths={paths} />;
  if (data.given && upgrades.length === 0) return <TwiceView locale={locale} paths={paths} bought={false} />;
  const transfer = data.orders.find((o) => o.status === 'pending' && o.paymentType?.kind === 'transfer');
  if (transfer) {
    // The pending order's page can cancel it (a client leaf with the orders texts).
    return (
      <NextIntlClientProvider messages={pickClientMessages(await getMessages(), ['orders'])}>
        <KoView
          reason="purchase.pending"
          order={transfer}
          locale={locale}
          paths={paths}
          loginPath={loginPath}
          cancel={<CancelPendingAndChoose order={{ id: transfer.id, reference: transfer.reference, ticket: transfer.ticket.name }} purchasePath={paths.purchase} />}
        />
      </NextIntlClientProvider>
    );
  }
  const upgrading = !!(held || data.given);

  const iso = LOCALE_META[locale].iso;
  const t = await getTranslations({ locale, namespace: 'purchase' });
  return (
    <NextIntlClientProvider messages={pickClientMessages(await getMessages(), PURCHASE_NAMESPACES)}>
      <Page>
        <PageHeader
          title={upgrading ? t('upgrade.title') : t('title')}
          lead={upgrading && heldName ? t('upgrade.lead', { ticket: heldName }) : t('lead')}
        />
        <PurchaseFlow
          tenantKey={tenant.key}
          tickets={(upgrading ? upgrades : data.tickets).map((ticket) => ({ ...ticket, prices: priceTexts(ticket, iso) }))}
          offered={offeredRights(data.tickets)}
          paymentTypes={data.paymentTypes}
          stripeKey={getStripePublishableKey()}
          paths={{ ok: paths.ok, error: paths.error, success: paths.success, cancel: paths.cancel, login: loginPath }}
        />
      </Page>
    </NextIntlClientProvider>
  );
}
