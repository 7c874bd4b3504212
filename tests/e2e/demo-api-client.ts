import fs from 'node:fs';
import { E2E } from './env';

/**
 * Calls the e2e run's demo API directly (set-up and checks that a page does not show), as the
 * tenant of a demo host: callApi('localhost', '/customer/login', { body }) → { status, body }.
 */
const registry = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8')) as { tenants: { token: string; hosts: string[] }[] };

export function tenantToken(host: string): string {
  const tenant = registry.tenants.find((t) => t.hosts.includes(host));
  if (!tenant) throw new Error(`no demo tenant for host ${host}`);
  return tenant.token;
}

export async function callApi(host: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${E2E.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': tenantToken(host),
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
