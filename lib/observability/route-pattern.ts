import { isLocale } from '@/lib/i18n/locales';
import { matchRoute, routes } from '@/lib/routing/routes';

/**
 * The route a request belongs to, as a bounded label for metrics and logs: the route
 * map's pattern, never the raw path, so that any number of distinct URLs (slugs, ids, tokens,
 * random paths from a scanner) adds no label value.
 *
 *   '/agenda/keynote-2026?x=1' → '/agenda/:slug';   '/en/blog/12' → '/blog/:id'
 *   '/validate/eyJhbGciOi…'    → '/validate/:token?'; '/_next/static/chunks/a.js' → '/_next/static'
 *   '/wp-admin/x.php'          → 'not-found';       '/health-check?upstream=1' → '/health-check'
 */
const FIXED = ['/health-check', '/metrics', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/sw.js', '/favicon.ico', '/broadcasting/auth'];

export function routePattern(target: string): string {
  const raw = target.split(/[?#]/, 1)[0] || '/';
  if (raw.startsWith('/_next/')) {
    const area = raw.split('/')[2] ?? '';
    return ['static', 'image', 'data'].includes(area) ? `/_next/${area}` : '/_next';
  }
  if (raw.startsWith('/api/')) return raw === '/api/revalidate' ? '/api/revalidate' : '/api';
  if (FIXED.includes(raw)) return raw;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return 'not-found';
  }
  // The locale prefix (/en/agenda) is part of the URL, not of the route.
  const first = path.split('/')[1] ?? '';
  if (isLocale(first)) path = path.slice(first.length + 1) || '/';
  const match = matchRoute(path);
  if (match.kind !== 'route') return 'not-found';
  return routes[match.name].path;
}

/** '2xx', '3xx', '4xx', '5xx' (anything else: 'other'). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}
