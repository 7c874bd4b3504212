import type { Step } from '../exchange';
import { answer } from './answer';
import { instanceMetrics } from '@/lib/observability/instance';
import { mayReadMetrics } from '@/lib/observability/metrics';

/**
 * GET /metrics: this instance's metrics in the Prometheus text format, for a scraper
 * on the same machine (loopback, with no forwarding header of any kind) or one that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 403. Never cached.
 */
export const metricsEndpoint: Step = ({ req, res, path }) => {
  if (path() !== '/metrics') return 'continue';
  const allowed = mayReadMetrics(
    { remoteAddress: req.socket.remoteAddress, headers: req.headers, authorization: req.headers.authorization },
    process.env.METRICS_TOKEN?.trim() || undefined,
  );
  if (!allowed) return answer(res, 403);
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, { Allow: 'GET, HEAD' });
  instanceMetrics()
    .scrape()
    .then(({ contentType, body }) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : body);
    })
    .catch((error: unknown) => {
      console.error('[metrics] scrape failed', error);
      if (!res.headersSent) answer(res, 500);
    });
  return 'answered';
};
