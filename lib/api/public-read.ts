import { browserApiConfig, reportCallEnd, reportCallStart } from './browser-settings';
import { answerError, apiHeaders, noAnswerError, sortAnswer } from './rules';

/**
 * A public read from a public page's leaf (no bearer token: the answer is the same for everyone)
 * with a plain fetch and a hand-written reader, not the browser transport: that transport would
 * bring the resource modules and zod into the page's first load. The docs/product.md#calls headers, the API's
 * timeout, the loading bar and the docs/product.md#errors errors are those of the one table (./rules.ts);
 * `read` checks the answer (a reader held to its zod schema by a test) and a wrong answer is an
 * error, as with the transport.
 *
 *   readPublic('/conferences/7/polls', pollHeadsOf) → PollHead[]
 */
export async function readPublic<T>(path: string, read: (data: unknown) => T | null): Promise<T> {
  const config = browserApiConfig();
  if (!config) throw new Error('The browser API is not configured: render inside <SessionProvider>.');
  const url = `${config.baseURL.replace(/\/+$/, '')}${path}`;
  reportCallStart();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: apiHeaders({ tenantToken: config.tenantToken, locale: config.locale }), signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw noAnswerError(error instanceof Error ? error.message : String(error), error instanceof DOMException && error.name === 'TimeoutError');
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) throw answerError(response.status, data, sortAnswer(response.status, data));
    const answer = read(data);
    if (answer === null) throw new Error(`GET ${path}: the answer is not what the contract says`);
    reportCallEnd();
    return answer;
  } catch (error) {
    reportCallEnd(error);
    throw error;
  }
}
