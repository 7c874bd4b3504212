import fs from 'node:fs';
import { z } from 'zod';
import { getServerConfig } from '@/lib/config';
import { registrySchema, type Registry, type Tenant } from './schema';

/**
 * The tenant registry: a JSON file read at run time (TENANTS_FILE), validated with zod.
 * Adding or changing a tenant needs no rebuild: the file is re-read when its mtime changes
 * (checked at most once every RECHECK_MS, so the hot path stays a Map lookup).
 */
const RECHECK_MS = 2_000;

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/**
 * Turns zod issues into lines naming the tenant and field, e.g.
 * `tenant "hermes" (tenants[1]), field "languages[2]": Invalid option: expected one of ...`
 */
export function describeRegistryIssues(raw: unknown, error: z.ZodError): string {
  const tenants =
    raw && typeof raw === 'object' && Array.isArray((raw as { tenants?: unknown }).tenants)
      ? ((raw as { tenants: unknown[] }).tenants as Array<Record<string, unknown> | null>)
      : [];
  const lines = error.issues.map((issue) => {
    const [head, index, ...rest] = issue.path;
    if (head === 'tenants' && typeof index === 'number') {
      const entry = tenants[index];
      const key = entry && typeof entry.key === 'string' ? entry.key : '?';
      const field = rest
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join('');
      return `tenant "${key}" (tenants[${index}]), field "${field || '(entry)'}": ${issue.message}`;
    }
    return `field "${issue.path.join('.') || '(root)'}": ${issue.message}`;
  });
  return lines.join('\n');
}

/** Parses and validates registry text; throws RegistryError with a readable message. */
export function parseRegistry(text: string, source = 'tenant registry'): Registry {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new RegistryError(`${source} is not valid JSON: ${(e as Error).message}`);
  }
  const result = registrySchema.safeParse(raw);
  if (!result.success) {
    throw new RegistryError(`${source} is invalid:\n${describeRegistryIssues(raw, result.error)}`);
  }
  return result.data;
}

export interface TenantIndex {
  byHost: Map<string, Tenant>;
  byKey: Map<string, Tenant>;
  tenants: Tenant[];
}

export function indexRegistry(registry: Registry): TenantIndex {
  const byHost = new Map<string, Tenant>();
  const byKey = new Map<string, Tenant>();
  for (const t of registry.tenants) {
    byKey.set(t.key, t);
    for (const h of t.hosts) byHost.set(h, t);
  }
  return { byHost, byKey, tenants: registry.tenants };
}

let loaded: { file: string; mtimeMs: number; index: TenantIndex; checkedAt: number } | null = null;

/** The current registry; throws RegistryError when the file is missing or invalid. */
export function loadRegistry(now = Date.now()): TenantIndex {
  const file = getServerConfig().tenantsFile;
  if (loaded && loaded.file === file && now - loaded.checkedAt < RECHECK_MS) return loaded.index;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new RegistryError(`tenant registry not found: ${file} (set TENANTS_FILE)`);
  }
  if (loaded && loaded.file === file && loaded.mtimeMs === stat.mtimeMs) {
    loaded.checkedAt = now;
    return loaded.index;
  }
  const index = indexRegistry(parseRegistry(fs.readFileSync(file, 'utf8'), file));
  loaded = { file, mtimeMs: stat.mtimeMs, index, checkedAt: now };
  return index;
}

export function getTenantByKey(key: string): Tenant | undefined {
  return loadRegistry().byKey.get(key);
}

export function getTenantByHost(hostname: string): Tenant | undefined {
  return loadRegistry().byHost.get(hostname);
}

export function listTenants(): Tenant[] {
  return loadRegistry().tenants;
}
