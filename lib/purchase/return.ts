import { isApiError } from '@/lib/api/errors';
import { purchaseErrorKey, purchaseErrorOf } from '@/lib/api/purchase-errors';
import type { Order, PurchaseErrorKey } from '@/lib/api/schemas';
import { errorQuery } from './outcome';

/**
 * Where the card checkout's return pages send the buyer (/stripe/success/{id} and
 * /stripe/cancel/{id}): both ask the API what became of the session (POST /confirm-payment,
 * idempotent: a reload, the back button or a second tab get the same answer) and go on to
 * the ok page of the paid order or to the ko page with what happened. The cancel page asks too:
 * the API knows whether the buyer cancelled, the card was declined, or the payment went through
 * after all (paid in another tab).
 *
 *   paid                        → /ok?order=12
 *   402 purchase.declined        → /error?reason=declined&order=12
 *   409 purchase.already_bought  → /error?reason=already_bought&order=9 (the twice page)
 *   no answer, 5xx, unknown id   → /error?reason=failed
 */
export interface OutcomePaths {
  /** the ok page's localised path (`/en/ok`) */
  ok: string;
  /** the ko page's localised path (`/en/error`) */
  error: string;
}

export async function returnTarget(confirm: (sessionId: string) => Promise<Order>, sessionId: string | null, paths: OutcomePaths): Promise<string> {
  if (!sessionId) return `${paths.error}?${errorQuery('purchase.failed')}`;
  try {
    const order = await confirm(sessionId);
    return `${paths.ok}?order=${order.id}`;
  } catch (error) {
    const key: PurchaseErrorKey = isApiError(error) && error.status === 403 ? 'purchase.login_required' : purchaseErrorKey(error);
    return `${paths.error}?${errorQuery(key, purchaseErrorOf(error)?.orderId)}`;
  }
}
