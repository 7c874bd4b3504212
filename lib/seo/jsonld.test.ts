import { describe, expect, it } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { eventJsonLd, personJsonLd, serializeJsonLd, sessionJsonLd } from './jsonld';

const tenant = indexRegistry(parseRegistry(JSON.stringify(demo))).byKey.get('demo')!;
const general = {
  eventName: 'Summit', description: 'D', startsAt: '2027-03-09T09:00:00+01:00', endsAt: '2027-03-11T18:00:00+01:00',
  timeZone: 'Europe/Madrid', legalLogo: null, copyright: '', contactEmail: null,
};

describe('JSON-LD', () => {
  it('describes the event with its venues', () => {
    const data = eventJsonLd(tenant, 'en', general, [{ id: 1, name: 'A' }, { id: 2, name: 'B' }]);
    expect(data).toMatchObject({ '@type': 'Event', name: 'Summit', startDate: general.startsAt, url: 'http://localhost:3000/en' });
    expect(data.location).toEqual([{ '@type': 'Place', name: 'A' }, { '@type': 'Place', name: 'B' }]);
  });
  it('describes a session inside the event, and a person', () => {
    const s = sessionJsonLd(tenant, 'es', { title: 'T', startsAt: 'a', endsAt: 'b', path: '/agenda/t', room: 'Sala 1', speakers: [{ name: 'Ane' }] }, { name: 'Summit' });
    expect(s).toMatchObject({ performer: [{ '@type': 'Person', name: 'Ane' }], superEvent: { name: 'Summit' }, location: { name: 'Sala 1' } });
    expect(personJsonLd(tenant, 'es', { name: 'Ane', company: 'X', path: '/ponentes/1' })).toMatchObject({ worksFor: { name: 'X' }, url: 'http://localhost:3000/ponentes/1' });
  });
  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
