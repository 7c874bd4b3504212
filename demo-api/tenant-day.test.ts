import { describe, expect, it } from 'vitest';
import { ATHENS_DAY_SLUG, LIVE_SLUG } from './seed/participation';
import { call, testServer } from './testing';

/**
 * "Today" is the tenant's own day: cned's event zone is Europe/Athens (its registry
 * `timeZone`), one hour ahead of Madrid. From 23:00 Madrid (22:00 UTC in winter) cned is on the
 * next day while the Madrid tenants are not. The clock is injected, never the real one.
 */

/** 23:30 in Madrid on 26 January 2027, 00:30 on the 27th in Athens (cned's first day). */
const BEFORE_MADRID_MIDNIGHT = '2027-01-26T22:30:00Z';

interface Summary {
  slug: string;
  date: string;
  past: boolean;
  startsAt: string;
  endsAt: string;
}

async function at(iso: string) {
  let now = Date.parse(iso);
  const app = await testServer({ now: () => new Date(now) });
  return { app, set: (next: string) => (now = Date.parse(next)) };
}

describe("a tenant's today is its own zone's day", () => {
  it('when=today: cned (Athens) is already on its first day, the demo tenant (Madrid) is not', async () => {
    const { app } = await at(BEFORE_MADRID_MIDNIGHT);
    try {
      const cned = (await call(app, '/conferences/all?when=today', { tenant: 'cned' })).body as Summary[];
      expect(cned.length).toBeGreaterThan(0);
      expect(new Set(cned.map((c) => c.date))).toEqual(new Set(['2027-01-27']));
      // Madrid's day is still the 26th: the demo's clock-following session is on it.
      const demo = (await call(app, '/conferences/all?when=today&edition=all', { tenant: 'demo' })).body as Summary[];
      expect(new Set(demo.map((c) => c.date))).toEqual(new Set(['2027-01-26']));
    } finally {
      await app.close();
    }
  });

  it('past: at 00:30 in Athens on the 28th, cned\'s first day is over (in Madrid it is still the 27th)', async () => {
    const { app } = await at('2027-01-27T22:30:00Z');
    try {
      const all = (await call(app, '/conferences/all', { tenant: 'cned' })).body as Summary[];
      const byDay = (day: string) => all.filter((c) => c.date === day);
      expect(byDay('2027-01-27').length).toBeGreaterThan(0);
      expect(byDay('2027-01-27').every((c) => c.past)).toBe(true);
      expect(byDay('2027-01-28').length).toBeGreaterThan(0);
      expect(byDay('2027-01-28').some((c) => c.past)).toBe(false);
      const upcoming = (await call(app, '/conferences/all?when=upcoming', { tenant: 'cned' })).body as Summary[];
      expect(new Set(upcoming.map((c) => c.date))).toEqual(new Set(['2027-01-28']));
    } finally {
      await app.close();
    }
  });

  it("sessions that follow the clock take the tenant's whole local day, and move when that day changes", async () => {
    // 23:30 in Athens on the 26th (22:30 in Madrid).
    const { app, set } = await at('2027-01-26T21:30:00Z');
    const session = async (tenant: string, slug: string) => (await call(app, `/conferences/${slug}`, { tenant })).body as Summary;
    try {
      expect(await session('cned', ATHENS_DAY_SLUG)).toMatchObject({
        date: '2027-01-26',
        startsAt: '2027-01-26T00:00:00+02:00',
        endsAt: '2027-01-26T23:59:00+02:00',
        past: false,
      });
      // An hour later Athens is on the 27th, Madrid is not: cned's session moves, the demo's stays.
      set(BEFORE_MADRID_MIDNIGHT);
      expect(await session('cned', ATHENS_DAY_SLUG)).toMatchObject({
        date: '2027-01-27',
        startsAt: '2027-01-27T00:00:00+02:00',
        endsAt: '2027-01-27T23:59:00+02:00',
        past: false,
      });
      expect(await session('demo', LIVE_SLUG)).toMatchObject({
        date: '2027-01-26',
        startsAt: '2027-01-26T00:00:00+01:00',
        endsAt: '2027-01-26T23:59:00+01:00',
      });
    } finally {
      await app.close();
    }
  });
});
