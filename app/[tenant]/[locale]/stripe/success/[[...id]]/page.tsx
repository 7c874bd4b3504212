import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { confirmPayment } from '@/lib/api/payments';
import { returnTarget } from '@/lib/purchase/return';
import { customerApi, purchasePaths } from '@/lib/purchase/server';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

// Private and never cached: it settles the customer's payment.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<TenantParams & { id?: string[] }> };

/**
 * `/stripe/success/{id}`: where the card checkout sends the buyer back after paying. The API
 * confirms the payment (POST /confirm-payment, idempotent: a reload, the back button or a second
 * tab get the same order, never a second one) and the buyer goes on to the ok page of the order,
 * or to the ko page with what happened. The webhook settles it too, so a buyer who closed the tab
 * still has the ticket.
 */
export default async function StripeSuccessPage({ params }: Props) {
  const { tenant, locale, id } = await resolvePageContext(params);
  const paths = purchasePaths(locale);
  const sessionId = id?.[0] ? decodeURIComponent(id[0]) : null;
  const { api } = await customerApi(tenant, locale, sessionId ? `${paths.success}/${encodeURIComponent(sessionId)}` : paths.success);
  redirect(await returnTarget((s) => confirmPayment(api, s), sessionId, paths));
}
