/**
 * The one redirect gate. Every Location the portal produces — the locale-prefix
 * strip, the root and language-switch redirects, the login guard's `?redirect=`, the page after
 * sign-in, two-factor and SSO, "continue" links — passes through `sameSitePath`, which accepts a
 * value only when, after full percent-decoding and dot-segment normalisation, it is a path on
 * this site. Anything else is refused and the caller falls back to the tenant's home.
 *
 *   sameSitePath('/en/usuario#acreditacion') → '/en/usuario#acreditacion'
 *   sameSitePath('/agenda?tag=ia')           → '/agenda?tag=ia'
 *   sameSitePath('/cambiar-contraseña')      → '/cambiar-contrase%C3%B1a'
 *   sameSitePath('//evil.com'), ('/%2F%2Fevil.com'), ('/./​/evil.com'), ('/..//evil.com'),
 *   ('/%5Cevil.com'), ('/%u2215%u2215evil.com'), ('/\tevil'), ('https://evil.com') → null
 */

/** Longer targets are not links anyone follows; refusing them keeps the work bounded. */
const MAX_LENGTH = 2048;
/** `%252F` hides `%2F` hides `/`: decode until stable, a few rounds at most. */
const MAX_DECODE_ROUNDS = 4;
const BASE = 'https://gate.invalid';

/**
 * What a decoded path may contain: RFC 3986 path characters plus letters with diacritics
 * (`/cambiar-contraseña`). Everything else — backslashes, spaces, tabs, CR/LF and other
 * controls, and every Unicode slash or dot look-alike (∕ ⁄ ／ ＼ ․ …) — is refused, because
 * some browser, proxy or URL parser treats each of them as a separator.
 */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F]*$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function fullyDecode(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed (%ff, %u2215, a lone %)
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing: nested encodings deeper than anyone writes by hand
}

/** A same-site path (with its query and fragment), percent-encoded, or null. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (CONTROL.test(value)) return null;
  const cut = value.search(/[?#]/);
  const rawPath = cut === -1 ? value : value.slice(0, cut);
  const rest = cut === -1 ? '' : value.slice(cut);

  const path = fullyDecode(rawPath);
  if (path === null || !path.startsWith('/') || !PATH_CHARS.test(path)) return null;
  // A scheme-relative start (`//host`) is another site; so is any empty segment, because dot
  // segments and proxies can turn `/a/..//host` into `//host` after this check.
  if (path.includes('//')) return null;

  let url: URL;
  try {
    url = new URL(path + rest, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const normalised = url.pathname;
  if (!normalised.startsWith('/') || normalised.startsWith('//') || normalised.includes('\\')) return null;
  // The query and fragment cannot change the host once the path is safe; URL re-encodes them.
  return normalised + url.search + url.hash;
}

/** A same-site path or the given fallback (the tenant's home in the visitor's language). */
export function gateRedirect(value: string | null | undefined, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}

/**
 * Where an API answer may send the browser (a 302's `target_url`, a checkout session's `url`): a
 * same-site path, or an absolute http(s) URL, without credentials, on one of `trustedOrigins`
 * (the API's own public origin, Stripe Checkout). Anything else is refused (null).
 *   apiRedirectTarget('/ok', []) → '/ok'
 *   apiRedirectTarget('https://checkout.stripe.com/c/pay/cs_1', ['https://checkout.stripe.com']) → that URL
 *   apiRedirectTarget('https://evil.com/', ['https://checkout.stripe.com']), ('javascript:alert(1)', …) → null
 */
export function apiRedirectTarget(value: string | null | undefined, trustedOrigins: readonly string[]): string | null {
  const path = sameSitePath(value);
  if (path !== null) return path;
  if (typeof value !== 'string' || value.length > MAX_LENGTH || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return trustedOrigins.includes(url.origin) ? url.href : null;
}
