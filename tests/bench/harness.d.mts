/** Types of ./harness.mjs for the bench scripts written in TypeScript. */
import type { ChildProcess } from 'node:child_process';

export const root: string;
/** The demo API's environment: EKITALDI_DEMO=1 and this run's secrets. */
export const apiEnv: Record<string, string>;
/** The portal's secrets of this run. */
export const portalSecretsEnv: Record<string, string>;
export function bin(name: string): string;
export function benchSettings(defaults: { portalPort: number; apiPort: number }): { portalPort: number; apiPort: number; seconds: number; connections: number };
export function ensureBuilt(): string;
export function removeOnStop(...files: string[]): void;
export function stopAll(): void;
export function start(command: string, args: string[], env?: Record<string, string>, cwd?: string): ChildProcess;
export function waitFor(check: () => Promise<boolean> | boolean, what: string): Promise<void>;
