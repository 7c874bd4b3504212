/**
 * The Idempotency-Key of a free ticket's order (POST /orders): made once per purchase attempt
 * and kept in sessionStorage, so a double click, a reload of the confirm step or a retry after a
 * lost answer send the same key and get the same order back (200) instead of a second one or an
 * "already bought". Per tab and per ticket; forgotten once the order exists.
 */

const PREFIX = 'ekitaldi.purchase.key.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): a key per page view still covers a double click.
    return null;
  }
}

const memory = new Map<string, string>();

export function purchaseKey(tenantKey: string, ticketId: number, make: () => string = () => crypto.randomUUID()): string {
  const name = `${PREFIX}${tenantKey}.${ticketId}`;
  const store = storage();
  const kept = store ? store.getItem(name) : memory.get(name);
  if (kept) return kept;
  const key = make();
  if (store) store.setItem(name, key);
  else memory.set(name, key);
  return key;
}

export function forgetPurchaseKey(tenantKey: string, ticketId: number): void {
  const name = `${PREFIX}${tenantKey}.${ticketId}`;
  memory.delete(name);
  storage()?.removeItem(name);
}
