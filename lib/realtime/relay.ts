import type { ApiTransport } from '@/lib/api/transport';
import { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { channelAuthSchema, type ChannelAuth } from '@/lib/api/schemas/realtime';
import type { RealtimeAuthOutcome } from '@/lib/observability/metrics';

/**
 * The portal's side of a realtime channel authorisation: the browser asks its own
 * site (`POST /broadcasting/auth`, app/[tenant]/broadcasting/auth/route.ts), and the portal asks
 * the API with the visitor's token from the `auth` cookie, as docs/product.md#calls says. The portal therefore
 * sees every authorisation and counts it by tenant and outcome in /metrics; the browser never
 * sends the token or the tenant's token itself (the host names the tenant, as for every page).
 *
 * A cross-site caller is refused before anything else: the cookie would go with a form or a
 * `no-cors` request from another site, so only a same-origin request (Sec-Fetch-Site, else
 * Origin) with a JSON body is answered.
 */

/** What pusher-js sends: the socket (`123.456`) and the channel it wants. */
export const channelAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/),
  channel_name: z.string().min(1).max(200).regex(/^[A-Za-z0-9_\-=@,.;]+$/),
});

export interface RelayRequest {
  /** The visitor's token (the `auth` cookie), or null. */
  token: string | null;
  /** Sec-Fetch-Site, Origin, Host and Content-Type as the request came. */
  fetchSite: string | null;
  origin: string | null;
  host: string | null;
  contentType: string | null;
  /** The request's body, read only when the caller may be answered. */
  readBody: () => Promise<string>;
}

export interface RelayAnswer {
  status: number;
  body: ChannelAuth | { message: string };
  outcome: RealtimeAuthOutcome;
}

function sameOrigin(request: RelayRequest): boolean {
  if (request.fetchSite) return request.fetchSite === 'same-origin';
  if (!request.origin) return true; // a same-origin request without fetch metadata (older browsers)
  try {
    return new URL(request.origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Answers one channel authorisation. `apiFor(token)` is the tenant's server API client with that
 * bearer token (lib/api/server.ts: the call is counted by resource and timed per tenant too).
 */
export async function relayChannelAuth(request: RelayRequest, apiFor: (token: string) => ApiTransport): Promise<RelayAnswer> {
  if (!sameOrigin(request)) return { status: 403, body: { message: 'Cross-site request refused' }, outcome: 'refused' };
  if (!request.contentType?.toLowerCase().startsWith('application/json')) {
    return { status: 415, body: { message: 'Send JSON' }, outcome: 'refused' };
  }
  let parsed: z.infer<typeof channelAuthRequestSchema>;
  try {
    parsed = channelAuthRequestSchema.parse(JSON.parse(await request.readBody()));
  } catch {
    return { status: 400, body: { message: 'socket_id and channel_name expected' }, outcome: 'refused' };
  }
  if (!request.token) return { status: 403, body: { message: 'Not signed in' }, outcome: 'signed_out' };
  try {
    const { data } = await apiFor(request.token).post('/broadcasting/auth', parsed);
    const auth = channelAuthSchema.safeParse(data);
    if (!auth.success) return { status: 502, body: { message: 'The API answered no channel signature' }, outcome: 'failed' };
    return { status: 200, body: auth.data, outcome: 'ok' };
  } catch (error) {
    if (isApiError(error) && error.code === 'forbidden') return { status: 403, body: { message: 'Forbidden' }, outcome: 'forbidden' };
    if (isApiError(error) && error.code === 'maintenance') return { status: 503, body: { message: 'Maintenance' }, outcome: 'failed' };
    return { status: 502, body: { message: 'The API could not authorise the channel' }, outcome: 'failed' };
  }
}
