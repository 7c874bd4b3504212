import { describe, expect, it } from 'vitest';
import { sponsorDetailSchema, sponsorGroupListSchema, tagListSchema } from '../lib/api/schemas';
import { call, serverPerFile } from './testing';

const server = serverPerFile();

async function allSponsors() {
  const groups = sponsorGroupListSchema.parse((await call(server.app, '/sponsors')).body);
  return groups.flatMap((g) => g.sponsors);
}

describe('demo API sponsors', () => {
  it('lists every sponsor with its tags, and GET /sponsors/tags names exactly the tags in use', async () => {
    const sponsors = await allSponsors();
    expect(sponsors.every((s) => s.tags.length > 0)).toBe(true);
    const tags = tagListSchema.parse((await call(server.app, '/sponsors/tags')).body);
    const used = new Set(sponsors.flatMap((s) => s.tags.map((t) => t.slug)));
    expect(new Set(tags.map((t) => t.slug))).toEqual(used);
  });

  it('?tag= keeps only the sponsors carrying it', async () => {
    const sponsors = await allSponsors();
    const slug = sponsors[0]!.tags[0]!.slug;
    const groups = sponsorGroupListSchema.parse((await call(server.app, `/sponsors?tag=${slug}`)).body);
    const tagged = groups.flatMap((g) => g.sponsors);
    expect(tagged.length).toBe(sponsors.filter((s) => s.tags.some((t) => t.slug === slug)).length);
    expect(tagged.length).toBeLessThan(sponsors.length);
    expect(tagged.every((s) => s.tags.some((t) => t.slug === slug))).toBe(true);
  });

  it('a gold sponsor has a description, its profiles and the sessions it sponsors, in time order', async () => {
    const gold = (await allSponsors()).find((s) => s.category === 'gold')!;
    const res = await call(server.app, `/sponsors/${gold.id}`, { locale: 'en' });
    expect(res.status).toBe(200);
    const detail = sponsorDetailSchema.parse(res.body);
    expect(detail.description).toContain(gold.company_name);
    expect(detail.links.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    expect(detail.links.twitter).toMatch(/^https:\/\/x\.com\//);
    expect(detail.conferences.length).toBe(2);
    const starts = detail.conferences.map((c) => Date.parse(c.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const session = await call(server.app, `/conferences/${detail.conferences[0]!.slug}`);
    expect(session.status).toBe(200);
  });

  it('a bronze sponsor sponsors no session and has no profiles', async () => {
    const bronze = (await allSponsors()).find((s) => s.category === 'bronze')!;
    const detail = sponsorDetailSchema.parse((await call(server.app, `/sponsors/${bronze.id}`)).body);
    expect(detail.conferences).toEqual([]);
    expect(detail.links).toEqual({ linkedin: null, twitter: null });
  });

  it('unknown, malformed or another tenant’s id: 404', async () => {
    const other = sponsorGroupListSchema.parse((await call(server.app, '/sponsors', { tenant: 'hermes' })).body)[0]!.sponsors[0]!;
    for (const url of ['/sponsors/999999', '/sponsors/abc', '/sponsors/-1', `/sponsors/${other.id}`]) {
      expect((await call(server.app, url)).status, url).toBe(404);
    }
  });
});
