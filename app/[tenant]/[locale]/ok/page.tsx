import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OkView } from '@/components/purchase/Outcome';
import { isNotFound } from '@/lib/api/errors';
import { getCustomerOrders, getOrder } from '@/lib/api/orders';
import type { Order } from '@/lib/api/schemas';
import { errorQuery, orderIdOf } from '@/lib/purchase/outcome';
import { customerApi, purchasePaths } from '@/lib/purchase/server';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private: one customer's order; rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<TenantParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'purchase' });
  return { title: t('ok.title'), robots: { index: false, follow: false } };
}

/**
 * `/ok?order={id}`: the purchase's ok page (docs/product.md#routes), free or paid, or the pending order of a bank
 * transfer with its instructions. The order is read from the API each time (a reload shows what
 * it is now); without an id, the customer's newest order. An order that did not go through
 * belongs on the ko page; no order at all, on the purchase page.
 */
export default async function PurchaseOkPage({ params, searchParams }: Props) {
  const { tenant, locale } = await resolvePageContext(params);
  const paths = purchasePaths(locale);
  const query = await searchParams;
  const id = orderIdOf(query.order);
  const { api } = await customerApi(tenant, locale, id ? `${paths.ok}?order=${id}` : paths.ok);
  let order: Order | undefined;
  try {
    order = id ? await getOrder(api, id) : (await getCustomerOrders(api))[0];
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  if (!order) redirect(paths.purchase);
  if (order.status === 'failed') redirect(`${paths.error}?${errorQuery('purchase.declined', order.id)}`);
  if (order.status === 'cancelled') redirect(`${paths.error}?${errorQuery('purchase.cancelled', order.id)}`);
  return <OkView order={order} locale={locale} paths={paths} />;
}
