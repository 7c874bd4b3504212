/**
 * Sponsors in groups ("promotores", "colaboradores") with categories gold, silver, bronze; each
 * with a tag, an HTML description, its profiles (gold: LinkedIn and X, silver: LinkedIn) and the
 * sessions it sponsors (gold: two, silver: one, the rest none). Sessions are picked by position
 * in the agenda, not by the random generator, so the rest of the seed stays as it was.
 */
import type { SeedCtx } from './context';
import { fill, perLang, slugify, tx } from './i18n';
import { CATEGORY_NAMES, SPONSOR_COMPANIES, SPONSOR_DESCRIPTION, SPONSOR_GROUPS, SPONSOR_SECTOR_TAGS } from './vocab';

export function seedSponsors(ctx: SeedCtx) {
  const { rng, profile: p, tenant } = ctx;
  const n = Math.min(p.sponsors, SPONSOR_COMPANIES.length);
  const order = rng.shuffle(SPONSOR_COMPANIES.map((_, i) => i)).slice(0, n);
  const partners = n >= 8 ? 2 : 0;
  const promoters = n - partners;
  const gold = Math.max(1, Math.round(promoters * 0.25));
  const silver = Math.round(promoters * 0.3);

  const sessions = (ctx.db.prepare('SELECT id FROM conferences WHERE tenant = ? ORDER BY starts_ts, id').all(tenant.key) as { id: number }[]).map((r) => r.id);
  let pick = 0;
  const nextSession = () => sessions[(pick++ * 5 + 1) % sessions.length]!;
  const sessionCount = { gold: 2, silver: 1, bronze: 0 } as const;

  const groups: Record<string, number> = {};
  const group = (name: keyof typeof SPONSOR_GROUPS) => {
    if (groups[name] === undefined) {
      const id = ctx.insert('sponsor_groups', { tenant: tenant.key, name, position: Object.keys(groups).length });
      ctx.i18n('sponsor_group_i18n', 'group_id', id, { title: SPONSOR_GROUPS[name] });
      groups[name] = id;
    }
    return groups[name];
  };

  order.forEach((companyIndex, i) => {
    const company = SPONSOR_COMPANIES[companyIndex]!;
    const isPartner = i >= promoters;
    const category = isPartner ? 'bronze' : i < gold ? 'gold' : i < gold + silver ? 'silver' : 'bronze';
    const id = ctx.insert('sponsors', {
      tenant: tenant.key,
      group_id: group(isPartner ? 'colaboradores' : 'promotores'),
      company_name: company,
      logo_url: '',
      // the last sponsor has no website of its own
      url: i === n - 1 && n > 2 ? null : `https://${slugify(company)}.example`,
      category,
      position: i,
    });
    ctx.db.prepare('UPDATE sponsors SET logo_url = ? WHERE id = ?').run(`/media/sponsors/${id}.svg`, id);
    ctx.i18n('sponsor_i18n', 'sponsor_id', id, {
      // Organisers write descriptions in a rich-text editor: HTML, sanitised by the portal.
      description: perLang(ctx.langs, (l) =>
        `<p>${fill(SPONSOR_DESCRIPTION[l], { company, category: `<strong>${CATEGORY_NAMES[category][l]}</strong>`, event: tx(ctx.eventName, l) })}</p>`,
      ),
    });
    ctx.insert('sponsor_tags', { sponsor_id: id, tag_id: ctx.tag('sponsor', SPONSOR_SECTOR_TAGS[companyIndex] ?? 'empresa') });
    const handle = slugify(company);
    if (!isPartner && category !== 'bronze') ctx.insert('sponsor_links', { sponsor_id: id, network: 'linkedin', url: `https://www.linkedin.com/company/${handle}` });
    if (!isPartner && category === 'gold') ctx.insert('sponsor_links', { sponsor_id: id, network: 'twitter', url: `https://x.com/${handle.replace(/-/g, '')}` });
    const count = isPartner || sessions.length === 0 ? 0 : sessionCount[category];
    for (const conferenceId of new Set(Array.from({ length: count }, nextSession))) {
      ctx.insert('conference_sponsors', { conference_id: conferenceId, sponsor_id: id });
    }
  });
}
