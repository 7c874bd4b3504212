import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

// The catalogues are compiled at build time (ICU → a compact form), so the browser formats
// messages with a 2 KB formatter instead of intl-messageformat (12 KB gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // NEXT_DIST_DIR lets several builds of this tree coexist (parallel test runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole tree with `tsc --noEmit` right after building (its program
  // includes the route types this build generates in <distDir>/types), so there the build's own
  // check of the same program is not run a second time. `npm run build` always checks.
  typescript: { ignoreBuildErrors: process.env.EKITALDI_TYPECHECK === 'after-build' },
  // One self-contained server (deploy/serve.mjs runs <distDir>/standalone/server.js): what a
  // container or a VM behind nginx runs, without the repository's node_modules.
  output: 'standalone',
  // Browser source maps only in a build made to be measured (tests/bench/phones.mjs maps the main
  // thread's time back to modules with them); they change no chunk's code, and a deployment does
  // not publish them.
  productionBrowserSourceMaps: process.env.EKITALDI_BROWSER_SOURCE_MAPS === '1',
  // Rendered pages and the data cache: Next's file cache, or Redis shared by every instance when
  // REDIS_URL is set at run time (lib/cache-handler/, @trieb.work/nextjs-turbo-redis-cache).
  cacheHandler: fileURLToPath(new URL('./lib/cache-handler/incremental.mjs', import.meta.url)),
  // The registry, logos and API base are runtime settings: nothing tenant-specific is baked in.
  images: { unoptimized: true },
  // better-sqlite3 only runs in demo-api/, never in the portal bundle. The metrics and log
  // libraries are loaded from node_modules as they are: prom-client's optional
  // OpenTelemetry import and pino's worker files are not for a bundler.
  serverExternalPackages: ['better-sqlite3', 'prom-client', 'pino', 'pino-pretty'],
  // forbidden() and forbidden.tsx: a page rendered with the visitor's token answers an API 403
  // that refuses one resource with the 403 page and HTTP 403 (lib/auth/refusal.ts).
  experimental: { authInterrupts: true },
  // The script nonce of cached pages: one per build, so every cached copy of a page and the
  // policy sent with it agree (lib/security/nonce.ts). CSP_BUILD_NONCE pins it.
  env: { EKITALDI_BUILD_NONCE: process.env.CSP_BUILD_NONCE || randomBytes(18).toString('base64url') },
};

export default withNextIntl(nextConfig);
