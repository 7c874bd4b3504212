/**
 * Whether the shared Redis cache can be used right now, and the one place that says so in the
 * log (issue 15). Plain ESM: Next loads the cache handlers with Node at run time, unbundled.
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
  /^(Redis client error|Redis command error|Failed to (connect|reconnect|setup|initialize)|RedisStringsHandler|RedisCacheComponentsHandler|SyncedMap|Error during|Error occurred while unlinking|assertClientIsReady)/;

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

export class RedisGuard {
  /**
   * @param {{ url: string, createClient?: typeof createClient, log?: Pick<Console, 'info' | 'warn'> }} options
   */
  constructor({ url, createClient: create = createClient, log = console }) {
    this.url = url;
    this.log = log;
    /** 'starting' until the first answer or failure; then 'up' or 'down'. */
    this.state = 'starting';
    /** A call failed or timed out while the probe still said up: logged once until one succeeds. */
    this.degraded = false;
    this.readyListeners = [];
    this.probe = create({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1_000,
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
    const before = this.state;
    this.state = 'up';
    this.degraded = false;
    if (before === 'starting') this.log.info(`[cache] shared render cache: Redis at ${redactUrl(this.url)}`);
    else if (before === 'down') this.log.info(`[cache] Redis at ${redactUrl(this.url)} is back: the shared render cache is on again`);
    if (!this.everUp) {
      this.everUp = true;
      for (const listener of this.readyListeners.splice(0)) listener();
    }
  }

  markDown(error) {
    if (this.state === 'down') return;
    this.state = 'down';
    const reason = error instanceof Error ? error.message || error.name : String(error);
    this.log.warn(
      `[cache] Redis at ${redactUrl(this.url)} is unreachable (${reason}): pages render without the shared cache until it is back`,
    );
  }

  /** Notes a failed or late call while the probe said up; logs the first one only. */
  noteFailure(what, error) {
    if (this.degraded || this.state !== 'up') return;
    this.degraded = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn(`[cache] Redis ${what} failed (${reason}): that call went without the shared cache`);
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
 * The guard of a Redis URL, one per process: the two cache handlers (cacheHandler and
 * cacheHandlers) and every module copy Next loads share it, and so its log lines.
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
export function installLogFilter(quiet, target = console) {
  if (target[FILTER]) {
    target[FILTER].quiet = quiet;
    return;
  }
  const state = { quiet };
  target[FILTER] = state;
  for (const level of ['error', 'warn', 'log']) {
    const original = target[level].bind(target);
    target[level] = (...args) => {
      if (isPackageLine(args[0]) && state.quiet()) return;
      original(...args);
    };
  }
}
