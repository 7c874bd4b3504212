/**
 * The sponsors' rules (/sponsors…): the list by group or by category, filtered by tag, and one
 * sponsor with its links and sessions. The routes (routes/sponsors.ts) only read the request and
 * call these.
 */
import type { Locale } from '../lib/tenants/schema';
import type { Sponsor, SponsorCategory, SponsorCategoryGroup, SponsorDetail, SponsorGroup } from '../lib/api/schemas';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { notFound } from './errors';
import { CATEGORY_NAMES } from './seed/vocab';
import { loadConferences, tagsOf, type Scope } from './queries';

interface SponsorRow {
  id: number;
  company_name: string;
  logo_url: string;
  url: string | null;
  category: SponsorCategory;
  group_name: string;
  group_title: string;
  description: string;
}

const CATEGORIES: SponsorCategory[] = ['gold', 'silver', 'bronze'];

/** The tenant's sponsors in their order (group, category, position), those with `tag` only, or the one `id`. */
function load(d: Deps, s: Scope, tag: string | null, id?: number): SponsorRow[] {
  return d
    .sql(
      `SELECT sp.id, sp.company_name, sp.logo_url, sp.url, sp.category, g.name AS group_name,
         ${tcol('gi', 'title', 'group_title')}, ${tcol('si', 'description')}
       FROM sponsors sp JOIN sponsor_groups g ON g.id = sp.group_id
       ${tjoin('sponsor_group_i18n', 'group_id', 'g.id', 'gi')} ${tjoin('sponsor_i18n', 'sponsor_id', 'sp.id', 'si')}
       WHERE sp.tenant = @tenant AND (@id IS NULL OR sp.id = @id)
         AND (@tag IS NULL OR EXISTS (SELECT 1 FROM sponsor_tags st JOIN tags tg ON tg.id = st.tag_id WHERE st.sponsor_id = sp.id AND tg.slug = @tag))
       ORDER BY g.position, CASE sp.category WHEN 'gold' THEN 0 WHEN 'silver' THEN 1 ELSE 2 END, sp.position`,
    )
    .all({ ...s, tag, id: id ?? null }) as SponsorRow[];
}

/** Rows as listed, each with its tags (read for all rows at once). */
function toSponsors(d: Deps, s: Scope, rows: SponsorRow[]): Map<number, Sponsor> {
  const tags = tagsOf(d, s, 'sponsor_tags', 'sponsor_id', rows.map((r) => r.id));
  return new Map(
    rows.map((r) => [r.id, { id: r.id, company_name: r.company_name, logo_url: d.media(r.logo_url)!, url: r.url, category: r.category, tags: tags.get(r.id) ?? [] }]),
  );
}

/** GET /sponsors: the sponsors by group, in the groups' order. */
export function sponsorGroups(d: Deps, s: Scope, tag: string | null): SponsorGroup[] {
  const rows = load(d, s, tag);
  const sponsors = toSponsors(d, s, rows);
  const groups: SponsorGroup[] = [];
  for (const r of rows) {
    let g = groups.find((x) => x.name === r.group_name);
    if (!g) groups.push((g = { name: r.group_name, title: r.group_title, sponsors: [] }));
    g.sponsors.push(sponsors.get(r.id)!);
  }
  return groups;
}

/** GET /sponsors/category: the sponsors by category (gold, silver, bronze; empty ones left out), named in `locale`. */
export function sponsorCategories(d: Deps, s: Scope, tag: string | null, locale: Locale): SponsorCategoryGroup[] {
  const rows = load(d, s, tag);
  const sponsors = toSponsors(d, s, rows);
  const out: SponsorCategoryGroup[] = CATEGORIES.map((category) => ({
    category,
    name: CATEGORY_NAMES[category][locale],
    sponsors: rows.filter((r) => r.category === category).map((r) => sponsors.get(r.id)!),
  }));
  return out.filter((g) => g.sponsors.length > 0);
}

/** GET /sponsors/{id}: one sponsor with its description, links and sessions; 404 for anything else. */
export function sponsorDetail(d: Deps, s: Scope, id: string): SponsorDetail {
  if (!/^\d+$/.test(id)) throw notFound('Sponsor not found');
  const [r] = load(d, s, null, Number(id));
  if (!r) throw notFound('Sponsor not found');
  const links = d.sql('SELECT network, url FROM sponsor_links WHERE sponsor_id = ?').all(r.id) as { network: 'linkedin' | 'twitter'; url: string }[];
  const linkOf = (network: 'linkedin' | 'twitter') => links.find((l) => l.network === network)?.url ?? null;
  const sessions = loadConferences(d, s, 'c.id IN (SELECT conference_id FROM conference_sponsors WHERE sponsor_id = @sponsor)', { sponsor: r.id });
  return {
    ...toSponsors(d, s, [r]).get(r.id)!,
    group: r.group_name,
    description: r.description,
    links: { linkedin: linkOf('linkedin'), twitter: linkOf('twitter') },
    conferences: sessions.map((c) => ({ id: c.id, slug: c.slug, title: c.title, startsAt: c.startsAt, endsAt: c.endsAt, venueId: c.venueId })),
  };
}
