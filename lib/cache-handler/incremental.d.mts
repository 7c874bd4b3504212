/** Types of ./incremental.mjs (plain ESM, loaded by Next at run time without a bundler). */
export const READ_MS: number;
export const WRITE_MS: number;
export const PURGE_MS: number;
export function keyPrefixFor(serverDistDir: string | undefined): string;
export function withLifetime<T>(data: T, ctx: { cacheControl?: unknown } | undefined): T;
export function restoreLifetime<T>(entry: T): T;
export function redisUrlInUse(env?: Record<string, string | undefined>): string | null;
export default class EkitaldiCacheHandler {
  constructor(ctx: Record<string, unknown>);
  files?: unknown;
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<unknown>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
