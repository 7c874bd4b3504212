/**
 * Deterministic seed: every tenant of the registry gets an event, venues, an agenda, speakers,
 * sponsors, posts, menus, pages and the demo accounts, in each of its languages. Tenants already
 * seeded are left alone, so a tenant added to the registry is seeded on the next start.
 */
import type { DB } from '../db';
import type { Tenant } from '../../lib/tenants/schema';
import { seedAccounts } from './accounts';
import { seedBlog } from './blog';
import { seedConferences, dayPlan } from './conferences';
import { seedEvent, seedPages, seedTopicsAndTracks, seedVenues } from './content';
import { createContext } from './context';
import { seedMenus } from './menus';
import { seedOrders } from './orders';
import { seedParticipation } from './participation';
import { seedCustomers, seedSpeakers } from './people';
import { seedSponsors } from './sponsors';
import { profileFor } from './tenants';
import { TAGS } from './vocab';

export { DEMO_ACCOUNTS } from './people';
export { invitationCode } from './accounts';

export function seedTenant(db: DB, tenant: Tenant) {
  const profile = profileFor(tenant);
  const ctx = createContext(db, tenant, profile, (slug) => {
    const names = TAGS[slug];
    if (!names) throw new Error(`Unknown tag "${slug}"`);
    return names;
  });
  const plan = dayPlan(profile.density);
  seedEvent(ctx, plan[0]![0], plan[plan.length - 1]![1]);
  seedVenues(ctx);
  seedTopicsAndTracks(ctx);
  seedSpeakers(ctx);
  seedConferences(ctx);
  seedSponsors(ctx);
  seedBlog(ctx);
  seedMenus(ctx, profile.topics);
  seedPages(ctx);
  seedCustomers(ctx);
  seedAccounts(ctx);
  seedParticipation(ctx);
  seedOrders(ctx);
  db.prepare('INSERT INTO seeded_tenants (tenant, seeded_at) VALUES (?, ?)').run(tenant.key, '2026-11-21T00:00:00Z');
}

/** Seeds the tenants that are not in the database yet; returns their keys. */
export function seedMissingTenants(db: DB, tenants: Tenant[]): string[] {
  const seeded = new Set((db.prepare('SELECT tenant FROM seeded_tenants').all() as { tenant: string }[]).map((r) => r.tenant));
  const missing = tenants.filter((t) => !seeded.has(t.key));
  db.transaction(() => {
    for (const t of missing) seedTenant(db, t);
  })();
  return missing.map((t) => t.key);
}
