import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pickClientMessages } from '@/lib/i18n/client-namespaces';
import { CancelPendingAndChoose } from '@/components/purchase/CancelOrder';
import { KoView, TwiceView } from '@/components/purchase/Outcome';
import { isNotFound } from '@/lib/api/errors';
import { getOrder } from '@/lib/api/orders';
import type { Order } from '@/lib/api/schemas';
import { isTwice, parseErrorQuery } from '@/lib/purchase/outcome';
import { loginPathFor } from '@/lib/api/private';
import { customerApi, purchasePaths } from '@/lib/purchase/server';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: one customer's order; rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<TenantParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'purchase' });
  const { key } = parseErrorQuery(await searchParams);
  return { title: isTwice(key) ? t('twice.title') : t('ko.title'), robots: { index: false, follow: false } };
}

/**
 * `/error?reason=…&order=…`: the purchase's ko page (docs/product.md#routes): what happened, in docs/product.md#errors's words,
 * and a retry keeping the choice; `reason=already_bought` is the twice page. (A route folder
 * named `error`, beside the segment's error.tsx boundary: Next tells them apart.)
 */
export default async function PurchaseErrorPage({ params, searchParams }: Props) {
  const { tenant, locale } = await resolvePageContext(params);
  const paths = purchasePaths(locale);
  const { key, orderId } = parseErrorQuery(await searchParams);
  if (isTwice(key)) return <TwiceView locale={locale} paths={paths} />;
  const here = `${paths.error}?reason=${key.slice('purchase.'.length)}${orderId ? `&order=${orderId}` : ''}`;
  const { api } = await customerApi(tenant, locale, here);
  // A refused token: signing in again leads back to the purchase (the order cannot be read now).
  if (key === 'purchase.login_required') return <KoView reason={key} order={null} locale={locale} paths={paths} loginPath={loginPathFor(locale, paths.purchase)} />;
  let order: Order | null = null;
  if (orderId) {
    try {
      order = await getOrder(api, orderId);
    } catch (error) {
      // Someone else's order or none: the page still says what happened, without a retry.
      if (!isNotFound(error)) throw error;
    }
  }
  // A pending order can be cancelled from here (a client leaf with the orders texts).
  return (
    <NextIntlClientProvider messages={pickClientMessages(await getMessages(), ['orders'])}>
      <KoView
        reason={key}
        order={order}
        locale={locale}
        paths={paths}
        loginPath={loginPathFor(locale, paths.purchase)}
        cancel={order ? <CancelPendingAndChoose order={{ id: order.id, reference: order.reference, ticket: order.ticket.name }} purchasePath={paths.purchase} /> : null}
      />
    </NextIntlClientProvider>
  );
}
