/**
 * Script nonces. Next writes the nonce it finds in the request's
 * `Content-Security-Policy` header into every script tag of the page it renders; the request
 * pipeline sets that header (lib/server/steps/stamp-nonce.ts: whatever a client sent is
 * overwritten) and puts the same nonce into the response's policy (steps/security-headers.ts).
 *
 * One nonce per build, on every page: public pages are rendered once and served from the cache
 * to everyone, and the layout all pages share (cached too) carries the portal's own inline
 * scripts, so a per-request nonce could be in neither. With 'strict-dynamic' it still forbids
 * any script the page did not ship: injected markup has no nonce.
 */
export const CSP_REQUEST_HEADER = 'content-security-policy';

/**
 * The nonce of pages served from the cache: one per build (next.config.mjs sets it at build
 * time; CSP_BUILD_NONCE pins it, e.g. for several builds behind one shared cache).
 */
export function buildNonce(): string {
  return process.env.EKITALDI_BUILD_NONCE || 'ekitaldi-dev-nonce';
}

/**
 * The nonce for the portal's own inline scripts (the countdown and venue pre-paint, the tag
 * manager's loader): they sit in the shared, cached layout, so they carry the build's nonce.
 */
export function scriptNonce(): string {
  return buildNonce();
}

/** The request header value Next reads the nonce from. */
export function nonceRequestPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}'`;
}
