/**
 * What a freed seat did to a session's waiting list, told live after the
 * commit: the seats and `waitlist.changed` on the session's public channel (waiting visitors read
 * their position again), `waitlist.promoted` / `waitlist.skipped` on the customer's own channel
 * (any open page says it at once). The emails (waitlistSeat / waitlistSkipped) are not sent here:
 * ./participation.ts (promoteWaiting, which decides) writes them in the seat's own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conferenceChannel, customerChannel, LIVE_EVENTS } from '../lib/api/schemas/realtime-names';
import type { Locale, Tenant } from '../lib/tenants/schema';
import type { Deps } from './deps';
import { publishSeats } from './live';
import type { WaitlistNews } from './participation';

export function announceWaitlist(app: FastifyInstance, d: Deps, req: FastifyRequest & { tenant: Tenant; locale: Locale }, news: WaitlistNews) {
  const { tenant } = req;
  publishSeats(app, d, tenant.key, news.conferenceId);
  if (!news.changed) return;
  app.realtime.publish([conferenceChannel(tenant.key, news.conferenceId)], LIVE_EVENTS.waitlistChanged, { conferenceId: news.conferenceId });
  for (const p of news.promoted) {
    app.realtime.publish([customerChannel(tenant.key, p.customerId)], LIVE_EVENTS.waitlistPromoted, { conferenceId: news.conferenceId, roomId: p.roomId, status: p.status });
    app.realtime.customerUpdated(tenant.key, p.customerId, 'registrations');
  }
  for (const s of news.skipped) {
    app.realtime.publish([customerChannel(tenant.key, s.customerId)], LIVE_EVENTS.waitlistSkipped, { conferenceId: news.conferenceId, reason: s.reason });
  }
}
