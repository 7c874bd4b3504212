/**
 * The room screen's rules (contract lib/api/schemas/screen.ts): who may read a
 * session's screen (a moderator, or whoever holds the session's current secret key), the key and
 * its rotation, and what the screen shows (listQuestions' order without answered ones; the open
 * poll with counts). Routes (routes/screen.ts) only parse and call these.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SCREEN_QUESTIONS, type ScreenLink, type ScreenState } from '../lib/api/schemas/screen';
import { conferenceChannel } from '../lib/api/schemas/realtime';
import { bearerToken, requireCustomer } from './auth';
import type { Deps } from './deps';
import { listQuestions, liveModerator, liveRefusal } from './live';
import { roomOccupancy } from './checkin';
import { openPollWithCounts } from './polls';
import { sessionOf } from './participation';

const SCREEN_SCHEMA = `
CREATE TABLE IF NOT EXISTS live_screen_keys (
  conference_id INTEGER PRIMARY KEY REFERENCES conferences(id), key TEXT NOT NULL, created_at TEXT NOT NULL
);
`;

export function installScreenSchema(d: Deps) {
  d.db.exec(SCREEN_SCHEMA);
}

const newKey = () => crypto.randomBytes(24).toString('base64url');

function keyOf(d: Deps, conferenceId: number): string | null {
  return (d.sql('SELECT key FROM live_screen_keys WHERE conference_id = ?').get(conferenceId) as { key: string } | undefined)?.key ?? null;
}

/** GET /conferences/{id}/screen/link (moderators): the current key, made on first use. */
export function screenLink(d: Deps, req: FastifyRequest, key: string): ScreenLink {
  liveModerator(d, req);
  const s = sessionOf(d, req.tenant.key, key);
  const now = keyOf(d, s.id);
  if (now) return { key: now };
  const made = newKey();
  d.sql('INSERT OR IGNORE INTO live_screen_keys (conference_id, key, created_at) VALUES (?, ?, ?)').run(s.id, made, new Date(d.clock()).toISOString());
  return { key: keyOf(d, s.id)! };
}

/** POST /conferences/{id}/screen/rotate (moderators): a new key; the old one stops working at once. */
export function rotateScreenLink(d: Deps, req: FastifyRequest, key: string): ScreenLink {
  liveModerator(d, req);
  const s = sessionOf(d, req.tenant.key, key);
  const made = newKey();
  d.sql('INSERT INTO live_screen_keys (conference_id, key, created_at) VALUES (?, ?, ?) ON CONFLICT (conference_id) DO UPDATE SET key = excluded.key, created_at = excluded.created_at').run(
    s.id,
    made,
    new Date(d.clock()).toISOString(),
  );
  return { key: made };
}

/** POST /conferences/{id}/screen/state {key?}: a moderator's token, or the session's current key. */
export function screenState(d: Deps, req: FastifyRequest, conferenceKey: string, key: string | null | undefined): ScreenState {
  const s = sessionOf(d, req.tenant.key, conferenceKey);
  if (key) {
    const current = keyOf(d, s.id);
    const ok = current !== null && current.length === key.length && crypto.timingSafeEqual(Buffer.from(current), Buffer.from(key));
    if (!ok) throw liveRefusal(403, 'key', 'live.forbidden');
  } else if (!bearerToken(req)) {
    throw liveRefusal(401, 'customer', 'live.login_required');
  } else if (requireCustomer(d, req).is_moderator !== 1) {
    throw liveRefusal(403, 'moderation', 'live.forbidden');
  }
  const questions = listQuestions(d, req.tenant.key, null, s.id)
    .filter((q) => q.state === 'pinned' || q.state === 'validated')
    .slice(0, SCREEN_QUESTIONS)
    .map((q) => ({ id: q.id, text: q.text, votes: q.votes, pinned: q.state === 'pinned' }));
  // The open poll's counts, live (as the organiser sees them): the screen is the organiser's.
  return {
    conferenceId: s.id,
    channel: conferenceChannel(req.tenant.key, s.id),
    questions,
    poll: openPollWithCounts(d, req.tenant.key, s.id),
    occupancy: roomOccupancy(d, req.tenant.key, req.locale, s.id),
  };
}
