/**
 * The CMS's rules (/cms…): a navigation menu as sections with their links, and a page in one
 * language. The routes (routes/cms.ts, and the admin's page read in routes/admin.ts) call these.
 */
import type { CmsPage, LinkSection, MenuArea, NavigationMenu } from '../lib/api/schemas';
import type { Locale } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';

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
