/**
 * What a freed seat did to a session's waiting list (issue 25, item 2), told after the commit:
 * the seats and `waitlist.changed` on the session's public channel (waiting visitors read their
 * position again), `waitlist.promoted` / `waitlist.skipped` on the customer's own channel (any
 * open page says it at once), and an email to each, in the request's language, with the
 * session's link. The rules that decided it live in ./participation.ts (promoteWaiting).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conferenceChannel, customerChannel, LIVE_EVENTS } from '../lib/api/schemas/realtime-names';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { publishSeats } from './live';
import { portalLink, portalOrigin, sendMail, WAITLIST_SKIP_REASONS } from './mail';
import type { WaitlistNews } from './participation';

export function announceWaitlist(app: FastifyInstance, d: Deps, req: FastifyRequest & { tenant: Tenant; locale: Locale }, news: WaitlistNews) {
  const { tenant, locale } = req;
  publishSeats(app, d, tenant.key, news.conferenceId);
  if (!news.changed) return;
  app.realtime.publish([conferenceChannel(tenant.key, news.conferenceId)], LIVE_EVENTS.waitlistChanged, { conferenceId: news.conferenceId });
  const session = d
    .sql(`SELECT c.slug, ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`)
    .get({ id: news.conferenceId, locale }) as { slug: string; title: string };
  const link = portalLink(portalOrigin(tenant, req), locale, `/agenda/${session.slug}`);
  const person = (id: number) => d.sql('SELECT name, email FROM customers WHERE id = ?').get(id) as { name: string; email: string };
  for (const p of news.promoted) {
    app.realtime.publish([customerChannel(tenant.key, p.customerId)], LIVE_EVENTS.waitlistPromoted, { conferenceId: news.conferenceId, roomId: p.roomId, status: p.status });
    app.realtime.customerUpdated(tenant.key, p.customerId, 'registrations');
    const c = person(p.customerId);
    sendMail(d, { tenant, to: c.email, locale, kind: 'waitlistSeat', vars: { name: c.name, link, session: session.title } });
  }
  for (const s of news.skipped) {
    app.realtime.publish([customerChannel(tenant.key, s.customerId)], LIVE_EVENTS.waitlistSkipped, { conferenceId: news.conferenceId, reason: s.reason });
    const c = person(s.customerId);
    const reason = (WAITLIST_SKIP_REASONS as Record<string, Record<Locale, string>>)[s.reason]?.[locale] ?? '';
    sendMail(d, { tenant, to: c.email, locale, kind: 'waitlistSkipped', vars: { name: c.name, link, session: session.title, reason } });
  }
}
