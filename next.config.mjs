import { randomBytes } from 'node:crypto';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // NEXT_DIST_DIR lets several builds of this tree coexist (parallel test runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The registry, logos and API base are runtime settings: nothing tenant-specific is baked in.
  images: { unoptimized: true },
  // better-sqlite3 only runs in demo-api/, never in the portal bundle.
  serverExternalPackages: ['better-sqlite3'],
  // The script nonce of cached pages: one per build, so every cached copy of a page and the
  // policy sent with it agree (lib/security/nonce.ts). CSP_BUILD_NONCE pins it.
  env: { EKITALDI_BUILD_NONCE: process.env.CSP_BUILD_NONCE || randomBytes(18).toString('base64url') },
};

export default withNextIntl(nextConfig);
