import type { ThemeDef } from '@/themes';
import type { Tenant } from '@/lib/tenants/schema';

/** The MIME type a manifest icon declares, from its file name (the registry gives URLs). */
function iconType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ext ? { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' }[ext] : undefined;
}

/**
 * The tenant's web app manifest: installed, the portal opens as the event's own app,
 * with the event's name, its logo as the icon (SVG scales to any size; a bitmap logo is offered
 * for any size too, the browser scales it) and its theme's primary colour.
 */
export function buildManifest(tenant: Tenant, theme: Pick<ThemeDef, 'themeColor'>) {
  const icons = [tenant.logo, tenant.favicon]
    .filter((src, i, all) => src && all.indexOf(src) === i)
    .map((src) => ({ src, sizes: 'any', type: iconType(src), purpose: 'any' }));
  return {
    id: '/',
    name: tenant.name,
    short_name: tenant.name.length > 12 ? tenant.name.split(/\s+/)[0]!.slice(0, 12) : tenant.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme.themeColor,
    icons,
  };
}
