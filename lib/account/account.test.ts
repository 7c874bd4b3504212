import { describe, expect, it } from 'vitest';
import type { CustomerConferences } from '@/lib/api/schemas';
import { describeConference, describeConferences } from './activities';
import { pdfFileName, progressPercent } from './download';
import { fullName, initials } from './initials';
import { eventPhase, visibleSections } from './sections';

describe('initials and names', () => {
  it('takes the first letter of name and surname, whole characters, upper-cased', () => {
    expect(initials('ane', 'etxeberria')).toBe('AE');
    expect(initials('íñigo', 'øverland', 'es')).toBe('ÍØ');
    expect(initials('  Ana ', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });
  it('joins the parts of a name', () => {
    expect(fullName('Ane', 'Etxeberria', 'Arana')).toBe('Ane Etxeberria Arana');
    expect(fullName('Ane', 'Etxeberria', null)).toBe('Ane Etxeberria');
  });
});

describe('sections', () => {
  const info = (sections: Partial<Record<'accommodation' | 'academic' | 'consents' | 'unsubscribe' | 'networking', boolean>>) => ({
    sections: { accommodation: false, academic: false, consents: false, unsubscribe: false, networking: false, ...sections },
  });
  it('lists the docs/product.md#routes tabs in order, then what the tenant offers', () => {
    expect(visibleSections(info({ networking: true, unsubscribe: true }))).toEqual([
      'datos-personales',
      'mis-actividades',
      'acreditacion',
      'networking',
      'certification',
      'baja',
    ]);
    expect(visibleSections(info({ academic: true }))).toEqual(['datos-personales', 'mis-actividades', 'acreditacion', 'certification', 'datos-academicos']);
  });
  it('lists "my tickets" after the other tabs only where the tenant requires tickets', () => {
    expect(visibleSections(info({ unsubscribe: true }), { tickets: true })).toEqual([
      'datos-personales',
      'mis-actividades',
      'acreditacion',
      'certification',
      'mis-entradas',
      'baja',
    ]);
    expect(visibleSections(null, { tickets: true })).toContain('mis-entradas');
    expect(visibleSections(info({}), { tickets: false })).not.toContain('mis-entradas');
  });
  it('keeps the fixed tabs without index info', () => {
    expect(visibleSections(null)).toEqual(['datos-personales', 'mis-actividades', 'acreditacion', 'certification']);
  });
  it('tells where the event stands', () => {
    const start = '2027-03-09T09:00:00+01:00';
    const end = '2027-03-10T18:00:00+01:00';
    expect(eventPhase(start, end, Date.parse('2027-03-01T00:00:00Z'))).toBe('before');
    expect(eventPhase(start, end, Date.parse('2027-03-09T12:00:00Z'))).toBe('during');
    expect(eventPhase(start, end, Date.parse('2027-03-11T00:00:00Z'))).toBe('after');
  });
});

describe('downloads', () => {
  it('names PDFs with plain ASCII words', () => {
    expect(pdfFileName(['Acreditación', 'Foro Ekitaldi 2026'])).toBe('acreditacion-foro-ekitaldi-2026.pdf');
    expect(pdfFileName(['Διαπίστευση'])).toBe('document.pdf');
  });
  it('gives a percentage only when the size is known', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(50, undefined)).toBeNull();
    expect(progressPercent(500, 200)).toBe(100);
  });
});

describe('my activities', () => {
  const conference = {
    id: 24,
    slug: 'ponencia',
    title: 'Ponencia',
    startsAt: '2027-03-09T09:30:00+01:00',
    endsAt: '2027-03-09T10:30:00+01:00',
    room: 'Auditorio',
    venue: 'Palacio Euskalduna',
  };
  it('writes the date and time in the event zone, the zone named', () => {
    const item = describeConference(conference, 'es-ES', 'Europe/Madrid');
    expect(item.day).toBe('martes, 9 de marzo de 2027');
    expect(item.time).toBe('09:30–10:30');
    expect(item.zone).toBe('CET');
    expect(item.zoneLong).toMatch(/Europa central/i);
  });
  it('sorts registered sessions by time and keeps what a pending one misses', () => {
    const data: CustomerConferences = {
      registered: [
        { conference: { ...conference, id: 2, startsAt: '2027-03-10T09:00:00+01:00', endsAt: '2027-03-10T10:00:00+01:00' }, registeredAt: '' },
        { conference, registeredAt: '' },
      ],
      pending: [{ uuid: 'u-1', conference, createdAt: '', missing: 'room' }],
    };
    const out = describeConferences(data, 'en-US', 'Europe/Madrid');
    expect(out.registered.map((r) => r.id)).toEqual([24, 2]);
    expect(out.pending[0]).toMatchObject({ uuid: 'u-1', missing: 'room', time: '09:30–10:30' });
  });
  it('marks a pending registration expired once its session has ended', () => {
    const data: CustomerConferences = { registered: [], pending: [{ uuid: 'u-1', conference, createdAt: '', missing: 'room' }] };
    expect(describeConferences(data, 'es-ES', 'Europe/Madrid', Date.parse('2027-03-09T10:29:00+01:00')).pending[0]!.expired).toBe(false);
    expect(describeConferences(data, 'es-ES', 'Europe/Madrid', Date.parse('2027-03-09T10:30:00+01:00')).pending[0]!.expired).toBe(true);
  });
});
