import type { ApiTransport } from './transport';
import {
  cmsPageSchema,
  navigationMenuSchema,
  type CmsPage,
  type MenuArea,
  type NavigationMenu,
} from './schemas';
import { parseResponse } from './parse';

/** GET /cms/navigation-menu/{area} — the header or footer menu. */
export async function getNavigationMenu(api: ApiTransport, area: MenuArea): Promise<NavigationMenu> {
  const endpoint = `/cms/navigation-menu/${area}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(navigationMenuSchema, data, `GET ${endpoint}`);
}

/** GET /cms/pages/{slug}. An unknown slug rejects with an ApiError 'not_found' (see isNotFound). */
export async function getCmsPage(api: ApiTransport, slug: string): Promise<CmsPage> {
  const endpoint = `/cms/pages/${encodeURIComponent(slug)}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(cmsPageSchema, data, `GET ${endpoint}`);
}
