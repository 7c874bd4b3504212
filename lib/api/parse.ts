import { z } from 'zod';
import { ApiError } from './errors';

/**
 * Parses an API answer with its contract schema. A mismatch means the API broke the contract:
 * an ApiError 'unknown' naming the endpoint, never half-typed data flowing into a page.
 *
 * parseResponse(venueListSchema, [{ id: 'x' }], 'GET /schedule/venues')
 *   → throws ApiError('GET /schedule/venues answered outside the API contract: ✖ Invalid input…')
 */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, endpoint: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError(`${endpoint} answered outside the API contract:\n${z.prettifyError(result.error)}`, {
    code: 'unknown',
    data,
  });
}
