/** Types of ./local.mjs (plain ESM, run by node). */
import type { ChildProcess } from 'node:child_process';
import type { SecretSet } from '../demo-api/demo-secrets.mjs';

export interface StackOptions {
  port?: number;
  redisPort?: number;
  apiPort?: number;
  apiBaseUrl?: string;
  distDir?: string;
  microSeconds?: number;
  /** secrets to use instead of fresh ones (demo-api/demo-secrets.mjs) */
  secrets?: Partial<SecretSet>;
  instanceEnv?: Record<string, string>;
  keepTemp?: boolean;
  log?: (line: string) => void;
}

export interface Stack {
  temp: string;
  logs: Record<string, string>;
  /** REVALIDATE_SECRET of the stack */
  secret: string;
  secrets: SecretSet;
  /** where the stack's secrets are written (mode 600, in its temp folder) */
  secretsFile: string;
  url: string;
  port: number;
  instancePorts: [number, number];
  instanceUrls: string[];
  redisPort: number;
  redisUrl: string;
  apiBaseUrl: string;
  instances: ChildProcess[];
  redis: ChildProcess | null;
  nginx: ChildProcess | null;
  api: ChildProcess | null;
  stop(): Promise<void>;
  startInstance(index: 0 | 1): ChildProcess;
  startRedis(): ChildProcess;
}

export function startStack(options?: StackOptions): Promise<Stack>;
export function renderNginxConf(values: Record<string, string | number>): string;
export function compressionSettings(modulesDir?: string): {
  LOAD_MODULES: string;
  BROTLI: string;
  BROTLI_ON: string;
  BROTLI_STATIC: string;
  BR_ENCODING: string;
};
