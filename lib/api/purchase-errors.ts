import { isApiError } from './errors';
import { purchaseErrorSchema, PURCHASE_ERROR_KEYS, type PurchaseError, type PurchaseErrorKey } from './schemas';

/**
 * What a refused purchase call means (not API calls, so apart from ./orders and ./payments,
 * which browser-calls binds to the transport):
 *
 *   purchaseErrorKey(err)                                  → 'purchase.already_bought'
 *   t(`ApiErrors.${PURCHASE_ERROR_MESSAGES[key]}`)         → the docs/product.md#errors message
 */

/** The refusal body of a purchase endpoint (`errors` with a purchase key), or null. */
export function purchaseErrorOf(error: unknown): PurchaseError | null {
  if (!isApiError(error)) return null;
  const parsed = purchaseErrorSchema.safeParse(error.data);
  return parsed.success && Object.keys(parsed.data.errors).length > 0 ? parsed.data : null;
}

const isPurchaseKey = (k: string): k is PurchaseErrorKey => (PURCHASE_ERROR_KEYS as readonly string[]).includes(k);

/**
 * What went wrong with a purchase call, always one key of PURCHASE_ERROR_KEYS: the API's own
 * key, `purchase.login_required` for a 401 without one, and `purchase.failed` for everything
 * else (no answer, timeout, 5xx, a 422 on a field the form cannot fix).
 */
export function purchaseErrorKey(error: unknown): PurchaseErrorKey {
  const body = purchaseErrorOf(error);
  for (const keys of Object.values(body?.errors ?? {})) {
    const key = keys.find(isPurchaseKey);
    if (key) return key;
  }
  if (isApiError(error) && error.status === 401) return 'purchase.login_required';
  return 'purchase.failed';
}

/** The docs/product.md#errors message of each key: a key of the `ApiErrors` catalogue namespace. */
export const PURCHASE_ERROR_MESSAGES = {
  'purchase.login_required': 'purchaseNotLoggedIn',
  'purchase.conditions_required': 'purchaseConditionsRequired',
  'purchase.already_bought': 'ticketAlreadyBought',
  'purchase.pending': 'purchasePending',
  'purchase.free_ticket': 'purchaseFailed',
  'purchase.payment_required': 'purchaseFailed',
  'purchase.declined': 'purchaseDeclined',
  'purchase.cancelled': 'purchaseCancelled',
  'purchase.not_paid': 'purchaseNotPaid',
  'purchase.invalid_transition': 'purchaseFailed',
  'purchase.failed': 'purchaseFailed',
  'purchase.resend_limit': 'resendLimit',
} as const satisfies Record<PurchaseErrorKey, string>;
