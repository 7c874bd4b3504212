import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/tenants/schema';
import { ApiError, type ApiErrorCode, type ApiErrorInit } from './errors';

/**
 * The docs/product.md#calls headers and the docs/product.md#errors rules, in one table that both transports use: the server's
 * axios transport (`./client`) and the browser's fetch transport (`./browser`), and through them
 * the portal's relay of realtime channel authorisations (`lib/realtime/relay.ts`) and the
 * realtime client's own call (`lib/realtime/connect.ts`). Plain TypeScript, no axios and no zod,
 * so the browser's path stays light.
 */

export interface HeaderInput {
  tenantToken: string;
  /** X-Locale; default 'es'. */
  locale?: Locale;
  /** The bearer token (the `auth` cookie), when signed in. */
  token?: string | null;
  /** The request's path: a /networking call also carries the chosen conference. */
  path?: string;
  networkingConference?: string | number | null;
}

const NETWORKING_PATH = /^\/?networking(?:[/?#]|$)/;

/**
 * docs/product.md#calls:
 *   { tenantToken: 't' } → { Accept: 'application/json', 'X-Tenant': 't', 'X-Locale': 'es' }
 *   { tenantToken: 't', locale: 'en', token: 'b', path: '/networking/x', networkingConference: 7 }
 *     → … 'X-Locale': 'en', Authorization: 'Bearer b', 'X-Networking-Conference': '7'
 */
export function apiHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Tenant': input.tenantToken,
    'X-Locale': input.locale ?? DEFAULT_LOCALE,
  };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  const conference = input.networkingConference;
  if (input.path !== undefined && NETWORKING_PATH.test(input.path) && conference !== null && conference !== undefined && conference !== '') {
    headers['X-Networking-Conference'] = String(conference);
  }
  return headers;
}

/** What an error answer means, and what the transport must do about it. */
export interface SortedAnswer {
  code: ApiErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** 302: where the answer sends the visitor (its `target_url`, else its Location). */
  targetUrl?: string;
  /** A bare 403: the token is no good; the stored token is cleared. */
  sessionOver: boolean;
}

/** `errors` of a 422 or a 403 that names why: field → messages (strings only). */
export function fieldErrorsOf(data: unknown): Record<string, string[]> {
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function stringField(data: unknown, name: string): string | undefined {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * docs/product.md#errors, the table:
 *   302 → redirect (target_url) · 403 → forbidden (bare: session over) · 404 → not_found ·
 *   422 → validation (field errors) · 503 → maintenance · other 5xx → server · anything else → unknown
 */
export function sortAnswer(status: number, data: unknown, location?: string): SortedAnswer {
  const message = stringField(data, 'message') ?? `Request failed with status code ${status}`;
  switch (status) {
    case 302:
      return { code: 'redirect', message, targetUrl: stringField(data, 'target_url') ?? (location || undefined), sessionOver: false };
    case 403: {
      // A 403 that names why (`errors`: e.g. a file for registered attendees only) refuses one
      // resource to a valid session; a bare 403 means the token is no good.
      const fieldErrors = fieldErrorsOf(data);
      const resourceRefused = Object.keys(fieldErrors).length > 0;
      return { code: 'forbidden', message, fieldErrors: resourceRefused ? fieldErrors : undefined, sessionOver: !resourceRefused };
    }
    case 404:
      return { code: 'not_found', message, sessionOver: false };
    case 422:
      return { code: 'validation', message, fieldErrors: fieldErrorsOf(data), sessionOver: false };
    case 503:
      return { code: 'maintenance', message, sessionOver: false };
    default:
      return { code: status >= 500 ? 'server' : 'unknown', message, sessionOver: false };
  }
}

/** The ApiError of a sorted answer. */
export function answerError(status: number, data: unknown, sorted: SortedAnswer, extra: Pick<ApiErrorInit, 'response'> = {}): ApiError {
  const { code, message, fieldErrors, targetUrl } = sorted;
  return new ApiError(message, { code, status, data, fieldErrors, targetUrl, ...extra });
}

/** No answer at all: 'timeout' when the time ran out, else 'network'. */
export function noAnswerError(message: string, timedOut: boolean): ApiError {
  return new ApiError(message, { code: timedOut ? 'timeout' : 'network', status: null });
}
