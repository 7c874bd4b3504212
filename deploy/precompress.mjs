/**
 * Static assets compressed at build time: a `.gz` and a `.br` file beside every text
 * file of a build's static folder (scripts, styles, source maps, JSON, SVG, text), written once
 * when the build is packaged (deploy/serve.mjs prepareStandalone), so that nginx serves them with
 * `gzip_static` and `brotli_static` and compresses nothing on the request path. Compressed at the
 * highest levels (gzip 9, brotli 11): it is paid once per build, not per request. A file that
 * does not get smaller gets no compressed copy (nginx then sends it as it is); fonts, images and
 * other compressed formats are left alone.
 *
 *   node deploy/precompress.mjs <folder>     (what prepareStandalone does for <distDir>/static)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/** The extensions of the text files nginx would otherwise compress (deploy/nginx.conf gzip_types). */
export const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt', '.html', '.xml', '.webmanifest']);

/** Both compressed forms of one file's bytes. */
export function compressBoth(bytes) {
  return {
    gz: zlib.gzipSync(bytes, { level: 9 }),
    br: zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  };
}

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name))) yield file;
  }
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every text file under `dir`. Returns what it did:
 * files, bytes before, and bytes of each form as served.
 */
export function precompressFolder(dir) {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const file of textFiles(dir)) {
    const bytes = fs.readFileSync(file);
    const { gz, br } = compressBoth(bytes);
    totals.files += 1;
    totals.bytes += bytes.length;
    // Only a smaller copy is worth sending; the same mtime keeps the copies' ETags in step.
    const { mtime } = fs.statSync(file);
    for (const [ext, data, total] of [['.gz', gz, 'gzip'], ['.br', br, 'brotli']]) {
      const target = file + ext;
      if (data.length < bytes.length) {
        fs.writeFileSync(target, data);
        fs.utimesSync(target, mtime, mtime);
        totals[total] += data.length;
      } else {
        fs.rmSync(target, { force: true });
        totals[total] += bytes.length;
      }
    }
  }
  return totals;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node deploy/precompress.mjs <folder>');
    process.exit(2);
  }
  const t = precompressFolder(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`[precompress] ${t.files} files, ${kb(t.bytes)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`);
}
