import { describe, expect, it } from 'vitest';
import { offeredRights, rightsAdded, ticketIncludes } from './rights';

describe('what a ticket includes', () => {
  it('the tenant offers what some ticket it sells includes, in the contract order', () => {
    expect(offeredRights([{ rights: ['files', 'streams'] }, { rights: ['diploma', 'in_person', 'files'] }])).toEqual(['in_person', 'streams', 'files', 'diploma']);
    expect(offeredRights([])).toEqual([]);
  });

  it('lists as missing only what the tenant offers (no networking where it runs none)', () => {
    const offered = offeredRights([{ rights: ['streams', 'files'] }, { rights: ['in_person', 'streams', 'files', 'accreditation', 'diploma'] }]);
    expect(ticketIncludes(['files', 'streams'], offered)).toEqual({ included: ['streams', 'files'], missing: ['in_person', 'accreditation', 'diploma'] });
    expect(ticketIncludes(['in_person', 'streams', 'files', 'accreditation', 'diploma'], offered).missing).toEqual([]);
    expect(ticketIncludes(['streams'])).toEqual({ included: ['streams'], missing: [] });
  });

  it('an upgrade adds the rights the held ticket lacks', () => {
    expect(rightsAdded(['streams', 'files'], ['in_person', 'streams', 'files', 'networking'])).toEqual(['in_person', 'networking']);
    expect(rightsAdded(['in_person'], ['in_person'])).toEqual([]);
  });
});
