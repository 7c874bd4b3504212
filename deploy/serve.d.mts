/** Types of ./serve.mjs (plain ESM, run by node). */
export const root: string;
export function standalonePaths(distDir?: string): { distDir: string; dir: string; server: string };
export function prepareStandalone(distDir?: string): { distDir: string; dir: string; server: string };
export function serve(options: { port: string | number; host: string; distDir?: string }): Promise<import('node:http').Server>;
