import { readAuthCookie, removeAuthCookie } from '@/lib/session/auth-cookie';
import type { ApiError } from '../errors';
import { browserApiConfig, followApiRedirect, notifyForbidden, reportCallEnd, reportCallStart } from '../browser-settings';
import { answerError, apiHeaders, noAnswerError, sortAnswer } from '../rules';
import type { Customer } from '../schemas';

/**
 * The small call path of the client leaves of public pages (the header's greeting and log-out):
 * `fetch`, the tenant settings the session provider recorded, and the SPEC §7 headers and SPEC §8
 * rules of `../rules` (the table the axios transport uses too) — without axios and zod, which every public page would
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
  const headers = apiHeaders({ tenantToken: config.tenantToken, locale: config.locale, token: readAuthCookie(), path });
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
      throw noAnswerError(timedOut ? `timeout of ${config.timeoutMs}ms exceeded` : error instanceof Error ? error.message : 'Network Error', timedOut);
    }
    const data = await readBody(response);
    if (response.ok) {
      reportCallEnd();
      return data;
    }
    throw failedAnswer(response.status, data);
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

/** SPEC §8 (`../rules`): a 302 is followed through the redirect gate; a bare 403 ends the session. */
export function failedAnswer(status: number, data: unknown): ApiError {
  const sorted = sortAnswer(status, data);
  if (sorted.targetUrl !== undefined) followApiRedirect(sorted.targetUrl);
  if (sorted.sessionOver) {
    removeAuthCookie();
    notifyForbidden();
  }
  return answerError(status, data, sorted);
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
