import type { DB } from '../db';
import type { Tenant } from '../../lib/tenants/schema';
import { tx, type Locale, type PL } from './i18n';
import { createRng, type Rng } from './prng';
import type { Profile } from './tenants';

type Row = Record<string, string | number | null>;

/** Everything a seed step needs for one tenant, plus what earlier steps created. */
export interface SeedCtx {
  db: DB;
  tenant: Tenant;
  profile: Profile;
  /** the tenant's languages; `es` is always among them (it is the fallback) */
  langs: Locale[];
  rng: Rng;
  eventName: PL;
  email: string;
  /** insert a row, return its id */
  insert(table: string, row: Row): number;
  /** insert one translation row per tenant language */
  i18n(table: string, fk: string, id: number, fields: Record<string, PL | null>): void;
  /** tag id by kind and slug, created on first use */
  tag(kind: 'blog' | 'speaker' | 'conference' | 'sponsor', slug: string): number;
  venues: { id: number; name: PL; rooms: { id: number; capacity: number }[] }[];
  topics: number[];
  tracks: Record<string, number>;
  speakers: { id: number; name: string; surname: string }[];
  conferenceCount: number;
}

export function createContext(db: DB, tenant: Tenant, profile: Profile, tagNames: (slug: string) => PL): SeedCtx {
  const langs = Array.from(new Set<Locale>(['es', ...tenant.languages]));
  const stmts = new Map<string, ReturnType<DB['prepare']>>();
  const insert = (table: string, row: Row): number => {
    const cols = Object.keys(row);
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`;
    let s = stmts.get(sql);
    if (!s) {
      s = db.prepare(sql);
      stmts.set(sql, s);
    }
    return Number(s.run(row).lastInsertRowid);
  };
  const tagIds = new Map<string, number>();
  const ctx: SeedCtx = {
    db,
    tenant,
    profile,
    langs,
    rng: createRng(`ekitaldi:${tenant.key}`),
    eventName: profile.eventName ?? Object.fromEntries(langs.map((l) => [l, tenant.name])) as PL,
    email: `info@${tenant.key}.ekitaldi.test`,
    insert,
    i18n(table, fk, id, fields) {
      for (const lang of langs) {
        const row: Row = { [fk]: id, locale: lang };
        for (const [k, v] of Object.entries(fields)) row[k] = v === null ? null : tx(v, lang);
        insert(table, row);
      }
    },
    tag(kind, slug) {
      const key = `${kind}:${slug}`;
      let id = tagIds.get(key);
      if (id === undefined) {
        id = insert('tags', { tenant: tenant.key, kind, slug, position: tagIds.size });
        ctx.i18n('tag_i18n', 'tag_id', id, { name: tagNames(slug) });
        tagIds.set(key, id);
      }
      return id;
    },
    venues: [],
    topics: [],
    tracks: {},
    speakers: [],
    conferenceCount: 0,
  };
  return ctx;
}
