/**
 * What a freed seat did to a session's waiting list (issue 25, item 2), told after the commit:
 * the seats and `waitlist.changed` on the session's public channel (waiting visitors read their
 * position again), `waitlist.promoted` / `waitlist.skipped` on the customer's own channel (any
 * open page says it at once), and an email to each (mail-templates.ts waitlistSeat /
 * waitlistSkipped) in the recipient's language, with the session's link in the portal they use,
 * once per place on the list (event key). The rules that decided it live in ./participation.ts
 * (promoteWaiting).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conferenceChannel, customerChannel, LIVE_EVENTS } from '../lib/api/schemas/realtime-names';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { publishSeats } from './live';
import { mailAccount, recipient, WAITLIST_SKIP_REASONS } from './mail';
import type { WaitlistNews } from './participation';

export function announceWaitlist(app: FastifyInstance, d: Deps, req: FastifyRequest & { tenant: Tenant; locale: Locale }, news: WaitlistNews) {
  const { tenant } = req;
  publishSeats(app, d, tenant.key, news.conferenceId);
  if (!news.changed) return;
  app.realtime.publish([conferenceChannel(tenant.key, news.conferenceId)], LIVE_EVENTS.waitlistChanged, { conferenceId: news.conferenceId });
  // Each email in its recipient's language (the session's title too), linking the session in the
  // portal they use, once per place on the list (the event key: session, person, when they joined).
  const session = (l: Locale) =>
    d
      .sql(`SELECT c.slug, ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`)
      .get({ id: news.conferenceId, locale: l }) as { slug: string; title: string };
  const tell = (customerId: number, since: string, kind: 'waitlistSeat' | 'waitlistSkipped', reason?: string) => {
    const r = recipient(d, tenant.key, customerId);
    const s = session(r.locale);
    const why = reason === undefined ? undefined : ((WAITLIST_SKIP_REASONS as Record<string, Record<Locale, string>>)[reason]?.[r.locale] ?? '');
    mailAccount(d, r, kind, `/agenda/${s.slug}`, { session: s.title, reason: why }, { eventKey: `waitlist:${news.conferenceId}:${customerId}:${since}:${kind === 'waitlistSeat' ? 'seat' : 'skipped'}` });
  };
  for (const p of news.promoted) {
    app.realtime.publish([customerChannel(tenant.key, p.customerId)], LIVE_EVENTS.waitlistPromoted, { conferenceId: news.conferenceId, roomId: p.roomId, status: p.status });
    app.realtime.customerUpdated(tenant.key, p.customerId, 'registrations');
    tell(p.customerId, p.since, 'waitlistSeat');
  }
  for (const s of news.skipped) {
    app.realtime.publish([customerChannel(tenant.key, s.customerId)], LIVE_EVENTS.waitlistSkipped, { conferenceId: news.conferenceId, reason: s.reason });
    tell(s.customerId, s.since, 'waitlistSkipped', s.reason);
  }
}
