/**
 * The CMS's rules (/cms…): a navigation menu as sections with their links, and a page in one
 * language, and the organiser's change of a page's texts. The routes (routes/cms.ts, routes/admin.ts)
 * read the request, check the role and call these.
 */
import { z } from 'zod';
import type { CmsPage, LinkSection, MenuArea, NavigationMenu } from '../lib/api/schemas';
import type { Locale } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { notFound, unprocessable } from './errors';

interface EntryRow {
  id: number;
  parent_id: number | null;
  target: string;
  is_component: number;
  type: 1 | 2 | null;
  text: string;
}

/** The tenant's menu of `area`: top entries are sections, their children the links. */
export function navigationMenu(d: Deps, tenant: string, locale: Locale, area: MenuArea): NavigationMenu {
  const rows = d
    .sql(
      `SELECT m.id, m.parent_id, m.target, m.is_component, m.type, ${tcol('t', 'text')}
       FROM menu_entries m ${tjoin('menu_entry_i18n', 'entry_id', 'm.id', 't')}
       WHERE m.tenant = @tenant AND m.area = @area ORDER BY m.parent_id IS NOT NULL, m.position`,
    )
    .all({ tenant, locale, area }) as EntryRow[];
  const sections: LinkSection[] = [];
  const byId = new Map<number, LinkSection>();
  for (const r of rows) {
    const entry = { text: r.text, target: r.target, isComponent: r.is_component === 1 };
    if (r.parent_id === null) {
      const section: LinkSection = { ...entry, children: [], type: r.type };
      sections.push(section);
      byId.set(r.id, section);
    } else {
      byId.get(r.parent_id)?.children.push(entry);
    }
  }
  return { area, sections };
}

/** A tenant's page in one language (missing texts fall back to es), or undefined. */
export function findCmsPage(d: Deps, tenant: string, locale: Locale, slug: string): CmsPage | undefined {
  const row = d
    .sql(
      `SELECT p.slug, p.updated_at, ${tcol('t', 'title')}, ${tcol('t', 'description')}, ${tcol('t', 'content')}
       FROM pages p ${tjoin('page_i18n', 'page_id', 'p.id', 't')}
       WHERE p.tenant = @tenant AND p.slug = @slug`,
    )
    .get({ tenant, locale, slug }) as
    | { slug: string; updated_at: string; title: string; description: string; content: string }
    | undefined;
  if (!row) return undefined;
  return { slug: row.slug, title: row.title, description: row.description, content: row.content, updatedAt: row.updated_at };
}

/** One language of a page. Without `description` the stored one is kept. */
const pageTextSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).optional(),
  /** HTML, sanitised by the portal when it renders it, like every organiser text. */
  content: z.string().trim().min(1).max(200_000),
});

/** Keys are languages; checked against the tenant's below, so an unknown one and one it does not offer read alike. */
export const cmsPageUpdateBodySchema = z.strictObject({
  translations: z.record(z.string(), pageTextSchema),
});
export type CmsPageUpdateBody = z.infer<typeof cmsPageUpdateBodySchema>;

/** The id of a tenant's page; none is a 404. */
export function cmsPageId(d: Deps, tenant: string, slug: string): number {
  const page = d.sql('SELECT id FROM pages WHERE tenant = ? AND slug = ?').get(tenant, slug) as { id: number } | undefined;
  if (!page) throw notFound('Page not found');
  return page.id;
}

/**
 * PUT /admin/cms/pages/{slug}: writes the given languages of a page (only languages the tenant
 * offers: 422 otherwise, and 422 for none) and its `updatedAt`, in one transaction.
 */
export function writeCmsPage(d: Deps, languages: readonly Locale[], pageId: number, body: CmsPageUpdateBody): void {
  const entries = Object.entries(body.translations);
  if (entries.length === 0) throw unprocessable({ translations: ['validation.required'] });
  const errors: Record<string, string[]> = {};
  for (const [locale] of entries) if (!languages.includes(locale as Locale)) errors[`translations.${locale}`] = ['validation.in'];
  if (Object.keys(errors).length) throw unprocessable(errors);

  const upsert = d.sql(
    `INSERT INTO page_i18n (page_id, locale, title, description, content) VALUES (@id, @locale, @title, COALESCE(@description, ''), @content)
     ON CONFLICT (page_id, locale) DO UPDATE SET title = excluded.title, content = excluded.content,
       description = COALESCE(@description, page_i18n.description)`,
  );
  d.db.transaction(() => {
    for (const [locale, t] of entries) {
      upsert.run({ id: pageId, locale, title: t.title, description: t.description ?? null, content: t.content });
    }
    d.sql('UPDATE pages SET updated_at = ? WHERE id = ?').run(d.now().toISOString(), pageId);
  })();
}
