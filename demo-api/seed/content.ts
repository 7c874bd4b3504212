/** General data, venues and rooms, topics, tracks and CMS pages of one tenant. */
import type { SeedCtx } from './context';
import { escapeHtml, fill, formatDateRange, madridIso, mapL, perLang, tx, zonedIso, type Locale, type PL } from './i18n';
import { COOKIE_TABLE, HOSTILE_PAGE, PAGE_LABELS, PAGES } from './pages';
import { AUDITORIUM, COMPANIES, FIRST_NAMES, ROOM_N, SURNAMES, TRACKS } from './vocab';

export function seedEvent(ctx: SeedCtx, firstStart: string, lastEnd: string) {
  const { profile: p, tenant } = ctx;
  const days = p.days;
  ctx.insert('events', {
    tenant: tenant.key,
    edition: p.edition,
    // The event happens in the tenant's zone (registry `timeZone`): its local times are that zone's.
    starts_at: zonedIso(days[0]!, firstStart, tenant.timeZone),
    ends_at: zonedIso(days[days.length - 1]!, lastEnd, tenant.timeZone),
    time_zone: tenant.timeZone,
    legal_logo: p.legalLogo ? `/media/legal/${tenant.key}.svg` : null,
    contact_email: ctx.email,
  });
  for (const lang of ctx.langs) {
    ctx.insert('event_i18n', {
      tenant: tenant.key,
      locale: lang,
      event_name: tx(ctx.eventName, lang),
      description: tx(p.description, lang),
      copyright: fill(PAGE_LABELS.copyright[lang], { year: p.edition, org: p.org.replace(/\.$/, '') }),
    });
  }
}

export function seedVenues(ctx: SeedCtx) {
  ctx.profile.venues.forEach((v, position) => {
    const id = ctx.insert('venues', { tenant: ctx.tenant.key, position });
    ctx.i18n('venue_i18n', 'venue_id', id, { name: v.name });
    const rooms: { id: number; capacity: number }[] = [];
    const auditorium = ctx.insert('rooms', { tenant: ctx.tenant.key, venue_id: id, capacity: v.auditorium, position: 0 });
    ctx.i18n('room_i18n', 'room_id', auditorium, { name: AUDITORIUM });
    rooms.push({ id: auditorium, capacity: v.auditorium });
    for (let n = 1; n <= v.rooms; n++) {
      const capacity = [0, 120, 80, 60, 40][n] ?? 40;
      const room = ctx.insert('rooms', { tenant: ctx.tenant.key, venue_id: id, capacity, position: n });
      ctx.i18n('room_i18n', 'room_id', room, { name: mapL(ROOM_N, (s) => fill(s, { n })) });
      rooms.push({ id: room, capacity });
    }
    ctx.venues.push({ id, name: v.name, rooms });
  });
}

export function seedTopicsAndTracks(ctx: SeedCtx) {
  ctx.profile.topics.forEach((t, position) => {
    const id = ctx.insert('topics', { tenant: ctx.tenant.key, slug: t.slug, color: t.color, position });
    ctx.i18n('topic_i18n', 'topic_id', id, { name: t.name, description: t.description });
    ctx.topics.push(id);
  });
  TRACKS.forEach((t, position) => {
    const id = ctx.insert('tracks', { tenant: ctx.tenant.key, slug: t.slug, color: t.color, position });
    ctx.i18n('track_i18n', 'track_id', id, { name: t.name, description: t.description });
    ctx.tracks[t.slug] = id;
  });
}

/** Pages are seeded last: they mention venues, topics and committee members. */
export function seedPages(ctx: SeedCtx) {
  const { profile: p, tenant, rng } = ctx;
  const updatedAt = madridIso(p.postsUntil, '10:00');
  const person = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
  const organizing = Array.from({ length: 5 }, () => ({ name: person(), company: rng.pick(COMPANIES) }));
  const scientific = Array.from({ length: 6 }, () => ({ name: person(), company: rng.pick(COMPANIES) }));

  const varsFor = (lang: Locale): Record<string, string> => {
    const e = escapeHtml;
    const committee = (title: string, people: { name: string; company: string }[]) =>
      `<h2>${e(title)}</h2><ul>${people
        .map((m, i) => `<li><strong>${e(m.name)}</strong> — ${e(m.company)}${i === 0 ? ` (${e(PAGE_LABELS.chair[lang])})` : ''}</li>`)
        .join('')}</ul>`;
    const cookies = COOKIE_TABLE[lang];
    return {
      event: e(tx(ctx.eventName, lang)),
      org: e(p.org),
      email: e(ctx.email),
      dates: e(formatDateRange(p.days[0]!, p.days[p.days.length - 1]!, lang)),
      venues: p.venues.map((v) => `<li>${e(tx(v.name, lang))}</li>`).join(''),
      committees:
        committee(PAGE_LABELS.organizing[lang], organizing) + committee(PAGE_LABELS.scientific[lang], scientific),
      topics: p.topics
        .map(
          (t) =>
            `<h2>${e(tx(t.name, lang))}</h2><p>${e(tx(t.description, lang))}</p><p><a href="/ejes/${t.slug}">${e(PAGE_LABELS.seeSessions[lang])}</a></p>`,
        )
        .join(''),
      editions: p.previousEditions.length
        ? p.previousEditions
            .map((ed) => `<li><strong>${ed.year}</strong> — ${e(fill(PAGE_LABELS.edition[lang], { attendees: ed.attendees, sessions: ed.sessions }))}</li>`)
            .join('')
        : `<li>${e(PAGE_LABELS.firstEdition[lang])}</li>`,
      cookies:
        `<table><thead><tr>${cookies.head.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>` +
        cookies.rows.map((r) => `<tr>${r.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`).join('') +
        '</tbody></table>',
    };
  };
  const vars = Object.fromEntries(ctx.langs.map((l) => [l, varsFor(l)])) as Record<Locale, Record<string, string>>;
  // Plain-text fields get the unescaped event name.
  const plain = (t: PL): PL => perLang(ctx.langs, (l) => fill(tx(t, l), { event: tx(ctx.eventName, l) }));
  const html = (t: PL): PL => perLang(ctx.langs, (l) => fill(tx(t, l), vars[l]));

  for (const [slug, page] of Object.entries(PAGES)) {
    const id = ctx.insert('pages', { tenant: tenant.key, slug, updated_at: updatedAt });
    ctx.i18n('page_i18n', 'page_id', id, {
      title: plain(page.title),
      description: plain(page.description),
      content: html(page.content),
    });
  }
  if (tenant.key === 'demo') {
    const id = ctx.insert('pages', { tenant: tenant.key, slug: HOSTILE_PAGE.slug, updated_at: updatedAt });
    ctx.insert('page_i18n', {
      page_id: id,
      locale: 'es',
      title: HOSTILE_PAGE.title,
      description: HOSTILE_PAGE.description,
      content: HOSTILE_PAGE.content,
    });
  }
}
