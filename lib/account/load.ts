import type { ApiTransport } from '@/lib/api/transport';
import { getCustomer, getCustomerExtra, getCustomerGenres, getCustomerStructure, getCustomerTypes } from '@/lib/api/profile';
import { getCustomerConferences, getCustomerIndexInfo } from '@/lib/api/account';
import { getCustomerOrders } from '@/lib/api/orders';
import { isApiError } from '@/lib/api/errors';
import type {
  Customer,
  CustomerConferences,
  CustomerExtra,
  CustomerIndexInfo,
  CustomerOption,
  CustomerStructure,
  Order,
} from '@/lib/api/schemas';

/**
 * Everything the private area shows, read with the customer's token for one request (never
 * cached: docs/architecture.md#private-pages). The customer itself must load; every other part may fail
 * on its own and its section then says so, so that one broken endpoint does not hide the rest.
 */
export type AccountData =
  | { kind: 'forbidden' }
  | {
      kind: 'ok';
      customer: Customer;
      structure: CustomerStructure | null;
      types: CustomerOption[] | null;
      genres: CustomerOption[] | null;
      info: CustomerIndexInfo | null;
      conferences: CustomerConferences | null;
      extra: CustomerExtra | null;
      /** GET /orders/customer, read only where the tenant requires tickets ([] elsewhere) */
      orders: Order[] | null;
    };

const forbidden = (error: unknown) => isApiError(error) && error.code === 'forbidden';

export async function loadAccount(api: ApiTransport, options: { tickets?: boolean } = {}): Promise<AccountData> {
  const [customer, structure, types, genres, info, conferences, extra, orders] = await Promise.allSettled([
    getCustomer(api),
    getCustomerStructure(api),
    getCustomerTypes(api),
    getCustomerGenres(api),
    getCustomerIndexInfo(api),
    getCustomerConferences(api),
    getCustomerExtra(api),
    options.tickets ? getCustomerOrders(api) : Promise.resolve([]),
  ]);
  if (customer.status === 'rejected') {
    if (forbidden(customer.reason)) return { kind: 'forbidden' };
    throw customer.reason;
  }
  const parts = [structure, types, genres, info, conferences, extra, orders];
  for (const part of parts) {
    if (part.status === 'rejected') {
      if (forbidden(part.reason)) return { kind: 'forbidden' };
      console.warn('[account] a part of the private area could not be loaded:', describe(part.reason));
    }
  }
  const value = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null);
  return {
    kind: 'ok',
    customer: customer.value,
    structure: value(structure),
    types: value(types),
    genres: value(genres),
    info: value(info),
    conferences: value(conferences),
    extra: value(extra),
    orders: value(orders),
  };
}

/** A short line for the log: never the request (it carries the bearer token). */
function describe(error: unknown): string {
  if (isApiError(error)) return `${error.code} ${error.status ?? ''} ${error.message}`.trim();
  return error instanceof Error ? error.message : String(error);
}
