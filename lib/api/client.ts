import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { Locale } from '@/lib/tenants/schema';
import { ApiError, type ApiErrorCode } from './errors';
import { answerError, apiHeaders, noAnswerError, sortAnswer } from './rules';

/**
 * The server's axios transport (per request: `./server`, `./private`). It sets the docs/product.md#calls headers
 * and turns every failure into an `ApiError` following docs/product.md#errors, both from the one table of
 * `./rules` that the browser's fetch transport (`./browser`) uses too. Browsers never load it:
 * axios is ~14 KB gzip that every page with a form would download, and fetch does the same
 * job there (what axios adds here is Node's: the stale-connection retry, metrics, request ids).
 */

export interface ApiClientOptions {
  baseURL: string;
  /** The tenant's token, sent as X-Tenant. */
  tenantToken: string;
  /** Sent as X-Locale; default 'es'. */
  locale?: Locale;
  timeoutMs: number;
  /** Read on every request, so a login or logout takes effect without a new client. */
  getAuthToken?: () => string | null | undefined;
  /** Read on every /networking request and sent as X-Networking-Conference. */
  getNetworkingConference?: () => string | number | null | undefined;
  /** 403: the caller clears the stored auth token (cookie, session store). */
  onForbidden?: () => void;
  /** 302: the caller navigates to the answer's `target_url`. */
  onRedirect?: (targetUrl: string) => void;
  /** Server only: the id of the request being served, sent as X-Request-Id. */
  getRequestId?: () => string | undefined;
  /** Server only: told of every call that ended (metrics): its path, outcome and duration. */
  onCallDone?: (call: ApiCallRecord) => void;
}

/** How a call ended: 'ok', or the ApiError code it failed with ('timeout', 'server', …). */
export interface ApiCallRecord {
  path: string;
  outcome: 'ok' | ApiErrorCode;
  seconds: number;
}

export { binaryRequestConfig } from './transport';

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const api = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // A 302 carries `target_url` in its body; it must reach the interceptor, not be followed.
    maxRedirects: 0,
    // Timeouts get their own code (ETIMEDOUT) instead of sharing ECONNABORTED with aborts.
    transitional: { clarifyTimeoutError: true },
    headers: { Accept: 'application/json' },
  });

  api.interceptors.request.use((config) => setHeaders(config, options));
  const done = options.onCallDone ? callTimer(options.onCallDone) : null;
  if (done) api.interceptors.request.use(done.start);
  api.interceptors.response.use(
    done ? (response) => (done.end(response.config, 'ok'), response) : undefined,
    async (error: unknown) => {
      if (isStaleConnection(error)) return api.request({ ...error.config, [RETRIED]: true } as AxiosRequestConfig);
      try {
        return await handleResponseError(error, options);
      } catch (failure) {
        if (done && failure instanceof ApiError && axios.isAxiosError(error)) done.end(error.config, failure.code);
        throw failure;
      }
    },
  );
  return api;
}

/** Marks the one repetition of a call whose kept-alive connection was already closed (a string
 * key: axios keeps unknown config keys when it merges a config, but not symbols). */
const RETRIED = 'ekitaldiRetried';

/**
 * A reading call (GET, HEAD) whose connection was reset before any answer came: on the server it
 * is almost always a kept-alive socket that the API (or a proxy before it) closed at the moment
 * the call reused it (Node's "socket hang up", ECONNRESET). Such a call is sent again once, on a
 * fresh connection, as browsers and undici do; never a call that writes, never twice. Measured in
 * the scale test behind a proxy with a 1 s keep-alive: one such reset gave a visitor the 500 page.
 */
function isStaleConnection(error: unknown): error is AxiosError & { config: InternalAxiosRequestConfig } {
  if (!axios.isAxiosError(error) || error.response || !error.config) return false;
  if (error.code !== 'ECONNRESET' || (error.config as { [RETRIED]?: boolean })[RETRIED] === true) return false;
  const method = (error.config.method ?? 'get').toLowerCase();
  return method === 'get' || method === 'head';
}

/** Times each call from its request to its end, and reports it (metrics never break a call). */
function callTimer(onCallDone: (call: ApiCallRecord) => void) {
  const started = new WeakMap<object, number>();
  return {
    start(config: InternalAxiosRequestConfig) {
      started.set(config, performance.now());
      return config;
    },
    end(config: InternalAxiosRequestConfig | undefined, outcome: ApiCallRecord['outcome']) {
      const at = config ? started.get(config) : undefined;
      if (at === undefined) return;
      try {
        onCallDone({ path: config!.url ?? '', outcome, seconds: (performance.now() - at) / 1000 });
      } catch {
        // not the call's business
      }
    },
  };
}

function setHeaders(config: InternalAxiosRequestConfig, options: ApiClientOptions): InternalAxiosRequestConfig {
  const headers = apiHeaders({
    tenantToken: options.tenantToken,
    locale: options.locale,
    token: options.getAuthToken?.(),
    path: config.url,
    networkingConference: config.url !== undefined ? options.getNetworkingConference?.() : undefined,
  });
  for (const [name, value] of Object.entries(headers)) if (name !== 'Accept') config.headers.set(name, value);

  const requestId = options.getRequestId?.();
  if (requestId) config.headers.set('X-Request-Id', requestId);
  return config;
}

/** docs/product.md#errors, in one place. Always rejects with an ApiError, except for cancelled requests. */
async function handleResponseError(error: unknown, options: ApiClientOptions): Promise<never> {
  if (axios.isCancel(error)) {
    // Cancelled on purpose (the component that asked unmounted, or a newer request replaced
    // this one): nothing may surface — no rejection, no error page, no toast. A promise that
    // never settles keeps the caller's `await` parked; it is garbage-collected with the caller.
    return new Promise<never>(() => {});
  }
  if (!axios.isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(message, { code: 'unknown' });
  }

  const { response } = error;
  if (!response) throw noAnswer(error);

  const data = await decodeBinaryBody(response.data);
  const answered: AxiosResponse = data === response.data ? response : { ...response, data };
  const sorted = sortAnswer(answered.status, data, headerValue(answered, 'location'));
  if (sorted.targetUrl !== undefined) options.onRedirect?.(sorted.targetUrl);
  if (sorted.sessionOver) options.onForbidden?.();
  throw answerError(answered.status, data, sorted, { response: answered });
}

function noAnswer(error: AxiosError): ApiError {
  const timedOut =
    error.code === AxiosError.ETIMEDOUT ||
    (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message));
  return noAnswerError(error.message, timedOut);
}

/**
 * A download (responseType 'blob' / 'arraybuffer') that fails still gets a binary body, which
 * usually holds the API's JSON error. Returns the parsed JSON, or the body untouched when it is
 * not binary or not JSON.
 */
async function decodeBinaryBody(body: unknown): Promise<unknown> {
  let text: string;
  try {
    if (typeof Blob !== 'undefined' && body instanceof Blob) {
      text = await body.text();
    } else if (body instanceof ArrayBuffer) {
      text = new TextDecoder().decode(body);
    } else if (ArrayBuffer.isView(body)) {
      // Node's http adapter hands over a Buffer for 'arraybuffer'.
      text = new TextDecoder().decode(body);
    } else {
      return body;
    }
    return JSON.parse(text) as unknown;
  } catch {
    return body;
  }
}

function headerValue(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
