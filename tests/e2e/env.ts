/** Ports, URLs and secrets of the servers the end-to-end run starts (see playwright.config.ts). */
import { freshSecrets, type SecretSet } from '../../demo-api/demo-secrets.mjs';

const portalPort = Number(process.env.E2E_PORTAL_PORT || 3100);
const apiPort = Number(process.env.E2E_API_PORT || 4100);
/** The fault-injecting proxy of tests/e2e/faults.spec.ts, in front of the demo API. */
const faultPort = Number(process.env.E2E_FAULT_PORT || apiPort + 90);
// The demo API's Pusher-protocol server; tied to the API port so parallel runs never collide.
const pusherPort = Number(process.env.E2E_PUSHER_PORT || apiPort + 2000);

export const E2E = {
  portalPort,
  apiPort,
  faultPort,
  pusherPort,
  portal: `http://localhost:${portalPort}`,
  api: `http://127.0.0.1:${apiPort}`,
  /** A demo host as the browser sees it (*.localhost resolves to loopback in Chromium). */
  host: (name: string) => `http://${name}:${portalPort}`,
};

export const ACCOUNTS = {
  attendee: { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' },
  organiser: { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' },
};

/**
 * This run's secrets, given explicitly to both test servers (playwright.config.ts): a fresh set
 * when the runner loads the configuration, kept in its environment, which its workers inherit,
 * so every worker reads the same set.
 */
export const SECRETS: SecretSet = JSON.parse((process.env.E2E_SECRETS ||= JSON.stringify(freshSecrets())));

/** The purge secret both test servers share (POST /api/revalidate). */
export const REVALIDATE_SECRET = SECRETS.REVALIDATE_SECRET;
