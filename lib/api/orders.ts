import type { ApiTransport, TransferProgress } from './transport';
import { binaryRequestConfig } from './transport';
import { parseResponse } from './parse';
import {
  orderListSchema,
  orderSchema,
  ticketListSchema,
  type FreeOrderBody,
  type Order,
  type Ticket,
} from './schemas';

/**
 * Tickets and orders (docs/product.md#calls Orders, `/conferences/tickets`). Card and transfer payments are in
 * ./payments, what a refusal means in ./purchase-errors. Every function keeps the shape `fn(api, ...args)`; client components call them
 * through `orders.*` of ./browser-calls.
 */

/** GET /conferences/tickets — what the tenant sells (public; [] where it sells none). */
export async function getTickets(api: ApiTransport): Promise<Ticket[]> {
  const { data } = await api.get<unknown>('/conferences/tickets');
  return parseResponse(ticketListSchema, data, 'GET /conferences/tickets');
}

/**
 * POST /orders {ticketId, conditionsAccepted} — a FREE ticket: the order comes back paid (201),
 * and the customer holds the ticket. Send an `idempotencyKey` made once per purchase attempt
 * (e.g. crypto.randomUUID() when the confirm step opens): a repeat with the same key (double
 * click, retry after a lost answer) answers the same order (200) instead of already_bought.
 */
export async function createFreeOrder(api: ApiTransport, body: FreeOrderBody, idempotencyKey?: string): Promise<Order> {
  const { data } = await api.post<unknown>('/orders', body, idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined);
  return parseResponse(orderSchema, data, 'POST /orders');
}

/** GET /orders/customer — the signed-in customer's orders, newest first (every state). */
export async function getCustomerOrders(api: ApiTransport): Promise<Order[]> {
  const { data } = await api.get<unknown>('/orders/customer');
  return parseResponse(orderListSchema, data, 'GET /orders/customer');
}

/** GET /orders/{id} — one order of the signed-in customer (another's: 404). */
export async function getOrder(api: ApiTransport, id: number): Promise<Order> {
  const { data } = await api.get<unknown>(`/orders/${encodeURIComponent(String(id))}`);
  return parseResponse(orderSchema, data, `GET /orders/${id}`);
}

/** POST /orders/{id}/cancel — the buyer cancels a pending order (a paid or closed one: 409 purchase.invalid_transition). */
export async function cancelOrder(api: ApiTransport, id: number): Promise<Order> {
  const { data } = await api.post<unknown>(`/orders/${encodeURIComponent(String(id))}/cancel`);
  return parseResponse(orderSchema, data, `POST /orders/${id}/cancel`);
}

/** POST /orders/{id}/resend-confirmation — a paid order's confirmation email again (204; 429 purchase.resend_limit). */
export async function resendConfirmation(api: ApiTransport, id: number): Promise<void> {
  await api.post<unknown>(`/orders/${encodeURIComponent(String(id))}/resend-confirmation`);
}

/** GET /orders/{id}/receipt — the receipt PDF of a paid order (binary, no timeout). */
export async function downloadReceipt(api: ApiTransport, id: number, onProgress?: (e: TransferProgress) => void): Promise<Blob> {
  const { data } = await api.get<Blob>(`/orders/${encodeURIComponent(String(id))}/receipt`, {
    ...binaryRequestConfig('blob'),
    onDownloadProgress: onProgress,
  });
  return data;
}
