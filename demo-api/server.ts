/**
 * Ekitaldi demo API: the API contract of lib/api/schemas, served from SQLite.
 *
 *   npx tsx demo-api/server.ts
 *
 * Environment: DEMO_API_PORT (4000), DEMO_API_HOST (127.0.0.1), DEMO_API_DB
 * (demo-api/data/demo.sqlite), DEMO_API_RESET=1 (rebuild the DB), DEMO_API_NOW (ISO date-time
 * that pins "today" for past/today/next), DEMO_API_PUBLIC_URL (base of /media URLs,
 * default http://localhost:<port>), DEMO_API_LOG=1 (request log), TENANTS_FILE (the registry),
 * DEMO_PUSHER_PORT (6001, the realtime server), PUSHER_* (realtime/publish.ts), EKITALDI_DEMO=1
 * (the demo: its stand-ins answer, missing secrets are made per start; off, it is production and
 * refuses to start without its secrets: secrets.ts).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import { openDatabase, statementCache } from './db';
import { makeDeps } from './deps';
import { installErrorHandling } from './errors';
import { seedMissingTenants } from './seed';
import { corsOptions, installTenancy, isInfraPath, loadTenants } from './tenancy';
import { blogRoutes } from './routes/blog';
import { contactRoutes } from './routes/contact';
import { formRoutes } from './routes/forms';
import { cmsRoutes } from './routes/cms';
import { conferenceRoutes } from './routes/conferences';
import { accountRoutes } from './routes/account';
import { customerRoutes } from './routes/customer';
import { forumRoutes } from './routes/forum';
import { mailboxRoutes } from './routes/mailbox';
import { participationRoutes } from './routes/participation';
import { orderRoutes } from './routes/orders';
import { checkoutRoutes } from './routes/checkout';
import { recaptchaRoutes } from './routes/recaptcha';
import { logCaptchaConfiguration } from './captcha';
import { privateAreaRoutes } from './routes/private-area';
import { profileRoutes } from './routes/profile';
import { demoRoutes } from './routes/demo';
import { mediaRoutes } from './routes/media';
import { scheduleRoutes } from './routes/schedule';
import { speakerRoutes } from './routes/speakers';
import { ssoRoutes } from './routes/sso';
import { sponsorRoutes } from './routes/sponsors';
import { adminRoutes } from './routes/admin';
import { broadcastingRoutes } from './routes/broadcasting';
import { liveRoutes } from './routes/live';
import { pollRoutes } from './routes/polls';
import { screenRoutes } from './routes/screen';
import { networkingRoutes } from './routes/networking';
import { myDayRoutes } from './routes/my-day';
import { checkinRoutes } from './routes/checkin';
import { badgeKeyProblems, configuredBadgeSeeds } from './badges';
import { installRealtime } from './realtime/fastify';
import { createPublisher, pusherPortFromEnv, pusherSettingsFromEnv, type PusherSettings } from './realtime/publish';
import { startRealtimeServer } from './realtime/server';
import { apiSecretsFromEnv, SecretsError, type ApiSecrets } from './secrets';
import { isDemo } from '../lib/security/secrets';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DB = path.join(here, 'data', 'demo.sqlite');

export interface BuildOptions {
  /** SQLite file, or ':memory:' (tests) */
  dbPath?: string;
  /** drop and re-seed the DB file */
  reset?: boolean;
  /** tenant registry (default: TENANTS_FILE or lib/tenants/demo-tenants.json) */
  tenantsFile?: string;
  /** clock for past/today/next (default: the real time) */
  now?: () => Date;
  /** epoch ms for token/code expiry, sessions and rate limits (default: the real time) */
  clock?: () => number;
  /** base of the absolute /media URLs */
  publicUrl?: string;
  logger?: boolean;
  /** Pusher app and where events go (default: PUSHER_* env, i.e. the demo realtime server) */
  pusher?: PusherSettings;
  /** publish realtime events (default false: unit tests run without a socket server) */
  publishEvents?: boolean;
  /**
   * The demo is running: its stand-ins under /__demo/ (mailbox, SSO, checkout, captcha, stats,
   * contact log) answer. Default false: they answer 404 (main() reads EKITALDI_DEMO=1).
   */
  demo?: boolean;
  /** the API's secrets (default: the environment's, through secrets.ts) */
  secrets?: ApiSecrets;
  /** badge signing seeds per tenant (default: BADGE_SIGNING_KEYS, else the database's own) */
  badgeSeeds?: Map<string, Buffer> | null;
}

export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const tenants = loadTenants(opts.tenantsFile);
  const secrets = opts.secrets ?? apiSecretsFromEnv(process.env).secrets;
  const { db } = openDatabase(opts.dbPath ?? DEFAULT_DB, opts.reset ?? false);
  seedMissingTenants(db, tenants);
  const deps = makeDeps(db, statementCache(db), {
    now: opts.now,
    clock: opts.clock,
    publicUrl: opts.publicUrl ?? 'http://localhost:4000',
    tenants,
    secrets,
    badgeSeeds: opts.badgeSeeds === undefined ? configuredBadgeSeeds() : opts.badgeSeeds,
  });

  const app = Fastify({
    // Never log secrets: the SSO token travels in a path (/customer/login-sso/<token>).
    logger: opts.logger ? { serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) } } : false,
    bodyLimit: 1024 * 1024,
  });
  await app.register(cors, corsOptions);
  await app.register(formbody);
  // A POST without a body (login-sso, logout, unsubscribe) may still say application/json.
  const json = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : json(req, body as string, done),
  );
  installErrorHandling(app);
  if (!opts.demo) hideStandIns(app);
  installTenancy(app, tenants);
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'OPTIONS' && !isInfraPath(req.url)) deps.stats.requests++;
  });

  demoRoutes(app, deps);
  mediaRoutes(app, deps);
  customerRoutes(app, deps);
  accountRoutes(app, deps);
  profileRoutes(app, deps);
  privateAreaRoutes(app, deps);
  ssoRoutes(app, deps);
  forumRoutes(app, deps);
  mailboxRoutes(app, deps);
  cmsRoutes(app, deps);
  scheduleRoutes(app, deps);
  blogRoutes(app, deps);
  formRoutes(app);
  contactRoutes(app, deps);
  sponsorRoutes(app, deps);
  speakerRoutes(app, deps);
  participationRoutes(app, deps);
  orderRoutes(app, deps);
  checkoutRoutes(app, deps);
  recaptchaRoutes(app, deps);
  liveRoutes(app, deps);
  pollRoutes(app, deps);
  screenRoutes(app, deps);
  networkingRoutes(app, deps);
  myDayRoutes(app, deps);
  checkinRoutes(app, deps);
  conferenceRoutes(app, deps);
  adminRoutes(app, deps);
  installRealtime(app, createPublisher(opts.pusher ?? pusherSettingsFromEnv(secrets.pusher)), opts.publishEvents ?? false);
  broadcastingRoutes(app, deps);

  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}

/**
 * Outside the demo its stand-ins do not exist: every route under /__demo/ answers 404, but the
 * health probe the launchers wait for. Decided on the route matched, so no spelling of the path
 * (percent-encoded, say) reaches one.
 */
function hideStandIns(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route?.startsWith('/__demo/') && route !== '/__demo/health') return reply.code(404).send({ message: 'Not found' });
  });
}

/** A URL for the log: tokens carried in paths are replaced by "…". */
export function redactUrl(url: string): string {
  return url.replace(/(\/login-sso\/)[^/?#]+/i, '$1…').replace(/([?&](?:token|code|challenge)=)[^&#]*/gi, '$1…');
}

function fixedClock(iso: string | undefined): (() => Date) | undefined {
  if (!iso) return undefined;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`DEMO_API_NOW must be an ISO date-time, got "${iso}"`);
  return () => new Date(t);
}

async function main() {
  const port = Number(process.env.DEMO_API_PORT || 4000);
  const host = process.env.DEMO_API_HOST || '127.0.0.1';
  const started = Date.now();
  const demo = isDemo(process.env);
  let secrets: ApiSecrets;
  try {
    const read = apiSecretsFromEnv(process.env);
    secrets = read.secrets;
    if (read.generated.length > 0) console.log(`demo-api: made for this start (EKITALDI_DEMO=1): ${read.generated.join(', ')}`);
  } catch (error) {
    if (!(error instanceof SecretsError)) throw error;
    for (const problem of error.problems) console.error(`demo-api cannot start: ${problem}`);
    console.error('demo-api: the demo (npm run demo) sets EKITALDI_DEMO=1 and makes its own; a deployment brings its own.');
    process.exit(1);
  }
  // The badges' signing keys follow the same rule: the demo keeps its own, a deployment brings them.
  const badgeProblems = demo ? [] : badgeKeyProblems(process.env, loadTenants().map((t) => t.key));
  if (badgeProblems.length > 0) {
    for (const problem of badgeProblems) console.error(`demo-api cannot start: ${problem}`);
    process.exit(1);
  }
  const app = await buildServer({
    dbPath: process.env.DEMO_API_DB || DEFAULT_DB,
    reset: process.env.DEMO_API_RESET === '1',
    now: fixedClock(process.env.DEMO_API_NOW),
    publicUrl: process.env.DEMO_API_PUBLIC_URL || `http://localhost:${port}`,
    logger: process.env.DEMO_API_LOG === '1',
    publishEvents: true,
    demo,
    secrets,
  });
  // A tenant whose captcha has no site key: said once, here (its captcha forms are refused).
  logCaptchaConfiguration(loadTenants());
  // The Pusher-protocol server (demo-api/realtime) runs beside the API, on its own port.
  const pusher = pusherSettingsFromEnv(secrets.pusher);
  const realtime = await startRealtimeServer({
    app: { id: pusher.appId, key: pusher.key, secret: pusher.secret },
    port: pusherPortFromEnv(),
    host,
  });
  await app.listen({ port, host });
  console.log(`demo-api listening on http://${host}:${port}, realtime on ${realtime.wsUrl} (ready in ${Date.now() - started} ms)${demo ? '' : '; not the demo: /__demo/ stand-ins answer 404'}`);
  const stop = async () => {
    await realtime.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
