/**
 * The views of the networking page (`/networking/:view?`, see lib/routing/routes.ts): one private
 * page whose tabs are paths, so that each view has its own address, title and history entry.
 */
export const NETWORKING_VIEWS = ['personas', 'solicitudes', 'reuniones', 'eventos', 'organizacion', 'desactivar'] as const;
export type NetworkingView = (typeof NETWORKING_VIEWS)[number];

/** Every view is a tab (the request form opens over the directory or a sent request). */
export type NetworkingTab = NetworkingView;

export function isNetworkingView(value: unknown): value is NetworkingView {
  return typeof value === 'string' && (NETWORKING_VIEWS as readonly string[]).includes(value);
}

/**
 * The tabs a person sees: networking events and their registrations only where the tenant's
 * networking is per conference (networkingType 2), the organisers' screen only for organisers.
 *   networkingTabs(1, false) → ['personas', 'solicitudes', 'reuniones', 'desactivar']
 *   networkingTabs(2, true)  → ['personas', 'solicitudes', 'reuniones', 'eventos', 'organizacion', 'desactivar']
 */
export function networkingTabs(type: 1 | 2, organiser: boolean): NetworkingTab[] {
  const tabs: NetworkingTab[] = ['personas', 'solicitudes', 'reuniones'];
  if (type === 2) tabs.push('eventos');
  if (type === 2 && organiser) tabs.push('organizacion');
  tabs.push('desactivar');
  return tabs;
}

/** `['solicitudes']` → 'solicitudes'; `undefined` → 'personas'; anything else → null (404). */
export function viewOf(segments: string[] | undefined): NetworkingView | null {
  if (!segments || segments.length === 0) return 'personas';
  if (segments.length > 1) return null;
  return isNetworkingView(segments[0]) ? segments[0] : null;
}

/** A page number from `?pagina=`: a positive whole number, else 1. */
export function pageOf(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
