/** Types of ./precompress.mjs (plain ESM, run by node). */
export const TEXT_EXTENSIONS: Set<string>;
export function compressBoth(bytes: Buffer): { gz: Buffer; br: Buffer };
export function precompressFolder(dir: string): { files: number; bytes: number; gzip: number; brotli: number };
