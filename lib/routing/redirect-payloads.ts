/**
 * Hostile redirect targets, as a visitor would put them in `?redirect=` (already
 * decoded once by URLSearchParams) or in a path. The unit tests run each through the gate; the
 * security e2e signs in with each one and checks where the browser lands. None may leave the
 * site; `evil.com` stands for the attacker's host.
 */
const hosts = ['evil.com', 'evil.com/phish', '@evil.com', 'evil.com%2F..'];

const base: string[] = [
  // The ones reported
  '//evil.com/phish',
  '/%2F%2Fevil.com%2Fphish',
  '/%2Fevil.com',
  '/%2F%40evil.com',
  '/.//evil.com',
  '/%2e//evil.com',
  '/..//evil.com',
  '/usuario/..//evil.com',
  '/%2e%2e/%2e%2e//evil.com',
  '/%u2215%u2215evil.com',
  '/%2F%5Cevil.com',
  // Absolute and scheme tricks
  'https://evil.com/',
  'http://evil.com',
  'HTTPS://evil.com',
  '//evil.com',
  '///evil.com',
  '////evil.com',
  'https:evil.com',
  'https:/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  '@evil.com',
  // Backslashes, raw and encoded
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '%5C%5Cevil.com',
  '/%255Cevil.com',
  // Double and triple encodings
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%25252F%25252Fevil.com',
  '%252F%252Fevil.com',
  '/%2F%2F%2Fevil.com',
  // Tab, CR, LF, NUL and other controls (browsers strip tabs and newlines from URLs)
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0a/evil.com',
  '/%00/evil.com',
  '/\u0000/evil.com',
  '/%7f/evil.com',
  ' //evil.com',
  '/ /evil.com',
  // Unicode slashes and dots
  '/\u2215\u2215evil.com',
  '/\u2044\u2044evil.com',
  '/\uff0f\uff0fevil.com',
  '/\uff3c\uff3cevil.com',
  '/%E2%88%95%E2%88%95evil.com',
  '/%EF%BC%8F%EF%BC%8Fevil.com',
  '/\u3002\u3002//evil.com',
  '/%u002f%u002fevil.com',
  '/%C0%AF%C0%AFevil.com',
  // Dot segments
  '/./evil.com/../..//evil.com',
  '/agenda/../..//evil.com',
  '/%2e%2e%2f%2e%2e%2f/evil.com',
  '/.%2e/.%2e//evil.com',
  '/%252e%252e//evil.com',
  '/;/evil.com',
  // Credentials, ports, and hosts dressed as paths
  '//user:pass@evil.com',
  '//evil.com:443',
  '//localhost@evil.com',
  '/\\@evil.com',
  '//%65vil.com',
];

export const REDIRECT_PAYLOADS: readonly string[] = [...new Set([...base, ...hosts.map((h) => `//${h}`)])];
