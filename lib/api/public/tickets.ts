import { cache } from 'react';
import type { Locale } from '@/lib/tenants/schema';
import { getTickets } from '../orders';
import type { Ticket } from '../schemas';
import { serverApi } from '../server';
import { readCached } from './read-cached';

/**
 * The ticket types the tenant sells, as anyone sees them (no token: no `upgradesTicketId`): the
 * public tickets page. `[]` where nothing is sold.
 */
export const getCachedTickets = cache(
  (tenantKey: string, locale: Locale): Promise<Ticket[]> =>
    readCached(tenantKey, locale, ['tickets'], (tenant) => getTickets(serverApi(tenant, locale))),
);
