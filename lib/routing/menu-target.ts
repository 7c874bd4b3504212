/**
 * How a CMS menu entry's `target` is followed (docs/product.md#routes):
 *   ""                     → home
 *   "https://example.org"  → external, new window with rel="noopener"
 *   "/agenda", "agenda"    → an internal portal path, percent-encoded ("/cambiar-contraseña"
 *                            → "/cambiar-contrase%C3%B1a")
 */
export type MenuTarget = { kind: 'home' } | { kind: 'external'; href: string } | { kind: 'internal'; href: string };

export function resolveMenuTarget(target: string): MenuTarget {
  const value = target.trim();
  if (value === '' || value === '/') return { kind: 'home' };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  const path = value.startsWith('/') ? value : `/${value}`;
  // Only ASCII-safe encoding of what is not already encoded; refuse protocol-relative paths.
  const safe = path.replace(/^\/+/, '/');
  return { kind: 'internal', href: encodeURI(decodeURISafe(safe)) };
}

function decodeURISafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
