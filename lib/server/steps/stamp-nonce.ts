import type { Step } from '../exchange';
import { buildNonce, CSP_REQUEST_HEADER, nonceRequestPolicy } from '@/lib/security/nonce';

/**
 * Next writes the nonce it finds in the request's Content-Security-Policy header into every
 * script tag it renders: the build's nonce goes there (whatever a client sent is replaced), and
 * `securityHeaders` puts the same one into the response's policy.
 */
export const stampNonce: Step = ({ req }) => {
  req.headers[CSP_REQUEST_HEADER] = nonceRequestPolicy(buildNonce());
  return 'continue';
};
