import { PURCHASE_ERROR_KEYS, type PurchaseErrorKey } from '@/lib/api/schemas';

/**
 * The ko page's query (`/error?reason=declined&order=12`): what went wrong, as one of the
 * purchase keys without its `purchase.` prefix, and the order it happened to (to offer a retry
 * with the same choice). Anything else in `reason` reads as the generic purchase failure.
 *
 *   errorQuery('purchase.declined', 12) → 'reason=declined&order=12'
 *   parseErrorQuery({ reason: 'declined', order: '12' }) → { key: 'purchase.declined', orderId: 12 }
 *   parseErrorQuery({ reason: '<script>' }) → { key: 'purchase.failed', orderId: null }
 */

const PREFIX = 'purchase.';

export function errorQuery(key: PurchaseErrorKey, orderId?: number | null): string {
  const q = new URLSearchParams({ reason: key.slice(PREFIX.length) });
  if (orderId) q.set('order', String(orderId));
  return q.toString();
}

type QueryLike = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export function orderIdOf(raw: string | string[] | undefined): number | null {
  const v = first(raw);
  return v !== null && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : null;
}

export function parseErrorQuery(query: QueryLike): { key: PurchaseErrorKey; orderId: number | null } {
  const reason = `${PREFIX}${first(query.reason) ?? ''}`;
  const key = (PURCHASE_ERROR_KEYS as readonly string[]).includes(reason) ? (reason as PurchaseErrorKey) : 'purchase.failed';
  return { key, orderId: orderIdOf(query.order) };
}

/** The ko page says "twice" (docs/product.md#routes: already bought, a new account is needed) for this key. */
export const isTwice = (key: PurchaseErrorKey) => key === 'purchase.already_bought';

/**
 * Failures after which trying again with the same choice makes sense (the card was declined, the
 * buyer cancelled, the connection failed); the others need something else first (sign in,
 * wait for the transfer, a new account).
 */
export function canRetry(key: PurchaseErrorKey): boolean {
  return !['purchase.already_bought', 'purchase.pending', 'purchase.login_required'].includes(key);
}
