import { z } from 'zod';

/**
 * The realtime part of the API contract (SPEC §7 "Realtime"): channel names, event names and
 * payloads, and the answer of `POST /broadcasting/auth`. Every channel name carries the tenant
 * key, so two tenants on one Pusher app never share a channel.
 */

/** The signed-in customer's own channel: only they are authorised to it. */
export function customerChannel(tenantKey: string, customerId: number | string): string {
  return `private-tenant.${tenantKey}.customer.${customerId}`;
}

/** A presence channel of the tenant (any signed-in customer of that tenant may join). */
export function tenantPresenceChannel(tenantKey: string, name: string): string {
  return `presence-tenant.${tenantKey}.${name}`;
}

/** Reads a customer channel name back: `{ tenantKey, customerId }`, or null. */
export function parseCustomerChannel(channel: string): { tenantKey: string; customerId: string } | null {
  const m = channel.match(/^private-tenant\.([a-z0-9-]+)\.customer\.(\d+)$/);
  return m ? { tenantKey: m[1]!, customerId: m[2]! } : null;
}

/** Reads a presence channel name back: the tenant key, or null. */
export function presenceChannelTenant(channel: string): string | null {
  const m = channel.match(/^presence-tenant\.([a-z0-9-]+)\.[A-Za-z0-9_\-=@,.;]+$/);
  return m ? m[1]! : null;
}

export const CUSTOMER_UPDATED = 'customer.updated';

/**
 * `customer.updated` on the customer's channel: something of theirs changed in another tab or
 * device. It says what, not the data (the client fetches the customer with its own token, so
 * nothing personal travels through the socket service).
 */
export const customerUpdatedSchema = z.object({
  reason: z.enum(['profile', 'photo', 'consents', 'registrations']),
  at: z.string(),
});
export type CustomerUpdated = z.infer<typeof customerUpdatedSchema>;

/** `POST /broadcasting/auth` answer: `key:signature` (and the presence member for presence channels). */
export const channelAuthSchema = z.object({
  auth: z.string().regex(/^[^:]+:[0-9a-f]{64}$/),
  channel_data: z.string().optional(),
});
export type ChannelAuth = z.infer<typeof channelAuthSchema>;

/** The member a presence channel shows for a customer. */
export const presenceMemberSchema = z.object({
  user_id: z.string(),
  user_info: z.object({ name: z.string(), photo: z.string().nullable() }),
});
export type PresenceMember = z.infer<typeof presenceMemberSchema>;
