import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
});

function scratch(files: Record<string, Buffer | string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  folders.push(dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('precompressFolder', () => {
  it('writes a .gz and a .br beside every text file, at any depth, that decompress to the file', () => {
    const script = 'export const x = "' + 'ekitaldi '.repeat(500) + '";\n';
    const css = 'body{color:red}\n'.repeat(200);
    const dir = scratch({ 'chunks/app/page-abc.js': script, 'css/site.css': css });
    const totals = precompressFolder(dir);
    expect(totals.files).toBe(2);
    for (const [name, body] of [['chunks/app/page-abc.js', script], ['css/site.css', css]] as const) {
      const file = path.join(dir, name);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(body);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(body);
      // Same modification time as the file, so nginx's ETag and Last-Modified agree.
      const seconds = (f: string) => Math.floor(fs.statSync(f).mtimeMs / 1000);
      expect(seconds(`${file}.br`)).toBe(seconds(file));
    }
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.bytes / 10);
  });

  it('leaves fonts and images alone, and writes no copy that is not smaller', () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    const dir = scratch({ 'media/font.woff2': random, 'media/logo.png': random, 'tiny.js': 'x' });
    const totals = precompressFolder(dir);
    expect(fs.readdirSync(path.join(dir, 'media')).sort()).toEqual(['font.woff2', 'logo.png']);
    expect(fs.existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(totals).toEqual({ files: 1, bytes: 1, gzip: 1, brotli: 1 });
  });
});
