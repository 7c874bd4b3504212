/**
 * What a resource function of `lib/api` needs from a transport, and nothing more: the five verbs
 * with the few options the resource modules use, answering `{ data, status, headers }` and
 * failing with an `ApiError` sorted by the docs/product.md#errors table (`./rules`). The server's axios
 * instance (`./client`) satisfies it structurally; the browser's transport (`./browser`) is a
 * `fetch` implementation of it. Types only, plus the binary-download options: no axios here.
 *
 *   async function getTopics(api: ApiTransport) { const { data } = await api.get<unknown>('/topics'); … }
 */

/** How much of a body went up or came down: `total` when the length is known. */
export interface TransferProgress {
  loaded: number;
  total?: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface TransportRequestOptions {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, QueryValue>;
  /** Extra request headers (Idempotency-Key, Content-Type of a form-encoded body, …). */
  headers?: Record<string, string>;
  /** Milliseconds; 0 = no timeout (binary downloads, uploads). Default: the transport's. */
  timeout?: number;
  /** 'json' (default) or a binary body: 'blob' in the browser, 'arraybuffer' in Node. */
  responseType?: 'json' | 'blob' | 'arraybuffer';
  onUploadProgress?: (event: TransferProgress) => void;
  onDownloadProgress?: (event: TransferProgress) => void;
  /** Cancels the call: a cancelled call never settles (nothing may surface). */
  signal?: AbortSignal;
}

/** An answer: its body (parsed JSON, a Blob/ArrayBuffer, or undefined when empty), status and headers. */
export interface TransportResponse<T = unknown> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, unknown>;
}

export interface ApiTransport {
  get<T = unknown>(url: string, options?: TransportRequestOptions): Promise<TransportResponse<T>>;
  delete<T = unknown>(url: string, options?: TransportRequestOptions): Promise<TransportResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: TransportRequestOptions): Promise<TransportResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: TransportRequestOptions): Promise<TransportResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: TransportRequestOptions): Promise<TransportResponse<T>>;
}

/**
 * Per-request settings for the binary downloads (print-accreditation, print-certificate, files,
 * receipts): no timeout (docs/product.md#calls), and a binary body. Use 'blob' in the browser and 'arraybuffer'
 * in Node. A JSON error body of such a download is parsed by the transport (docs/product.md#errors).
 */
export function binaryRequestConfig(responseType: 'blob' | 'arraybuffer' = 'blob'): Pick<TransportRequestOptions, 'timeout' | 'responseType'> {
  return { timeout: 0, responseType };
}
