'use client';

import { useRef } from 'react';
import { CUSTOMER_UPDATED, customerChannel, customerUpdatedSchema, type CustomerUpdated } from '@/lib/api/schemas/realtime';
import { useChannel, useRealtime } from './react';

/**
 * Runs `onUpdated` when the signed-in customer's data changed elsewhere (another tab or device:
 * `customer.updated` on their private channel), and with null after a reconnection, when an
 * update may have been missed: either way the caller reads the customer again, so nothing is lost.
 */
export function useCustomerUpdates(customerId: number | null | undefined, onUpdated: (event: CustomerUpdated | null) => void): void {
  const client = useRealtime();
  const subscriptions = useRef(0);
  const name = client && customerId != null ? customerChannel(client.tenantKey, customerId) : null;
  useChannel(name, {
    [CUSTOMER_UPDATED]: (data) => {
      const event = customerUpdatedSchema.safeParse(data);
      onUpdated(event.success ? event.data : null);
    },
    'pusher:subscription_succeeded': () => {
      if (subscriptions.current++ > 0) onUpdated(null);
    },
  });
}
