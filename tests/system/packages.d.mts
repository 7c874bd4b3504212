/** Types of ./packages.mjs (plain ESM, run by node). */
export const SYSTEM_PACKAGES: ReadonlyArray<{ name: string; file: string }>;
export function missingPackages(exists?: (file: string) => boolean, env?: Record<string, string | undefined>): string[];
export function installLine(missing: string[]): string;
