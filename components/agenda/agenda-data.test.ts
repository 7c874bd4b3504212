import { describe, expect, it } from 'vitest';
import type { ConferenceSummary, ScheduleDay } from '@/lib/api/schemas';
import {
  buildAgendaDays,
  filtersToSearch,
  hasFilters,
  NO_FILTERS,
  normalize,
  parseFilters,
  sessionMatches,
  type AgendaSession,
} from './agenda-data';
import { conferenceSummary } from '@/lib/testing/conferences';

const base = conferenceSummary({
  slug: 'ponencia-ia',
  title: 'Ponencia: Inteligencia artificial',
  startsAt: '2027-03-09T11:00:00+01:00',
  endsAt: '2027-03-09T12:00:00+01:00',
  rooms: [{ id: 3, name: 'Sala 1', seating: { occupied: 5, total: 100 } }],
  tags: [{ id: 9, name: 'Tecnología', slug: 'tecnologia' }],
});
const coffee: ConferenceSummary = {
  ...base,
  id: 2,
  slug: 'pausa-cafe',
  title: 'Pausa café',
  format: 'break',
  trackId: null,
  venueId: 2,
  rooms: [],
  tags: [],
  speakers: [],
  startsAt: '2027-03-09T10:30:00+01:00',
  endsAt: '2027-03-09T11:00:00+01:00',
};
const schedule: ScheduleDay[] = [
  { date: '2027-03-09', conferences: [coffee, base] },
  { date: '2027-03-10', conferences: [] },
];
const tracks = [{ id: 1, slug: 'principal', name: 'Programa principal', description: '', color: '#000' }];

describe('buildAgendaDays', () => {
  const days = buildAgendaDays(schedule, { iso: 'es-ES', tracks, timeZone: 'Europe/Madrid' });

  it('formats days and times in the event zone and keeps what the list needs', () => {
    expect(days[0]).toMatchObject({ date: '2027-03-09', label: 'martes, 9 de marzo de 2027', shortLabel: 'mar, 9 mar', zone: 'CET' });
    expect(days[0]!.sessions[1]).toEqual({
      id: 1,
      slug: 'ponencia-ia',
      title: 'Ponencia: Inteligencia artificial',
      start: base.startsAt,
      end: base.endsAt,
      from: '11:00',
      to: '12:00',
      venueId: 1,
      rooms: 'Sala 1',
      tags: ['tecnologia'],
      track: 'principal',
      speakers: [{ id: 4, name: 'Lucía Gil' }],
    });
    expect(days[0]!.sessions[0]).toMatchObject({ isBreak: true, track: null, rooms: '' });
    expect(days[1]!.sessions).toEqual([]);
  });
});

describe('filters in the URL', () => {
  const known = { tags: [{ slug: 'tecnologia' }], tracks: [{ slug: 'principal' }] };

  it('reads tag, track and q, ignoring values the agenda does not have', () => {
    expect(parseFilters('?tag=tecnologia&track=principal&q=gil', known)).toEqual({ tag: 'tecnologia', track: 'principal', q: 'gil' });
    expect(parseFilters('?tag=nope&track=', known)).toEqual(NO_FILTERS);
    expect(parseFilters('', known)).toEqual(NO_FILTERS);
  });

  it('writes only what is set, keeping other parameters', () => {
    expect(filtersToSearch('?utm=x&tag=old', { tag: 'tecnologia', track: null, q: '  gil ' })).toBe('?utm=x&tag=tecnologia&q=gil');
    expect(filtersToSearch('?tag=tecnologia', NO_FILTERS)).toBe('');
    expect(filtersToSearch('', { tag: null, track: 'principal', q: 'inteligencia artificial' })).toBe('?track=principal&q=inteligencia+artificial');
  });

  it('knows when a filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, track: 'principal' })).toBe(true);
  });
});

describe('sessionMatches', () => {
  const [day] = buildAgendaDays(schedule, { iso: 'es-ES', tracks, timeZone: 'Europe/Madrid' });
  const [pause, talk] = day!.sessions as [AgendaSession, AgendaSession];
  const ctx = { tagNames: new Map([['tecnologia', 'Tecnología']]), trackNames: new Map([['principal', 'Programa principal']]), venueId: null };

  it('matches everything without filters', () => {
    expect(sessionMatches(talk, NO_FILTERS, ctx)).toBe(true);
    expect(sessionMatches(pause, NO_FILTERS, ctx)).toBe(true);
  });

  it('filters by tag and track; breaks have neither', () => {
    expect(sessionMatches(talk, { ...NO_FILTERS, tag: 'tecnologia' }, ctx)).toBe(true);
    expect(sessionMatches(pause, { ...NO_FILTERS, tag: 'tecnologia' }, ctx)).toBe(false);
    expect(sessionMatches(talk, { ...NO_FILTERS, track: 'debate' }, ctx)).toBe(false);
  });

  it('searches title, speakers, room, tags and track, ignoring case and accents, every word', () => {
    for (const q of ['lucia', 'GIL', 'inteligencia artificial', 'sala 1', 'tecnologia', 'principal']) {
      expect(sessionMatches(talk, { ...NO_FILTERS, q }, ctx), q).toBe(true);
    }
    expect(sessionMatches(talk, { ...NO_FILTERS, q: 'gil robótica' }, ctx)).toBe(false);
    expect(sessionMatches(pause, { ...NO_FILTERS, q: 'cafe' }, ctx)).toBe(true);
  });

  it('keeps only the selected venue', () => {
    expect(sessionMatches(talk, NO_FILTERS, { ...ctx, venueId: 2 })).toBe(false);
    expect(sessionMatches(pause, NO_FILTERS, { ...ctx, venueId: 2 })).toBe(true);
  });

  it('normalises text', () => {
    expect(normalize('  Innovación   ABIERTA ')).toBe('innovacion abierta');
  });
});
