import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { confirmPayment } from '@/lib/api/payments';
import { returnTarget } from '@/lib/purchase/return';
import { customerApi, purchasePaths } from '@/lib/purchase/server';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private and never cached: it reads the state of the customer's payment.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<TenantParams & { id?: string[] }> };

/**
 * `/stripe/cancel/{id}`: where the card checkout sends the buyer back without a payment (cancelled,
 * or the card declined). The API says which (POST /confirm-payment answers purchase.cancelled or
 * purchase.declined, or the order if it was paid after all, in another tab) and the buyer goes
 * on to the ko page with that message and a retry keeping the choice, or to the ok page.
 */
export default async function StripeCancelPage({ params }: Props) {
  const { tenant, locale, id } = await resolvePageContext(params);
  const paths = purchasePaths(locale);
  const sessionId = id?.[0] ? decodeURIComponent(id[0]) : null;
  const { api } = await customerApi(tenant, locale, sessionId ? `${paths.cancel}/${encodeURIComponent(sessionId)}` : paths.cancel);
  redirect(await returnTarget((s) => confirmPayment(api, s), sessionId, paths));
}
