/** Types of ./redis-guard.mjs (plain ESM, loaded by Next at run time without a bundler). */
import type { createClient } from 'redis';

export function redactUrl(url: string): string;
export function isPackageLine(first: unknown): boolean;
export function withDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F>;

export class RedisGuard {
  constructor(options: { url: string; createClient?: (...args: Parameters<typeof createClient>) => unknown; log?: Pick<Console, 'info' | 'warn'>; settleMs?: number; startupGraceMs?: number });
  readonly url: string;
  state: 'starting' | 'up' | 'down';
  degraded: boolean;
  readonly up: boolean;
  onFirstReady(listener: () => void): void;
  markUp(): void;
  markDown(error: unknown): void;
  sayDown(): void;
  saidDown: boolean;
  noteFailure(what: string, error: unknown): void;
  noteSuccess(): void;
  call<T, F>(what: string, run: () => T | Promise<T>, ms: number, fallback: F): Promise<T | F>;
  quiet(): boolean;
}

export function sharedGuard(url: string): RedisGuard;
export function installLogFilter(quiet: () => boolean, target?: Pick<Console, 'error' | 'warn' | 'log'>, settleMs?: number): void;
