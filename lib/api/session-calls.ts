import { browserApi } from './browser';
import { parseResponse } from './parse';
import type { Customer } from './schemas';
import { customerSchema } from './schemas/customer';

/**
 * The session store's two calls (the header's greeting and log-out), with everything they need
 * imported statically: the store loads this module with ONE dynamic import, on its first call, so a
 * page's first load carries neither the transport nor zod. Never a dynamic import inside: the
 * transport is also in the form pages' chunks, and Turbopack's loader for an import nested in a
 * module that several chunk groups share may assume a chunk (zod) that the current page has not
 * loaded ("Module … was instantiated … but the module factory is not available": seen in the
 * clean-clone CI of 7df5346, on the session page of a signed-in attendee).
 */

/** GET /customer — the signed-in customer, checked against the contract. */
export async function getSessionCustomer(): Promise<Customer> {
  const { data } = await browserApi().get<unknown>('/customer');
  return parseResponse(customerSchema, data, 'GET /customer');
}

/** POST /customer/logout — invalidates the bearer token on the API side. */
export async function endSession(): Promise<void> {
  await browserApi().post('/customer/logout');
}
