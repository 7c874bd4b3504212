/**
 * The generated images and files the seed points at (/media/...): speaker avatars, sponsor logos,
 * post covers, legal logos and small PDFs, each drawn from its row (none: a 404). The routes
 * (routes/media.ts) read the file name and send what these give.
 */
import type { Deps } from './deps';
import { notFound } from './errors';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hue = (n: number) => (n * 47) % 360;

/** A one-page PDF with one line of text; offsets in the xref table are computed. */
export function tinyPdf(text: string): Buffer {
  const safe = text.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF of exactly `bytes` bytes (when larger than the bare page): the declared size of a file
 * is its real size, so download progress means something. Padding is an unreferenced stream.
 */
export function pdfOfSize(text: string, bytes: number): Buffer {
  const page = tinyPdf(text);
  const eof = page.lastIndexOf('startxref');
  if (bytes <= page.length + 64) return page;
  // Insert a comment block before the cross-reference table does not move any object offset.
  const xrefAt = page.lastIndexOf('xref\n', eof);
  const head = page.subarray(0, xrefAt);
  const tail = page.subarray(xrefAt).toString('latin1');
  const oldStart = Number(tail.match(/startxref\n(\d+)/)![1]);
  // startxref grows by the padding, and its text may gain digits: take those from the padding.
  let pad = bytes - page.length;
  for (let i = 0; i < 3; i++) pad = bytes - page.length - (String(oldStart + pad).length - String(oldStart).length);
  const line = '%' + ' '.repeat(78) + '\n';
  let filler = line.repeat(Math.floor(pad / line.length));
  const rest = pad - filler.length;
  if (rest > 0) filler += rest === 1 ? '\n' : '%' + ' '.repeat(rest - 2) + '\n';
  const startxref = oldStart + pad;
  return Buffer.concat([head, Buffer.from(filler, 'latin1'), Buffer.from(tail.replace(/startxref\n\d+/, `startxref\n${startxref}`), 'latin1')]);
}

/** A speaker's avatar: their initials on a colour of their id. */
export function speakerAvatar(d: Deps, id: number): string {
  const s = d.sql('SELECT name, surname FROM speakers WHERE id = ?').get(id) as { name: string; surname: string } | undefined;
  if (!s) throw notFound();
  const initials = (s.name[0] ?? '') + (s.surname[0] ?? '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${xml(`${s.name} ${s.surname}`)}">` +
    `<rect width="400" height="400" fill="hsl(${hue(id)} 45% 42%)"/>` +
    `<circle cx="200" cy="160" r="80" fill="hsl(${hue(id)} 45% 62%)"/><rect x="80" y="260" width="240" height="160" rx="120" fill="hsl(${hue(id)} 45% 62%)"/>` +
    `<text x="200" y="185" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#fff">${xml(initials)}</text></svg>`
  );
}

/** A sponsor's logo: its name beside a coloured dot. */
export function sponsorLogo(d: Deps, id: number): string {
  const s = d.sql('SELECT company_name FROM sponsors WHERE id = ?').get(id) as { company_name: string } | undefined;
  if (!s) throw notFound();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100" role="img" aria-label="${xml(s.company_name)}">` +
    `<rect width="320" height="100" rx="8" fill="#fff"/><circle cx="50" cy="50" r="28" fill="hsl(${hue(id)} 60% 45%)"/>` +
    `<text x="92" y="58" font-family="sans-serif" font-size="22" font-weight="700" fill="#1f2328">${xml(s.company_name)}</text></svg>`
  );
}

/** A post's cover: a gradient of its id's colours. */
export function postCover(d: Deps, id: number): string {
  if (!d.sql('SELECT 1 FROM posts WHERE id = ?').get(id)) throw notFound();
  const h = hue(id);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 70% 30%)"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#g)"/><circle cx="950" cy="120" r="220" fill="#fff" opacity=".12"/><circle cx="200" cy="560" r="160" fill="#fff" opacity=".1"/></svg>`
  );
}

/** The legal logo of a tenant that has one. */
export function legalLogo(d: Deps, tenant: string): string {
  if (!d.sql('SELECT 1 FROM events WHERE tenant = ? AND legal_logo IS NOT NULL').get(tenant)) throw notFound();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="Ekitaldi">` +
    `<rect width="360" height="80" fill="#003399"/><g fill="#ffcc00">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${(40 + 22 * Math.cos(a)).toFixed(1)}" cy="${(40 + 22 * Math.sin(a)).toFixed(1)}" r="3"/>`;
    }).join('')}</g>` +
    `<text x="80" y="48" font-family="sans-serif" font-size="20" fill="#fff">Ekitaldi · ${xml(tenant)}</text></svg>`
  );
}

/** A session file at its public address: the PDF when its gate is public, `gated` otherwise. */
export function publicFile(d: Deps, id: number): Buffer | 'gated' {
  const f = d
    .sql(
      `SELECT fi.name, ci.title, f.gate FROM conference_files f
       JOIN conference_file_i18n fi ON fi.file_id = f.id AND fi.locale = 'es'
       JOIN conference_i18n ci ON ci.conference_id = f.conference_id AND ci.locale = 'es' WHERE f.id = ?`,
    )
    .get(id) as { name: string; title: string; gate: string } | undefined;
  if (!f) throw notFound();
  return f.gate === 'public' ? tinyPdf(`${f.title} - ${f.name}`) : 'gated';
}
