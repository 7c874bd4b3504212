/**
 * Reduces a Host header to the name the registry is keyed by: lower case, no port,
 * no trailing dot, IPv6 brackets kept off.
 *   "Hermes.LocalHost:3000" → "hermes.localhost"
 *   "[::1]:3000"            → "::1"
 *   "example.org."          → "example.org"
 */
export function parseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end === -1) return null;
    host = host.slice(1, end);
  } else {
    const colon = host.indexOf(':');
    if (colon !== -1) host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host || null;
}
