import type { ApiTransport } from './transport';
import {
  sponsorCategoryListSchema,
  sponsorDetailSchema,
  sponsorGroupListSchema,
  tagListSchema,
  type SponsorCategoryGroup,
  type SponsorDetail,
  type SponsorGroup,
  type Tag,
} from './schemas';
import { parseResponse } from './parse';

/** GET /sponsors[?tag=slug] — sponsor groups (`promotores`, `colaboradores`, …), gold first within each. */
export async function getSponsorGroups(api: ApiTransport, tag?: string): Promise<SponsorGroup[]> {
  const { data } = await api.get<unknown>('/sponsors', { params: tag ? { tag } : undefined });
  return parseResponse(sponsorGroupListSchema, data, 'GET /sponsors');
}

/** GET /sponsors/tags */
export async function getSponsorTags(api: ApiTransport): Promise<Tag[]> {
  const { data } = await api.get<unknown>('/sponsors/tags');
  return parseResponse(tagListSchema, data, 'GET /sponsors/tags');
}

/** GET /sponsors/{id}. Unknown: ApiError 'not_found'. */
export async function getSponsor(api: ApiTransport, id: number): Promise<SponsorDetail> {
  const endpoint = `/sponsors/${encodeURIComponent(String(id))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(sponsorDetailSchema, data, `GET ${endpoint}`);
}
