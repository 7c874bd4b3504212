/** Types of ./incremental.mjs (plain ESM, loaded by Next at run time without a bundler). */
export const READ_MS: number;
export const WRITE_MS: number;
export const PURGE_MS: number;
export function keyPrefixFor(serverDistDir: string | undefined): string;
export function withLifetime<T>(data: T, ctx: { cacheControl?: unknown } | undefined): T;
export function restoreLifetime<T>(entry: T): T;
export function redisUrlInUse(env?: Record<string, string | undefined>): string | null;
export function keepHandlerReady<H>(options: {
  guard: { readonly up: boolean; onFirstReady(listener: () => void): void };
  slot: { handler: H | null };
  create: () => H;
  ready?: (handler: H, guard: { readonly up: boolean }) => Promise<unknown>;
  close?: (handler: H) => void;
  retryMs?: number;
}): void;
export function closeHandler(handler: unknown): void;
export const READY_MS: number;
export function handlerReady(
  handler: { sharedTagsMap: { waitUntilReady(): Promise<void> }; revalidatedTagsMap: { waitUntilReady(): Promise<void> } },
  guard: { readonly up: boolean },
  ms?: number,
  pollMs?: number,
): Promise<void>;
export default class EkitaldiCacheHandler {
  constructor(ctx: Record<string, unknown>);
  files?: unknown;
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<unknown>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
