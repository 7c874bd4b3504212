/**
 * Writes themes/fonts/<family>.css: the @font-face rules of the self-hosted @fontsource fonts the
 * themes use (only the weights and subsets listed here, woff2 only, font-display: swap) and a
 * size-adjusted fallback face per weight on a local system font (Arial / Liberation Sans for sans
 * families; Georgia, then Times New Roman / Liberation Serif for serif ones), so that text keeps
 * its size and line breaks when the web font arrives (no layout shift).
 *
 * Metrics come from the capsize table bundled with Next (the same numbers next/font uses).
 * Run after changing the list: `node themes/fonts/generate.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const metrics = require(path.join(root, 'node_modules/next/dist/server/capsize-font-metrics.json'));

/** family, @fontsource package, capsize key, category, weights, subsets */
const FAMILIES = [
  { family: 'Inter', pkg: 'inter', key: 'inter', weights: [400, 600, 700], subsets: ['latin', 'latin-ext'] },
  { family: 'Source Sans 3', pkg: 'source-sans-3', key: 'sourceSans3', weights: [400, 600], subsets: ['latin', 'latin-ext'] },
  { family: 'Merriweather', pkg: 'merriweather', key: 'merriweather', weights: [700], subsets: ['latin', 'latin-ext'] },
  { family: 'DM Sans', pkg: 'dm-sans', key: 'dMSans', weights: [400, 600], subsets: ['latin', 'latin-ext'] },
  { family: 'Space Grotesk', pkg: 'space-grotesk', key: 'spaceGrotesk', weights: [700], subsets: ['latin', 'latin-ext'] },
  { family: 'Manrope', pkg: 'manrope', key: 'manrope', weights: [400, 600, 800], subsets: ['latin', 'latin-ext'] },
  { family: 'IBM Plex Sans', pkg: 'ibm-plex-sans', key: 'iBMPlexSans', weights: [400, 600], subsets: ['latin', 'latin-ext', 'greek'] },
  { family: 'Roboto Slab', pkg: 'roboto-slab', key: 'robotoSlab', weights: [700], subsets: ['latin', 'latin-ext', 'greek'] },
  { family: 'Nunito Sans', pkg: 'nunito-sans', key: 'nunitoSans', weights: [400, 700, 800], subsets: ['latin', 'latin-ext'] },
  { family: 'Montserrat', pkg: 'montserrat', key: 'montserrat', weights: [400, 600], subsets: ['latin', 'latin-ext'] },
  { family: 'Playfair Display', pkg: 'playfair-display', key: 'playfairDisplay', weights: [700], subsets: ['latin', 'latin-ext'] },
];

/** Local fonts with the same metrics, tried in order. */
const LOCAL = {
  arial: { key: 'arial', regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'], bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'] },
  georgia: { key: 'georgia', regular: ['Georgia', 'Gelasio'], bold: ['Georgia Bold', 'Georgia-Bold', 'Gelasio Bold'] },
  times: { key: 'timesNewRoman', regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'], bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold'] },
};

/**
 * Width corrections measured in Chromium: web font ÷ fallback width of the demo's own copy (the
 * text of five tenants' home pages in Spanish and English, ~34,000 characters) against
 * Liberation Sans / Liberation Serif, which share Arial's / Times New Roman's metrics. capsize's
 * average widths follow English letter frequencies; these bring each fallback to the real
 * average width of our copy. (Per-class faces for capitals and digits were tried: no better.)
 */
const CALIBRATION = {
  Inter: { 400: 0.9838, 600: 0.9981, 700: 0.9976 },
  'Source Sans 3': { 400: 0.9752, 600: 0.9879 },
  Merriweather: { 700: 0.9658 },
  'DM Sans': { 400: 0.9773, 600: 0.9891 },
  'Space Grotesk': { 700: 0.9856 },
  Manrope: { 400: 0.9764, 600: 0.9909, 800: 0.9906 },
  'IBM Plex Sans': { 400: 0.9918, 600: 1.0015 },
  'Roboto Slab': { 700: 0.9817 },
  'Nunito Sans': { 400: 0.9885, 700: 0.9984, 800: 0.9951 },
  Montserrat: { 400: 0.9688, 600: 0.9823 },
  'Playfair Display': { 700: 0.9909 },
};

const pct = (n) => `${(n * 100).toFixed(2)}%`;

function variant(m, weight) {
  const v = m.variants?.[String(weight)] ?? (weight === 400 ? m : null);
  return v ?? m;
}

function fallbackFace(name, webMetrics, weight, local, calibration = 1) {
  const bold = weight >= 600;
  const lm = metrics[local.key];
  const fb = bold ? (lm.variants?.['700'] ?? lm) : lm;
  const web = variant(webMetrics, weight);
  const sizeAdjust = (web.xWidthAvg / web.unitsPerEm / (fb.xWidthAvg / fb.unitsPerEm)) * calibration;
  const ascent = web.ascent / (web.unitsPerEm * sizeAdjust);
  const descent = Math.abs(web.descent) / (web.unitsPerEm * sizeAdjust);
  const lineGap = web.lineGap / (web.unitsPerEm * sizeAdjust);
  const src = (bold ? local.bold : local.regular).map((n) => `local('${n}')`).join(', ');
  return `@font-face{font-family:'${name}';font-weight:${weight};src:${src};size-adjust:${pct(sizeAdjust)};ascent-override:${pct(ascent)};descent-override:${pct(descent)};line-gap-override:${pct(lineGap)}}`;
}

/** unicode-range and file of each subset, read from the package's own per-weight CSS. */
function faces(pkg, weight) {
  const css = fs.readFileSync(path.join(root, 'node_modules/@fontsource', pkg, `${weight}.css`), 'utf8');
  const out = {};
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    const name = file.replace(`${pkg}-`, '').replace(`-${weight}-normal.woff2`, '');
    out[name] = { file, range };
  }
  return out;
}

fs.mkdirSync(path.join(root, 'themes/fonts'), { recursive: true });
for (const f of FAMILIES) {
  const m = metrics[f.key];
  if (!m) throw new Error(`no metrics for ${f.key}`);
  const lines = [`/* ${f.family} (@fontsource/${f.pkg}): weights ${f.weights.join(', ')}; ${f.subsets.join(', ')}. Generated by generate.mjs. */`];
  for (const w of f.weights) {
    const all = faces(f.pkg, w);
    for (const s of f.subsets) {
      const face = all[s];
      if (!face) throw new Error(`${f.pkg} ${w} has no ${s}`);
      const url = `../../node_modules/@fontsource/${f.pkg}/files/${face.file}`;
      lines.push(
        `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${w};font-display:swap;src:url('${url}') format('woff2');unicode-range:${face.range}}`,
      );
    }
  }
  const serif = m.category === 'serif';
  const locals = serif ? [['Fallback', LOCAL.georgia], ['Fallback 2', LOCAL.times]] : [['Fallback', LOCAL.arial]];
  for (const [suffix, local] of locals) {
    // Measured on Liberation Sans / Serif: applies to the Arial- and Times-metric faces.
    const measured = local === LOCAL.arial || local === LOCAL.times;
    for (const w of f.weights) lines.push(fallbackFace(`${f.family} ${suffix}`, m, w, local, measured ? (CALIBRATION[f.family]?.[w] ?? 1) : 1));
  }
  const slug = f.pkg;
  fs.writeFileSync(path.join(root, 'themes/fonts', `${slug}.css`), lines.join('\n') + '\n');
  console.log(`themes/fonts/${slug}.css`, serif ? '(serif)' : '');
}
