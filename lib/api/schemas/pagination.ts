import { z } from 'zod';

export const paginationMetaSchema = z.object({
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** A page of a list: `{data: T[], meta}`. `?page=n` is 1-based; a page past the end has no data. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}
