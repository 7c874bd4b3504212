import type { TransportResponse } from './transport';

/**
 * What went wrong with an API call, as docs/product.md#errors sorts it:
 * 302 → 'redirect', 403 → 'forbidden', 404 → 'not_found', 422 → 'validation',
 * 503 → 'maintenance', no answer in time → 'timeout', no answer at all → 'network',
 * other 5xx → 'server', anything else (other 4xx, a body that breaks the zod contract) → 'unknown'.
 */
export type ApiErrorCode =
  | 'redirect'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'maintenance'
  | 'timeout'
  | 'network'
  | 'server'
  | 'unknown';

export interface ApiErrorInit {
  code: ApiErrorCode;
  /** HTTP status, or null when no answer arrived (network error, timeout). */
  status?: number | null;
  /** The response body (a JSON body of a blob download already parsed), or undefined. */
  data?: unknown;
  response?: TransportResponse;
  fieldErrors?: Record<string, string[]>;
  targetUrl?: string;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | null;
  readonly data: unknown;
  /**
   * The full response (status, headers, data). Always set for 404 ("404 rejects with the full
   * response"); set for every other answer that arrived too. Not enumerable, so that logging an
   * ApiError does not dump the request socket and config that hang off an axios response.
   */
  declare readonly response?: TransportResponse;
  /** Field → messages, from a 422 answer; empty for every other error. */
  readonly fieldErrors: Record<string, string[]>;
  /** Where a 302 answer sends the visitor (its `target_url`). */
  readonly targetUrl?: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status ?? null;
    this.data = init.data;
    this.fieldErrors = init.fieldErrors ?? {};
    if (init.targetUrl !== undefined) this.targetUrl = init.targetUrl;
    Object.defineProperty(this, 'response', { value: init.response, enumerable: false });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the API's 404: pages turn it into `notFound()`. */
export function isNotFound(error: unknown): error is ApiError & { response: TransportResponse } {
  return isApiError(error) && error.code === 'not_found';
}
