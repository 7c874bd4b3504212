import type { Step } from '../exchange';
import { answer } from './answer';

/** Methods no page of ours answers: Next would turn them into a 500. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** TRACE, TRACK and CONNECT (any case), and the `*` target of OPTIONS, answer 405. */
export const refuseMethods: Step = ({ req, res }) => {
  if (REFUSED_METHODS.has((req.method ?? '').toUpperCase()) || req.url === '*') {
    return answer(res, 405, { Allow: 'GET, HEAD, POST, OPTIONS' });
  }
  return 'continue';
};
