import type { Step } from '../exchange';
import { answer } from './answer';

export type TargetDecision = { kind: 'pass'; url: string } | { kind: 'refuse'; status: 400 | 404 };

/**
 * The request target Next may see.
 *   '/agenda' → pass '/agenda';  'http://evil.com/agenda?x=1' → pass '/agenda?x=1' (absolute form,
 *   RFC 9112 §3.2.2: the path and query, never the authority: Next would redirect to that host)
 *   '/_next/static/%ff' → refuse 404 (Next's static handler throws);  'evil' → refuse 400
 * Page paths with bad encodings pass: the middleware answers them with the tenant's 404 page.
 */
export function normaliseTargetUrl(url: string | undefined): TargetDecision {
  if (!url) return { kind: 'refuse', status: 400 };
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'refuse', status: 400 };
      target = parsed.pathname + parsed.search;
    } catch {
      return { kind: 'refuse', status: 400 };
    }
  }
  if (target.startsWith('/_next/')) {
    try {
      decodeURIComponent(target.split('?', 1)[0]!);
    } catch {
      return { kind: 'refuse', status: 404 };
    }
  }
  return { kind: 'pass', url: target };
}

/** Absolute-form targets become origin-form on the connection's own Host; broken ones are refused. */
export const normaliseTarget: Step = ({ req, res }) => {
  const decision = normaliseTargetUrl(req.url);
  if (decision.kind === 'refuse') return answer(res, decision.status);
  req.url = decision.url;
  return 'continue';
};
