import type { Step } from '../exchange';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/observability/request-log';
import { enterRequestContext } from '@/lib/observability/request-context';

/**
 * The request's id: the load balancer's X-Request-Id when it sent a plausible one,
 * else a new one. Set on the request (what the later steps and the log read), returned on the
 * response, and held for everything this request starts (a render's API calls send it on:
 * lib/api/server.ts).
 */
export const requestId: Step = ({ req, res, beforeHead }) => {
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  enterRequestContext({ requestId: id });
  beforeHead(() => res.setHeader('X-Request-Id', id));
  return 'continue';
};
