import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Conference, ScheduleDay } from '@/lib/api/schemas';
import { events, instantOf, parseIcs, prop, text } from '@/lib/calendar/parse';
import { conferenceSummary } from '@/lib/testing/conferences';
import { testTenant } from '@/lib/testing/tenants';

const tenant = testTenant({ baseUrl: 'https://congreso.example.org' });

const session: Conference = {
  ...conferenceSummary({
    id: 24,
    slug: 'ponencia-magistral',
    title: 'Ponencia magistral: vivienda, empleo',
    summary: 'Casos reales.',
    format: 'keynote',
    featured: true,
    rooms: [{ id: 1, name: 'Auditorio', seating: { occupied: 1, total: 10 } }],
    tags: [{ id: 1, name: 'Personas', slug: 'personas' }],
  }),
  description: '<p>x</p>',
  files: [],
  streaming: null,
  questionsEnabled: false,
};
const pause = { ...session, id: 25, slug: 'pausa', title: 'Pausa café', format: 'break' as const, trackId: null, tags: [], speakers: [], rooms: [] };
const schedule: ScheduleDay[] = [
  { date: '2027-03-09', conferences: [session, pause] },
  { date: '2027-03-10', conferences: [{ ...session, id: 26, slug: 'otra', date: '2027-03-10', startsAt: '2027-03-10T16:00:00+01:00', endsAt: '2027-03-10T18:30:00+01:00' }] },
];
const general = {
  eventName: 'Demo Summit',
  description: 'Tres días.',
  startsAt: '2027-03-09T09:00:00+01:00',
  endsAt: '2027-03-10T18:30:00+01:00',
  timeZone: 'Europe/Madrid',
  legalLogo: null,
  copyright: '©',
  contactEmail: null,
};

vi.mock('@/lib/tenants/registry', () => ({ getTenantByKey: (key: string) => (key === 'demo' ? tenant : undefined) }));
vi.mock('@/lib/api/public', () => ({
  getCachedGeneralData: async () => general,
  getCachedVenues: async () => [{ id: 1, name: 'Palacio Euskalduna (Bilbao)' }],
}));
vi.mock('@/lib/api/public/conferences', () => ({
  getCachedConference: async (_t: string, _l: string, slug: string) => (slug === session.slug ? session : slug === 'pausa' ? pause : null),
}));
vi.mock('@/lib/api/public/schedule', () => ({
  getCachedSchedule: async () => schedule,
  getCachedTracks: async () => [{ id: 1, slug: 'principal', name: 'Programa principal', description: '', color: '#000' }],
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'es' | 'en'; namespace: 'Calendar' }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : es, namespace }),
}));

const params = <T extends object>(p: T) => ({ params: Promise.resolve(p) });
const request = new Request('http://localhost/');

describe('calendar route handlers', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] }));

  it('one session: text/calendar attachment with the session at the right instants', async () => {
    const { GET } = await import('@/app/[tenant]/[locale]/calendario/sesion/[slug]/route');
    const res = await GET(request, params({ tenant: 'demo', locale: 'es', slug: 'ponencia-magistral' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ponencia-magistral.ics"');
    const cal = parseIcs(await res.text());
    const [event, ...rest] = events(cal);
    expect(rest).toHaveLength(0);
    expect(text(event!, 'SUMMARY')).toBe('Ponencia magistral: vivienda, empleo');
    expect(text(event!, 'UID')).toBe('conference-24.demo@ekitaldi');
    expect(text(event!, 'URL')).toBe('https://congreso.example.org/agenda/ponencia-magistral');
    expect(text(event!, 'LOCATION')).toBe('Auditorio · Palacio Euskalduna (Bilbao)');
    expect(text(event!, 'DESCRIPTION')).toContain('Ponentes: Lucía Gil');
    expect(text(event!, 'DTSTAMP')).toBe('20261121T100000Z');
    expect(instantOf(prop(event!, 'DTSTART')!).toISOString()).toBe('2027-03-09T08:30:00.000Z');
    expect(instantOf(prop(event!, 'DTEND')!).toISOString()).toBe('2027-03-09T09:30:00.000Z');
  });

  it('an unknown session, tenant or language answers 404', async () => {
    const { GET } = await import('@/app/[tenant]/[locale]/calendario/sesion/[slug]/route');
    expect((await GET(request, params({ tenant: 'demo', locale: 'es', slug: 'nope' }))).status).toBe(404);
    expect((await GET(request, params({ tenant: 'nadie', locale: 'es', slug: 'ponencia-magistral' }))).status).toBe(404);
    expect((await GET(request, params({ tenant: 'demo', locale: 'fr', slug: 'ponencia-magistral' }))).status).toBe(404);
  });

  it('the whole event: one entry per day, in the language of the URL', async () => {
    const { GET } = await import('@/app/[tenant]/[locale]/calendario/evento/route');
    const res = await GET(request, params({ tenant: 'demo', locale: 'en' }));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="demo.ics"');
    const cal = parseIcs(await res.text());
    expect(text(cal, 'X-WR-CALNAME')).toBe('Demo Summit');
    const days = events(cal);
    expect(days.map((d) => text(d, 'SUMMARY'))).toEqual(['Demo Summit (day 1 of 2)', 'Demo Summit (day 2 of 2)']);
    expect(instantOf(prop(days[1]!, 'DTEND')!).toISOString()).toBe('2027-03-10T17:30:00.000Z');
    expect(text(days[0]!, 'URL')).toBe('https://congreso.example.org/en/agenda');
  });

  it('the agenda feed: every session but the breaks, with refresh hints, inline', async () => {
    const { GET } = await import('@/app/[tenant]/[locale]/calendario/agenda/route');
    const res = await GET(request, params({ tenant: 'demo', locale: 'es' }));
    expect(res.headers.get('content-disposition')).toBe('inline; filename="demo-agenda-es.ics"');
    const cal = parseIcs(await res.text());
    expect(text(cal, 'X-WR-CALNAME')).toBe('Demo Summit · Agenda');
    expect(text(cal, 'REFRESH-INTERVAL')).toBe('PT60M');
    expect(events(cal).map((e) => text(e, 'UID'))).toEqual(['conference-24.demo@ekitaldi', 'conference-26.demo@ekitaldi']);
    expect(text(events(cal)[0]!, 'CATEGORIES')).toBe('Programa principal,Personas');
  });

  it('a break on its own is transparent (does not block the calendar)', async () => {
    const { GET } = await import('@/app/[tenant]/[locale]/calendario/sesion/[slug]/route');
    const cal = parseIcs(await (await GET(request, params({ tenant: 'demo', locale: 'es', slug: 'pausa' }))).text());
    expect(text(events(cal)[0]!, 'TRANSP')).toBe('TRANSPARENT');
  });
});
