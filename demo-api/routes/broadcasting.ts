import type { FastifyInstance } from 'fastify';
import { parseCustomerChannel, parseModerationChannel, presenceChannelTenant, type PresenceMember } from '../../lib/api/schemas/realtime';
import { parseCheckinChannel } from '../../lib/api/schemas/checkin-keys';
import { requireCustomer } from '../auth';
import { isObj, str } from '../body';
import type { Deps } from '../deps';
import { forbidden, unprocessable } from '../errors';
import { SOCKET_ID_RE } from '../realtime/protocol';

/**
 * `POST /broadcasting/auth` (Laravel's channel authorisation endpoint, which pusher-js and
 * laravel-echo call): body `socket_id`, `channel_name` (form or JSON), `Authorization: Bearer`
 * and `X-Tenant`. A customer may subscribe to their own channel of this tenant and join this
 * tenant's presence channels, and a moderator a session's moderation channel; anything else is 403 (as is a missing or expired token).
 */
export function broadcastingRoutes(app: FastifyInstance, d: Deps) {
  app.post('/broadcasting/auth', async (req) => {
    const body = isObj(req.body) ? req.body : {};
    const socketId = str(body.socket_id)?.trim() ?? '';
    const channel = str(body.channel_name)?.trim() ?? '';
    const errors: Record<string, string[]> = {};
    if (!socketId) errors.socket_id = ['validation.required'];
    else if (!SOCKET_ID_RE.test(socketId)) errors.socket_id = ['validation.format'];
    if (!channel) errors.channel_name = ['validation.required'];
    if (Object.keys(errors).length) throw unprocessable(errors);

    const customer = requireCustomer(d, req);
    const own = parseCustomerChannel(channel);
    if (own) {
      if (own.tenantKey !== req.tenant.key || own.customerId !== String(customer.id)) throw forbidden();
      return app.realtime.authorize(socketId, channel);
    }
    // A session's moderation queue: moderators (the organiser) of this tenant only.
    const moderation = parseModerationChannel(channel);
    if (moderation) {
      if (moderation.tenantKey !== req.tenant.key || customer.is_moderator !== 1) throw forbidden();
      return app.realtime.authorize(socketId, channel);
    }
    // The door lists' scans and counts: moderators of this tenant only.
    const checkin = parseCheckinChannel(channel);
    if (checkin !== null) {
      if (checkin !== req.tenant.key || customer.is_moderator !== 1) throw forbidden();
      return app.realtime.authorize(socketId, channel);
    }
    if (presenceChannelTenant(channel) === req.tenant.key) {
      const member: PresenceMember = {
        user_id: String(customer.id),
        user_info: { name: [customer.name, customer.surname].filter(Boolean).join(' '), photo: d.media(customer.photo) },
      };
      return app.realtime.authorize(socketId, channel, member);
    }
    throw forbidden();
  });
}
