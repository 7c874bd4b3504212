/** /__demo/health, /__demo/stats, /__demo/stats/reset — not part of the API contract, no X-Tenant. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export function demoRoutes(app: FastifyInstance, d: Deps) {
  app.get('/__demo/health', async () => ({ ok: true }));
  app.get('/__demo/stats', async () => ({ requests: d.stats.requests }));
  app.post('/__demo/stats/reset', async () => {
    d.stats.requests = 0;
    return { requests: 0 };
  });
}
