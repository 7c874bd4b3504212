/**
 * Conferences (agenda sessions): a day plan per venue, titles combined from formats and subjects,
 * speakers, rooms with seating, tags, files and streaming.
 */
import type { SeedCtx } from './context';
import { fill, perLang, slugify, zonedIso, type L, type Locale, type PL } from './i18n';
import { DESCRIPTION, FILE_NAMES, FIXED_SESSIONS, FORMAT_LABELS, SUBJECTS, SUMMARIES, type Subject } from './vocab';

type Kind = 'first' | 'keynote' | 'coffee' | 'talk' | 'workshop' | 'panel' | 'lunch' | 'last';
type Slot = [start: string, end: string, kind: Kind, rooms: number[]];
type Format = 'opening' | 'keynote' | 'talk' | 'panel' | 'workshop' | 'networking' | 'break' | 'closing';

/** Room 0 is the auditorium. */
const FULL_DAY: Slot[] = [
  ['09:00', '09:30', 'first', [0]],
  ['09:30', '10:30', 'keynote', [0]],
  ['10:30', '11:00', 'coffee', []],
  ['11:00', '12:00', 'talk', [0]],
  ['11:00', '12:00', 'talk', [1]],
  ['11:00', '13:00', 'workshop', [2, 3]],
  ['12:00', '13:00', 'panel', [0]],
  ['12:00', '13:00', 'talk', [1]],
  ['13:00', '14:30', 'lunch', []],
  ['14:30', '15:30', 'talk', [0]],
  ['14:30', '15:30', 'panel', [1]],
  ['14:30', '16:30', 'workshop', [2, 3]],
  ['15:30', '16:30', 'panel', [0]],
  ['15:30', '16:30', 'talk', [1]],
  ['16:30', '17:00', 'coffee', []],
  ['17:00', '18:00', 'keynote', [0]],
  ['18:00', '18:30', 'last', [0]],
];

const LIGHT_DAY: Slot[] = [
  ['09:30', '10:00', 'first', [0]],
  ['10:00', '11:00', 'keynote', [0]],
  ['11:00', '11:30', 'coffee', []],
  ['11:30', '12:30', 'talk', [0]],
  ['11:30', '13:00', 'workshop', [1]],
  ['12:30', '13:30', 'panel', [0]],
  ['13:30', '15:00', 'lunch', []],
  ['15:00', '16:00', 'talk', [0]],
  ['15:00', '16:30', 'workshop', [2]],
  ['16:00', '17:00', 'panel', [0]],
  ['17:00', '17:30', 'last', [0]],
];

export function dayPlan(density: 'full' | 'light'): Slot[] {
  return density === 'full' ? FULL_DAY : LIGHT_DAY;
}

const SPEAKERS_PER_FORMAT: Record<Format, number> = {
  opening: 2,
  keynote: 1,
  talk: 1,
  panel: 3,
  workshop: 2,
  networking: 0,
  break: 0,
  closing: 2,
};

const TRACK_OF: Record<Format, string | null> = {
  opening: 'principal',
  keynote: 'principal',
  talk: 'principal',
  closing: 'principal',
  workshop: 'practico',
  panel: 'debate',
  networking: null,
  break: null,
};

function minutesBetween(a: string, b: string): number {
  const [ah, am] = a.split(':').map(Number) as [number, number];
  const [bh, bm] = b.split(':').map(Number) as [number, number];
  return bh * 60 + bm - (ah * 60 + am);
}

const colon = (lang: Locale) => (lang === 'fr' ? ' : ' : ': ');

export function seedConferences(ctx: SeedCtx) {
  const { rng, profile: p, tenant } = ctx;
  const subjects = rng.shuffle(SUBJECTS);
  const usedPairs = new Set<string>();
  let cursor = 0;
  /** A subject and a wording of the format not used together yet. */
  const nextSubject = (format: keyof typeof FORMAT_LABELS): { subject: Subject; label: L } => {
    const labels = FORMAT_LABELS[format];
    for (let variant = 0; variant < labels.length; variant++) {
      for (let tries = 0; tries < subjects.length; tries++) {
        const s = subjects[cursor++ % subjects.length]!;
        const key = `${format}:${variant}:${s.text.es}`;
        if (!usedPairs.has(key)) {
          usedPairs.add(key);
          return { subject: s, label: labels[variant]! };
        }
      }
    }
    return { subject: subjects[cursor++ % subjects.length]!, label: labels[0]! };
  };
  let queue: number[] = [];
  const nextSpeakers = (n: number): number[] => {
    const out: number[] = [];
    let guard = 0;
    while (out.length < Math.min(n, ctx.speakers.length) && guard++ < 100) {
      if (queue.length === 0) queue = rng.shuffle(ctx.speakers.map((s) => s.id));
      const id = queue.shift()!;
      if (!out.includes(id)) out.push(id);
    }
    return out;
  };
  const usedSlugs = new Set<string>();
  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let i = 2; usedSlugs.has(slug); i++) slug = `${base}-${i}`;
    usedSlugs.add(slug);
    return slug;
  };
  const addSpeakerTag = ctx.db.prepare('INSERT OR IGNORE INTO speaker_tags (speaker_id, tag_id) VALUES (?, ?)');
  const countSpeakerTags = ctx.db.prepare('SELECT count(*) AS n FROM speaker_tags WHERE speaker_id = ?');
  /** A speaker keeps at most three tags: those of the main subject, then of the first sessions. */
  const tagSpeaker = (speakerId: number, tagId: number) => {
    if ((countSpeakerTags.get(speakerId) as { n: number }).n < 3) addSpeakerTag.run(speakerId, tagId);
  };

  const seedDay = (date: string, dayIndex: number, dayCount: number, venueIndex: number, edition: number, density: 'full' | 'light') => {
    const venue = ctx.venues[venueIndex]!;
    for (const [start, end, kind, roomIdx] of dayPlan(density)) {
      if (p.maxSessions !== undefined && ctx.conferenceCount >= p.maxSessions) return;
      const rooms = roomIdx.map((i) => venue.rooms[i]).filter((r): r is { id: number; capacity: number } => !!r);
      if (roomIdx.length > 0 && rooms.length === 0) continue; // the venue lacks that room
      const format: Format =
        kind === 'first' ? (dayIndex === 0 ? 'opening' : 'talk')
        : kind === 'last' ? (dayIndex === dayCount - 1 ? 'closing' : 'networking')
        : kind === 'coffee' || kind === 'lunch' ? 'break'
        : kind;
      let title: PL;
      let summary: PL;
      let subject: Subject | null = null;
      if (format === 'talk' || format === 'keynote' || format === 'panel' || format === 'workshop') {
        const picked = nextSubject(format);
        const s = picked.subject;
        const label = picked.label;
        subject = s;
        // Panels get the "debate" summary; other formats one of the rest.
        const template = format === 'panel' ? SUMMARIES[2]! : rng.pick([SUMMARIES[0]!, SUMMARIES[1]!, SUMMARIES[3]!]);
        title = perLang(ctx.langs, (l) => label[l] + colon(l) + s.text[l]);
        summary = perLang(ctx.langs, (l) => fill(template[l], { s: s.text[l] }));
      } else {
        const fixed =
          format === 'opening' ? FIXED_SESSIONS.opening
          : format === 'closing' ? FIXED_SESSIONS.closing
          : format === 'networking' ? FIXED_SESSIONS.networking
          : kind === 'lunch' ? FIXED_SESSIONS.lunch
          : FIXED_SESSIONS.coffee;
        title = fixed.title;
        summary = fixed.summary;
      }
      const minutes = minutesBetween(start, end);
      const description = perLang(ctx.langs, (l) => fill(DESCRIPTION[l], { summary: summary[l]!, minutes }));
      const inAuditorium = roomIdx[0] === 0;
      const streamed = inAuditorium && ['opening', 'keynote', 'panel', 'closing'].includes(format);
      const isPastEdition = edition !== p.edition;
      const base = slugify(title.es) + (isPastEdition ? `-${edition}` : '');
      const id = ctx.insert('conferences', {
        tenant: tenant.key,
        slug: uniqueSlug(base),
        venue_id: venue.id,
        track_id: TRACK_OF[format] ? ctx.tracks[TRACK_OF[format]!]! : null,
        topic_id: subject ? ctx.topics[subject.axis] ?? null : null,
        format,
        edition,
        local_date: date,
        starts_at: zonedIso(date, start, tenant.timeZone),
        ends_at: zonedIso(date, end, tenant.timeZone),
        starts_ts: Date.parse(zonedIso(date, start, tenant.timeZone)) / 1000,
        featured: format === 'keynote' || format === 'opening' ? 1 : 0,
        streaming_provider: streamed ? 'youtube' : null,
        streaming_url: streamed ? `https://www.youtube-nocookie.com/embed/${videoId(rng.next)}` : null,
        streaming_requires_login: streamed && format === 'panel' ? 1 : 0,
        questions_enabled: ['keynote', 'talk', 'panel'].includes(format) ? 1 : 0,
        registration_required: ['keynote', 'talk', 'panel', 'workshop'].includes(format) ? 1 : 0,
      });
      ctx.i18n('conference_i18n', 'conference_id', id, { title, summary, description });
      for (const room of rooms) {
        const total = format === 'workshop' ? Math.min(room.capacity, 30) : room.capacity;
        const occupied = rng.chance(0.12) ? total : rng.int(Math.floor(total * 0.1), Math.floor(total * 0.95));
        ctx.insert('conference_rooms', { conference_id: id, room_id: room.id, seats_total: total, seats_occupied: occupied });
      }
      const speakers = nextSpeakers(SPEAKERS_PER_FORMAT[format]);
      speakers.forEach((speakerId, position) => ctx.insert('conference_speakers', { conference_id: id, speaker_id: speakerId, position }));
      if (subject) {
        for (const t of subject.tags) {
          ctx.insert('conference_tags', { conference_id: id, tag_id: ctx.tag('conference', t) });
          for (const s of speakers) tagSpeaker(s, ctx.tag('speaker', t));
        }
      }
      if (['keynote', 'talk', 'panel'].includes(format)) {
        const files: [keyof typeof FILE_NAMES, number][] = [];
        if (rng.chance(0.6)) files.push(['slides', 0]);
        if (rng.chance(0.3)) files.push(['materials', 1]);
        files.forEach(([kindOfFile, requiresLogin], position) => {
          const fileId = ctx.insert('conference_files', {
            conference_id: id,
            url: '',
            requires_login: requiresLogin,
            size_kb: rng.int(200, 4800),
            position,
          });
          ctx.db.prepare('UPDATE conference_files SET url = ? WHERE id = ?').run(`/media/files/${fileId}.pdf`, fileId);
          ctx.i18n('conference_file_i18n', 'file_id', fileId, { name: FILE_NAMES[kindOfFile] });
        });
      }
      ctx.conferenceCount++;
    }
  };

  if (p.pastEdition) {
    p.pastEdition.days.forEach((date, i, all) => seedDay(date, i, all.length, 0, p.pastEdition!.edition, 'light'));
  }
  p.days.forEach((date, i) => {
    ctx.venues.forEach((_, v) => seedDay(date, i, p.days.length, v, p.edition, p.density));
  });
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function videoId(next: () => number): string {
  let s = '';
  for (let i = 0; i < 11; i++) s += ID_CHARS[Math.floor(next() * ID_CHARS.length)];
  return s;
}
