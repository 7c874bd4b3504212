import type { FastifyInstance } from 'fastify';
import { CUSTOMER_UPDATED, customerChannel, type CustomerUpdated } from '../../lib/api/schemas/realtime';
import type { Publisher } from './publish';

/** What routes use to speak to the realtime service. */
export interface Realtime {
  /** Signs channel subscriptions (POST /broadcasting/auth); works whether or not events are sent. */
  authorize: Publisher['authorize'];
  /**
   * Publishes without making the API answer wait: a write has succeeded whether or not the
   * socket service is reachable, so a failure is logged, never returned.
   */
  publish(channels: string | string[], event: string, data: unknown): void;
  /** `customer.updated` on the customer's own channel (other tabs and devices refresh). */
  customerUpdated(tenantKey: string, customerId: number, reason: CustomerUpdated['reason']): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** `send: false` (unit tests without a socket server): events are dropped, signing still works. */
export function installRealtime(app: FastifyInstance, publisher: Publisher, send: boolean) {
  const publish: Realtime['publish'] = (channels, event, data) => {
    if (!send) return;
    publisher.publish(channels, event, data).catch((error: unknown) => {
      console.warn(`[demo-api] realtime publish of ${event} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  app.decorate('realtime', {
    authorize: publisher.authorize,
    publish,
    customerUpdated(tenantKey, customerId, reason) {
      publish(customerChannel(tenantKey, customerId), CUSTOMER_UPDATED, { reason, at: new Date().toISOString() } satisfies CustomerUpdated);
    },
  });
}
