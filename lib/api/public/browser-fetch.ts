import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { readAuthCookie, removeAuthCookie } from '@/lib/session/auth-cookie';
import { ApiError, type ApiErrorCode } from '../errors';
import { browserApiConfig, notifyForbidden, reportCallEnd, reportCallStart } from '../browser-settings';
import type { Customer } from '../schemas';

/**
 * The small call path of the client leaves of public pages (the header's greeting and log-out):
 * `fetch`, the tenant settings the session provider recorded, the SPEC §7 headers and the SPEC
 * §8 error sorting of `../client` — without axios and zod, which every public page would
 * otherwise download for two calls. Forms keep the axios transport (`../browser-calls`).
 *
 * The answer of GET /customer is still checked against the shared contract: the schema is loaded
 * when a signed-in visitor's answer arrives, never on an anonymous visitor's page.
 */

interface LightRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** One call: JSON in and out, a timeout, an ApiError for every failure (SPEC §8). */
export async function lightCall(path: string, { method = 'GET', body }: LightRequest = {}): Promise<unknown> {
  const config = browserApiConfig();
  if (!config) throw new Error('The browser API is not configured: render inside <SessionProvider>.');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Tenant': config.tenantToken,
    'X-Locale': config.locale ?? DEFAULT_LOCALE,
  };
  const token = readAuthCookie();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = config.timeoutMs > 0 ? setTimeout(() => controller.abort(), config.timeoutMs) : null;
  reportCallStart();
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseURL.replace(/\/+$/, '')}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        // A 302 carries `target_url` in its body: it must reach us, not be followed.
        redirect: 'manual',
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      throw new ApiError(timedOut ? `timeout of ${config.timeoutMs}ms exceeded` : error instanceof Error ? error.message : 'Network Error', {
        code: timedOut ? 'timeout' : 'network',
        status: null,
      });
    }
    const data = await readBody(response);
    if (response.ok) {
      reportCallEnd();
      return data;
    }
    throw answerError(response.status, data);
  } catch (error) {
    reportCallEnd(error);
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fieldErrorsOf(data: unknown): Record<string, string[]> {
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

/** SPEC §8, as `../client` sorts it for the axios transport. */
export function answerError(status: number, data: unknown): ApiError {
  const message = stringField(data, 'message') ?? `Request failed with status code ${status}`;
  const common = { status, data };
  switch (status) {
    case 302: {
      const targetUrl = stringField(data, 'target_url');
      if (targetUrl !== undefined) window.location.assign(targetUrl);
      return new ApiError(message, { ...common, code: 'redirect', targetUrl });
    }
    case 403: {
      // A 403 that names why refuses one resource to a valid session; a bare 403 means the
      // token is no good (SPEC §8: the stored token is cleared).
      const fieldErrors = fieldErrorsOf(data);
      const resourceRefused = Object.keys(fieldErrors).length > 0;
      if (!resourceRefused) {
        removeAuthCookie();
        notifyForbidden();
      }
      return new ApiError(message, { ...common, code: 'forbidden', fieldErrors: resourceRefused ? fieldErrors : undefined });
    }
    case 404:
      return new ApiError(message, { ...common, code: 'not_found' });
    case 422:
      return new ApiError(message, { ...common, code: 'validation', fieldErrors: fieldErrorsOf(data) });
    case 503:
      return new ApiError(message, { ...common, code: 'maintenance' });
    default: {
      const code: ApiErrorCode = status >= 500 ? 'server' : 'unknown';
      return new ApiError(message, { ...common, code });
    }
  }
}

/** GET /customer — the signed-in customer, checked against the contract (schema loaded now). */
export async function getCustomerLight(): Promise<Customer> {
  const data = await lightCall('/customer');
  const [{ parseResponse }, { customerSchema }] = await Promise.all([import('../parse'), import('../schemas/customer')]);
  return parseResponse(customerSchema, data, 'GET /customer');
}

/** POST /customer/logout — invalidates the bearer token on the API side. */
export async function logoutLight(): Promise<void> {
  await lightCall('/customer/logout', { method: 'POST' });
}
