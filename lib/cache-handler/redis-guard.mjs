/**
 * Whether the shared Redis cache can be used right now, and the one place that says so in the
 * log. Plain ESM: Next loads the cache handlers with Node at run time, unbundled.
 *
 * A probe connection (no offline queue, so nothing waits on a dead socket) follows Redis: up →
 * calls go to the package's handler within a deadline; down → they are skipped at once and the
 * page renders from the API. Each change of state is logged once ("unreachable", "back"), and the
 * package's own per-command and per-reconnect lines are held back while Redis is known down.
 */
import { createClient } from 'redis';

/** A Redis URL for the log: never its password. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(invalid URL)';
  }
}

/** Lines @trieb.work/nextjs-turbo-redis-cache prints on every failed command or reconnect. */
const PACKAGE_LINE =
  /^(Redis client error|Redis command error|Failed to (connect|reconnect|setup|initialize)|Redis(Strings|CacheComponents)Handler|SyncedMap|Error (during|setting up|occurred while unlinking)|Subscriber|assertClientIsReady)/;

export function isPackageLine(first) {
  return typeof first === 'string' && PACKAGE_LINE.test(first);
}

/** Resolves to `fallback` when `promise` is not settled within `ms` (the promise is left to finish). */
export function withDeadline(promise, ms, fallback) {
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The probe and the package's connections see Redis go in no particular order: a line about a
 * failure waits this long, and is dropped if by then the outage has been said once.
 */
const SETTLE_MS = 1_000;
/** A loaded machine may take seconds for the first connection: an outage at start-up is said after this. */
const STARTUP_GRACE_MS = 10_000;

export class RedisGuard {
  /**
   * @param {{ url: string, createClient?: typeof createClient, log?: Pick<Console, 'info' | 'warn'>, settleMs?: number }} options
   */
  constructor({ url, createClient: create = createClient, log = console, settleMs = SETTLE_MS, startupGraceMs = STARTUP_GRACE_MS }) {
    this.url = url;
    this.log = log;
    this.settleMs = settleMs;
    /** 'starting' until the first answer or failure; then 'up' or 'down'. */
    this.state = 'starting';
    /** Whether the log has said Redis is down (and so must say when it is back). */
    this.saidDown = false;
    this.lastError = null;
    /** A call failed or timed out while the probe still said up: logged once until one succeeds. */
    this.degraded = false;
    this.readyListeners = [];
    // Not up after the grace period: say so once (the first failures before it are not news).
    setTimeout(() => {
      if (this.state !== 'up') this.sayDown();
    }, startupGraceMs).unref?.();
    this.probe = create({
      url,
      disableOfflineQueue: true,
      socket: {
        // Generous: a loaded machine may take seconds to answer the first connection.
        connectTimeout: 5_000,
        // Keeps trying, never faster than every 2 s once Redis has been gone for a while.
        reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000),
      },
    });
    this.probe.on('ready', () => this.markUp());
    this.probe.on('error', (error) => this.markDown(error));
    this.probe.on('end', () => this.markDown(new Error('connection closed')));
    this.probe.connect().catch((error) => this.markDown(error));
  }

  get up() {
    return this.state === 'up';
  }

  /** Runs `listener` once Redis first answers (at once if it already has). */
  onFirstReady(listener) {
    if (this.everUp) listener();
    else this.readyListeners.push(listener);
  }

  markUp() {
    if (this.state === 'up') return;
    this.state = 'up';
    this.degraded = false;
    if (this.saidDown) this.log.info(`[cache] Redis at ${redactUrl(this.url)} is back: the shared render cache is on again`);
    else if (!this.everUp) this.log.info(`[cache] shared render cache: Redis at ${redactUrl(this.url)}`);
    this.saidDown = false;
    if (!this.everUp) {
      this.everUp = true;
      for (const listener of this.readyListeners.splice(0)) listener();
    }
  }

  markDown(error) {
    this.lastError = error;
    if (this.state === 'down') return;
    const wasUp = this.state === 'up';
    this.state = 'down';
    // Lost after it was up: said now. Not there at start-up: said once the grace period is over.
    if (wasUp) this.sayDown();
  }

  sayDown() {
    if (this.saidDown) return;
    this.saidDown = true;
    const error = this.lastError;
    const reason = error instanceof Error ? error.message || error.name : String(error ?? 'no answer');
    this.log.warn(
      `[cache] Redis at ${redactUrl(this.url)} is unreachable (${reason}): pages render without the shared cache until it is back`,
    );
  }

  /**
   * Notes a failed or late call while the probe said up; logs the first one only, and only if
   * Redis is still up a moment later (a call that failed because Redis just went away is the
   * outage, already said once by markDown).
   */
  noteFailure(what, error) {
    if (this.degraded || this.state !== 'up') return;
    this.degraded = true;
    const reason = error instanceof Error ? error.message : String(error);
    setTimeout(() => {
      if (this.state === 'up' && this.degraded) this.log.warn(`[cache] Redis ${what} failed (${reason}): that call went without the shared cache`);
    }, this.settleMs).unref?.();
  }

  noteSuccess() {
    this.degraded = false;
  }

  /**
   * `run()` when Redis is up, answered within `ms`; `fallback` when it is down, late or failing.
   * The page never waits on Redis for longer than `ms`.
   */
  async call(what, run, ms, fallback) {
    if (!this.up) return fallback;
    const late = Symbol('late');
    try {
      const result = await withDeadline(Promise.resolve().then(run), ms, late);
      if (result === late) {
        this.noteFailure(what, new Error(`no answer within ${ms} ms`));
        return fallback;
      }
      this.noteSuccess();
      return result;
    } catch (error) {
      this.noteFailure(what, error);
      return fallback;
    }
  }

  /** Whether the package's own error lines should be held back (Redis is known down or failing). */
  quiet() {
    return this.state !== 'up' || this.degraded;
  }
}

const GUARDS = Symbol.for('ekitaldi.redisGuards');
const FILTER = Symbol.for('ekitaldi.redisLogFilter');

/**
 * The guard of a Redis URL, one per process: the cache handler and every module copy Next
 * loads share it, and so its log lines.
 */
export function sharedGuard(url) {
  const guards = (globalThis[GUARDS] ??= new Map());
  let guard = guards.get(url);
  if (!guard) {
    guard = new RedisGuard({ url });
    guards.set(url, guard);
    installLogFilter(() => [...guards.values()].some((g) => g.quiet()));
  }
  return guard;
}

/** Holds back the package's error lines while `quiet()` (the guard already said it once). */
export function installLogFilter(quiet, target = console, settleMs = SETTLE_MS) {
  if (target[FILTER]) {
    target[FILTER].quiet = quiet;
    return;
  }
  const state = { quiet, settleMs };
  target[FILTER] = state;
  for (const level of ['error', 'warn', 'log']) {
    const original = target[level].bind(target);
    target[level] = (...args) => {
      if (!isPackageLine(args[0])) return original(...args);
      if (state.quiet()) return;
      setTimeout(() => {
        if (!state.quiet()) original(...args);
      }, state.settleMs).unref?.();
    };
  }
}
