import { readAuthCookie, removeAuthCookie } from '@/lib/session/auth-cookie';
import type { Locale } from '@/lib/tenants/schema';
import {
  browserApiConfig,
  followApiRedirect,
  notifyForbidden,
  onBrowserForbidden,
  reportCallEnd,
  reportCallStart,
  setBrowserApiConfig,
  type BrowserApiConfig,
} from './browser-settings';
import { ApiError } from './errors';
import { answerError, apiHeaders, noAnswerError, sortAnswer } from './rules';
import type { ApiTransport, TransferProgress, TransportRequestOptions, TransportResponse } from './transport';

/**
 * The browser's one transport: `fetch`, the docs/product.md#calls headers and docs/product.md#errors rules of `./rules` (the
 * table the server's axios transport, `./client`, uses too), and no axios, so that every page,
 * public ones included, can afford it. The session provider records the tenant's settings
 * synchronously while it first renders (`./browser-settings`) and the transport is built from
 * them on first use, so every client component below the provider, effects included, can call
 * the API at once. Components call the typed functions of `./browser-calls` (or, on public pages,
 * `./lazy-browser-calls`), which run on `browserApi()`; the header's greeting and log-out call
 * `getSessionCustomer` / `endSession` of `./session-calls`. Per call:
 *
 * - headers: X-Tenant, X-Locale, `Authorization` from the `auth` cookie read per request,
 *   X-Networking-Conference on /networking calls (`apiHeaders`);
 * - a failed answer is an `ApiError` sorted by `sortAnswer`: a 302 goes through the one redirect
 *   gate (`followApiRedirect`), a bare 403 removes the cookie and tells the session store;
 * - the loading bar hears every start and end; a timeout (0 = none: binary downloads, uploads)
 *   and a caller's `signal` abort it (a cancelled call never settles: nothing may surface);
 * - binary bodies (`responseType` 'blob' / 'arraybuffer'), with download progress read from the
 *   body's stream; a JSON error inside one is parsed;
 * - an upload with `onUploadProgress` goes through XMLHttpRequest: fetch cannot report how much of
 *   a body went up. The only call of this module that is not fetch.
 */

export type { BrowserApiConfig };
export { onBrowserForbidden };

export interface FetchTransportOptions {
  /** Prefixed to relative paths ('' for same-site paths or absolute URLs). */
  baseURL: string;
  /** Default timeout in ms; 0 = none. */
  timeoutMs: number;
  /** The headers of one call (read per call: a login or logout changes the cookie, not the transport). */
  headers: (path: string) => Record<string, string>;
  /** 302: where the answer sends the browser. */
  onRedirect?: (targetUrl: string) => void;
  /** A bare 403: the token is no good. */
  onForbidden?: () => void;
  /** The loading bar. */
  onCallStart?: () => void;
  onCallEnd?: (error?: unknown) => void;
}

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

/** A call cancelled by its caller's signal: it never settles (see `createApiClient`). */
const cancelled = () => new Promise<never>(() => {});

class Cancelled extends Error {}

export function createFetchTransport(options: FetchTransportOptions): ApiTransport {
  const call = async <T>(method: Method, url: string, body: unknown, request: TransportRequestOptions = {}): Promise<TransportResponse<T>> => {
    if (request.signal?.aborted) return cancelled();
    options.onCallStart?.();
    try {
      const response = await send(method, url, body, request, options);
      options.onCallEnd?.();
      return response as TransportResponse<T>;
    } catch (error) {
      if (error instanceof Cancelled) {
        options.onCallEnd?.();
        return cancelled();
      }
      options.onCallEnd?.(error);
      throw error;
    }
  };
  return {
    get: (url, request) => call('GET', url, undefined, request),
    delete: (url, request) => call('DELETE', url, undefined, request),
    post: (url, body, request) => call('POST', url, body, request),
    put: (url, body, request) => call('PUT', url, body, request),
    patch: (url, body, request) => call('PATCH', url, body, request),
  };
}

/** The target URL: `baseURL` + path (absolute URLs as they are), with the query parameters. */
export function requestUrl(baseURL: string, url: string, params?: TransportRequestOptions['params']): string {
  let target = /^[a-z][a-z\d+.-]*:\/\//i.test(url) || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  if (search) target += (target.includes('?') ? '&' : '?') + search;
  return target;
}

/** A body as fetch and XMLHttpRequest send it: FormData, URLSearchParams, Blob and strings as they are, anything else as JSON. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob || typeof body === 'string') return body;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as asked for (parsed JSON, Blob, ArrayBuffer) when the call succeeded. */
  ok: boolean;
  data: unknown;
}

async function send(method: Method, url: string, body: unknown, request: TransportRequestOptions, options: FetchTransportOptions): Promise<TransportResponse> {
  const headers = { ...options.headers(url), ...request.headers };
  const payload = encodeBody(body, headers);
  const target = requestUrl(options.baseURL, url, request.params);
  const timeoutMs = request.timeout ?? options.timeoutMs;
  const raw =
    request.onUploadProgress && payload !== undefined
      ? await sendWithUploadProgress(method, target, headers, payload, request, timeoutMs)
      : await sendWithFetch(method, target, headers, payload, request, timeoutMs);
  if (raw.ok) return { data: raw.data, status: raw.status, headers: raw.headers };

  // docs/product.md#errors, from the one table.
  const sorted = sortAnswer(raw.status, raw.data, raw.headers.location);
  if (sorted.targetUrl !== undefined) options.onRedirect?.(sorted.targetUrl);
  if (sorted.sessionOver) options.onForbidden?.();
  throw answerError(raw.status, raw.data, sorted, { response: { data: raw.data, status: raw.status, headers: raw.headers } });
}

/** Aborts on the timeout or the caller's signal; says which happened. */
function abortFor(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : null;
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    failure(error: unknown): Error {
      if (signal?.aborted) return new Cancelled();
      if (timedOut) return noAnswerError(`timeout of ${timeoutMs}ms exceeded`, true);
      return noAnswerError(error instanceof Error && error.message ? error.message : 'Network Error', false);
    },
    done() {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function sendWithFetch(
  method: Method,
  target: string,
  headers: Record<string, string>,
  payload: BodyInit | undefined,
  request: TransportRequestOptions,
  timeoutMs: number,
): Promise<RawAnswer> {
  const abort = abortFor(timeoutMs, request.signal);
  try {
    let response: Response;
    try {
      // A 302 carries `target_url` in its body: it must reach the rules, not be followed.
      response = await fetch(target, { method, headers, body: payload, signal: abort.signal, redirect: 'manual', credentials: 'same-origin' });
    } catch (error) {
      throw abort.failure(error);
    }
    const answer = { status: response.type === 'opaqueredirect' ? 302 : response.status, headers: headersOf(response.headers) };
    const binary = request.responseType === 'blob' || request.responseType === 'arraybuffer';
    try {
      if (!response.ok || !binary) return { ...answer, ok: response.ok, data: parseText(await response.text()) };
      const bytes = await readBytes(response, request.onDownloadProgress);
      return { ...answer, ok: true, data: request.responseType === 'blob' ? bytes : await bytes.arrayBuffer() };
    } catch (error) {
      if (error instanceof ApiError || error instanceof Cancelled) throw error;
      throw abort.failure(error);
    }
  } finally {
    abort.done();
  }
}

/** The body's bytes, telling `onProgress` as they arrive (total from Content-Length, when known). */
async function readBytes(response: Response, onProgress?: (event: TransferProgress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type });
}

/** XMLHttpRequest, for the one thing fetch cannot do: report an upload's progress. */
function sendWithUploadProgress(
  method: Method,
  target: string,
  headers: Record<string, string>,
  payload: BodyInit,
  request: TransportRequestOptions,
  timeoutMs: number,
): Promise<RawAnswer> {
  const abort = abortFor(timeoutMs, request.signal);
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, target);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' || request.responseType === 'arraybuffer' ? request.responseType : 'text';
    xhr.upload.onprogress = (event) => request.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    abort.signal.addEventListener('abort', () => xhr.abort());
    xhr.onload = () => {
      const status = xhr.status;
      const ok = status >= 200 && status < 300;
      const answer = { status, headers: parseHeaderBlock(xhr.getAllResponseHeaders()) };
      if (ok && xhr.responseType !== 'text') return resolve({ ...answer, ok, data: xhr.response });
      const text = xhr.responseType === 'text' ? Promise.resolve(xhr.responseText) : new Blob([xhr.response as BlobPart]).text();
      text.then((t) => resolve({ ...answer, ok, data: parseText(t) }), reject);
    };
    xhr.onerror = () => reject(abort.failure(new Error('Network Error')));
    xhr.onabort = () => reject(abort.failure(new Error('Request aborted')));
    xhr.send(payload as XMLHttpRequestBodyInit);
  }).finally(() => abort.done());
}

/** JSON when it parses, the text otherwise, undefined when empty. */
function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

function parseHeaderBlock(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The browser's singleton

let instance: ApiTransport | null = null;
let builtFor: BrowserApiConfig | null = null;

function build(config: BrowserApiConfig): ApiTransport {
  instance = createFetchTransport({
    baseURL: config.baseURL,
    timeoutMs: config.timeoutMs,
    headers: (path) =>
      apiHeaders({
        tenantToken: config.tenantToken,
        locale: config.locale,
        token: readAuthCookie(),
        path,
        networkingConference: config.getNetworkingConference?.(),
      }),
    // Through the one redirect gate: the API's own origin, Stripe Checkout or this site only.
    onRedirect: (url) => followApiRedirect(url),
    onForbidden: () => {
      removeAuthCookie();
      notifyForbidden();
    },
    // Every browser call shows on the loading bar (docs/product.md#states).
    onCallStart: reportCallStart,
    onCallEnd: reportCallEnd,
  });
  builtFor = config;
  return instance;
}

/** (Re)builds the transport for a tenant and language (and records the settings). */
export function configureBrowserApi(config: BrowserApiConfig): ApiTransport {
  setBrowserApiConfig(config);
  return build(config);
}

/** The transport; throws when used outside the session provider (a programming error). */
export function browserApi(): ApiTransport {
  const config = browserApiConfig();
  if (config && config !== builtFor) return build(config);
  if (!instance) throw new Error('The browser API is not configured: render inside <SessionProvider>.');
  return instance;
}

/**
 * The portal's own endpoints (same origin, e.g. the realtime channel authorisation relay): the
 * X-Locale of every call but neither the tenant's token nor the bearer token (the host names the
 * tenant and the cookie carries the session), and the §8 sorting without the session rule (the
 * relay's 403 refuses a channel; it does not say the cookie is stale). No timeout, no loading bar.
 */
export function sameSiteTransport(locale?: Locale): ApiTransport {
  return createFetchTransport({
    baseURL: '',
    timeoutMs: 0,
    headers: (): Record<string, string> => (locale ? { Accept: 'application/json', 'X-Locale': locale } : { Accept: 'application/json' }),
  });
}
