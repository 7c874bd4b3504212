/**
 * The private area's PDFs, generated per customer with pdf-lib: the accreditation badge (A6, with
 * the QR payload drawn as rectangles from `qrcode`'s matrix) and the certificate of attendance
 * (A4 landscape), in the request's language.
 *
 * pdf-lib's standard fonts only encode WinAnsi (Latin-1 and a few more); no TrueType font with
 * Greek ships here (@fontsource has woff2 only, and embedding needs fontkit), so Greek is
 * transliterated (ELOT 743 style) and any other character the font lacks is folded to its base
 * letter or dropped. Nothing crashes on a name in another script.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { badgeReference } from '../lib/api/schemas/badge';
import type { Locale } from '../lib/tenants/schema';
import type { CustomerRow } from './auth';
import { INTL_LOCALE, formatDateRange, zonedDate } from './seed/i18n';
import { typeName } from './structure';

type Texts = {
  badge: string;
  showCode: string;
  certificate: string;
  certifies: string;
  attended: string;
  attendedSession: string;
  issued: string;
  organisers: string;
  verification: string;
  file: { accreditation: string; certificate: string };
};

const TEXTS: Record<Locale, Texts> = {
  es: {
    badge: 'Acreditación',
    showCode: 'Presenta este código en el acceso',
    certificate: 'Certificado de asistencia',
    certifies: 'Se certifica que',
    attended: 'ha asistido a',
    attendedSession: 'ha asistido a la sesión',
    issued: 'Expedido el {date}',
    organisers: 'La organización',
    verification: 'Código de verificación',
    file: { accreditation: 'acreditacion', certificate: 'certificado' },
  },
  en: {
    badge: 'Badge',
    showCode: 'Show this code at the entrance',
    certificate: 'Certificate of attendance',
    certifies: 'This is to certify that',
    attended: 'attended',
    attendedSession: 'attended the session',
    issued: 'Issued on {date}',
    organisers: 'The organisers',
    verification: 'Verification code',
    file: { accreditation: 'badge', certificate: 'certificate' },
  },
  pt: {
    badge: 'Credencial',
    showCode: 'Apresente este código na entrada',
    certificate: 'Certificado de participação',
    certifies: 'Certificamos que',
    attended: 'participou de',
    attendedSession: 'participou da sessão',
    issued: 'Emitido em {date}',
    organisers: 'A organização',
    verification: 'Código de verificação',
    file: { accreditation: 'credencial', certificate: 'certificado' },
  },
  eus: {
    badge: 'Akreditazioa',
    showCode: 'Erakutsi kode hau sarreran',
    certificate: 'Asistentzia-ziurtagiria',
    certifies: 'Honen bidez egiaztatzen da',
    attended: 'ekitaldi honetan izan dela:',
    attendedSession: 'saio honetan izan dela:',
    issued: 'Emate-data: {date}',
    organisers: 'Antolatzaileak',
    verification: 'Egiaztatze-kodea',
    file: { accreditation: 'akreditazioa', certificate: 'ziurtagiria' },
  },
  fr: {
    badge: 'Badge',
    showCode: 'Présentez ce code à l’entrée',
    certificate: 'Attestation de présence',
    certifies: 'Nous certifions que',
    attended: 'a assisté à',
    attendedSession: 'a assisté à la session',
    issued: 'Délivré le {date}',
    organisers: 'L’organisation',
    verification: 'Code de vérification',
    file: { accreditation: 'badge', certificate: 'attestation' },
  },
  el: {
    badge: 'Διαπίστευση',
    showCode: 'Δείξτε αυτόν τον κωδικό στην είσοδο',
    certificate: 'Βεβαίωση παρακολούθησης',
    certifies: 'Βεβαιώνεται ότι',
    attended: 'παρακολούθησε το',
    attendedSession: 'παρακολούθησε τη συνεδρία',
    issued: 'Εκδόθηκε στις {date}',
    organisers: 'Η οργάνωση',
    verification: 'Κωδικός επαλήθευσης',
    file: { accreditation: 'diapisteusi', certificate: 'vevaiosi' },
  },
};

export function pdfFileName(kind: 'accreditation' | 'certificate', locale: Locale, tenant: string, conferenceId?: number): string {
  return `${TEXTS[locale].file[kind]}-${tenant}${conferenceId === undefined ? '' : `-${conferenceId}`}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// Text the standard fonts can draw
// ---------------------------------------------------------------------------------------------

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const GREEK_PAIRS: Record<string, string> = { ου: 'ou', αι: 'ai', ει: 'ei', οι: 'oi', μπ: 'b', ντ: 'nt', γκ: 'gk', γγ: 'ng' };

/** Greek letters in Latin script ("Ελένη Παπαδοπούλου" → "Eleni Papadopoulou"); other text is kept. */
export function transliterateGreek(s: string): string {
  // Greek letters lose their accents (tonos, dialytika); everything else stays as it is.
  const chars = [...s.normalize('NFC')].map((ch) => {
    const base = ch.normalize('NFD')[0]!;
    return /[\u0370-\u03ff]/.test(base) ? base : ch;
  });
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    const lower = ch.toLowerCase();
    const pair = GREEK_PAIRS[lower + (next ?? '').toLowerCase()];
    const latin = pair ?? GREEK[lower];
    if (latin === undefined) {
      out += ch === ';' && /[\u0370-\u03ff]/.test(chars[i - 1] ?? '') ? '?' : ch;
      continue;
    }
    const used = pair ? 2 : 1;
    const upper = ch !== lower;
    const after = chars[i + used];
    // A whole word in capitals stays in capitals (ΘΕΣΣΑΛΟΝΙΚΗ → THESSALONIKI).
    const shouting = upper && ((next !== undefined && next !== next.toLowerCase()) || (after !== undefined && after !== after.toLowerCase()));
    out += upper ? (shouting ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1)) : latin;
    i += used - 1;
  }
  return out;
}

/** Latin letters without a decomposition that WinAnsi lacks. */
const FOLD: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l' };

const charsetCache = new WeakMap<PDFFont, Set<number>>();
/** `s` reduced to what `font` can encode: Greek transliterated, accents folded, the rest dropped. */
export function drawable(font: PDFFont, s: string): string {
  let set = charsetCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsetCache.set(font, set);
  }
  const ok = set;
  const text = /[\u0370-\u03ff\u1f00-\u1fff]/.test(s) ? transliterateGreek(s) : s;
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || ok.has(cp)) {
      out += ch;
      continue;
    }
    const base = FOLD[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base && [...base].every((b) => ok.has(b.codePointAt(0)!))) out += base;
    else if (/\s/.test(ch)) out += ' ';
  }
  return out.replace(/ {2,}/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextOpts {
  font: PDFFont;
  size: number;
  color?: RGB;
  maxWidth: number;
  maxLines?: number;
  lineHeight?: number;
}

/** Draws centred, wrapped text from baseline `y` downwards; returns the y below the last line. */
function centred(page: PDFPage, raw: string, y: number, o: TextOpts): number {
  const text = drawable(o.font, raw);
  let lines = wrap(o.font, text, o.size, o.maxWidth);
  if (o.maxLines && lines.length > o.maxLines) {
    lines = lines.slice(0, o.maxLines);
    lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/\s+\S*$/, '')}…`;
  }
  const lh = o.lineHeight ?? o.size * 1.25;
  const pageWidth = page.getWidth();
  for (const line of lines) {
    const w = o.font.widthOfTextAtSize(line, o.size);
    page.drawText(line, { x: (pageWidth - w) / 2, y, size: o.size, font: o.font, color: o.color ?? rgb(0.12, 0.14, 0.16) });
    y -= lh;
  }
  return y;
}

/** The QR code of `payload` as dark squares, `size` points wide, lower-left corner at (x, y). */
function drawQr(page: PDFPage, payload: string, x: number, y: number, size: number) {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

const fullName = (c: CustomerRow) => [c.treatment, c.name, c.surname, c.second_surname].filter(Boolean).join(' ');
const ACCENT = rgb(0.05, 0.27, 0.55);

function timeRange(startsAt: string, endsAt: string, locale: Locale, timeZone: string): string {
  // formatDateRange writes Basque dates by hand (ICU's are not idiomatic).
  const local = zonedDate(new Date(startsAt), timeZone);
  const day = formatDateRange(local, local, locale);
  const t = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${day} · ${t.format(new Date(startsAt))}–${t.format(new Date(endsAt))}`;
}

/** A new document; the title is metadata (Unicode), so it keeps every script. */
async function newDoc(title: string, locale: Locale) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage(INTL_LOCALE[locale]);
  doc.setCreator('Ekitaldi demo API');
  doc.setProducer('pdf-lib');
  // Fixed dates: the same customer gets the same bytes.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return { doc, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

// ---------------------------------------------------------------------------------------------
// The documents
// ---------------------------------------------------------------------------------------------

export interface AccreditationInput {
  locale: Locale;
  /** the tenant's event zone (registry `timeZone`): the session's time is written in it */
  timeZone: string;
  event: string;
  dates: string;
  customer: CustomerRow;
  qr: string;
  session: { title: string; room: string | null; startsAt: string; endsAt: string } | null;
}

/** A6 portrait badge: event, person, company/position, QR with the payload, type. */
export async function accreditationPdf(i: AccreditationInput): Promise<Uint8Array> {
  const t = TEXTS[i.locale];
  const { doc, regular, bold } = await newDoc(`${t.badge} · ${i.event}`, i.locale);
  const page = doc.addPage([297.64, 419.53]);
  const W = page.getWidth();
  const H = page.getHeight();
  const inner = W - 36;

  page.drawRectangle({ x: 0, y: H - 92, width: W, height: 92, color: ACCENT });
  let y = centred(page, i.event, H - 34, { font: bold, size: 15, color: rgb(1, 1, 1), maxWidth: inner, maxLines: 2 });
  centred(page, i.dates, Math.min(y, H - 70) - 2, { font: regular, size: 9.5, color: rgb(1, 1, 1), maxWidth: inner, maxLines: 1 });

  y = centred(page, t.badge.toUpperCase(), H - 124, { font: bold, size: 8.5, color: ACCENT, maxWidth: inner });
  y = centred(page, fullName(i.customer), y - 8, { font: bold, size: 19, maxWidth: inner, maxLines: 2, lineHeight: 22 });
  const work = [i.customer.position, i.customer.company].filter(Boolean).join(' · ');
  if (work) y = centred(page, work, y - 2, { font: regular, size: 10.5, color: rgb(0.3, 0.33, 0.36), maxWidth: inner, maxLines: 2 });
  if (i.session) {
    y = centred(page, i.session.title, y - 6, { font: bold, size: 9.5, maxWidth: inner, maxLines: 2 });
    const where = [timeRange(i.session.startsAt, i.session.endsAt, i.locale, i.timeZone), i.session.room].filter(Boolean).join(' · ');
    y = centred(page, where, y, { font: regular, size: 8.5, color: rgb(0.3, 0.33, 0.36), maxWidth: inner, maxLines: 2 });
  }

  // The signed code is ~115 characters: the QR carries it, the text under it is the badge's
  // short reference (the door's search finds it).
  const qrSize = 140;
  const qrY = 62;
  drawQr(page, i.qr, (W - qrSize) / 2, qrY, qrSize);
  centred(page, `#${badgeReference(i.qr) ?? ''}`, qrY - 8, { font: bold, size: 8, color: rgb(0.35, 0.38, 0.41), maxWidth: inner });
  centred(page, t.showCode, qrY - 19, { font: regular, size: 7.5, color: rgb(0.35, 0.38, 0.41), maxWidth: inner });

  page.drawRectangle({ x: 0, y: 0, width: W, height: 34, color: rgb(0.12, 0.14, 0.16) });
  const type = typeName(i.customer.user_type, i.locale) ?? typeName('attendee', i.locale)!;
  centred(page, type.toUpperCase(), 12, { font: bold, size: 13, color: rgb(1, 1, 1), maxWidth: inner });
  return doc.save();
}

export interface CertificateInput {
  locale: Locale;
  event: string;
  dates: string;
  organiser: string;
  customer: CustomerRow;
  /** YYYY-MM-DD */
  issued: string;
  session: { title: string; date: string } | null;
  verification: string;
}

/** A4 landscape certificate of attendance. */
export async function certificatePdf(i: CertificateInput): Promise<Uint8Array> {
  const t = TEXTS[i.locale];
  const { doc, regular, bold } = await newDoc(`${t.certificate} · ${i.event}`, i.locale);
  const page = doc.addPage([841.89, 595.28]);
  const W = page.getWidth();
  const H = page.getHeight();
  const inner = W - 200;
  const grey = rgb(0.3, 0.33, 0.36);

  page.drawRectangle({ x: 24, y: 24, width: W - 48, height: H - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: W - 68, height: H - 68, borderColor: ACCENT, borderWidth: 0.75 });

  let y = centred(page, t.certificate.toUpperCase(), H - 130, { font: bold, size: 28, color: ACCENT, maxWidth: inner });
  y = centred(page, t.certifies, y - 30, { font: regular, size: 14, color: grey, maxWidth: inner });
  y = centred(page, fullName(i.customer), y - 14, { font: bold, size: 30, maxWidth: inner, maxLines: 2, lineHeight: 34 });
  y = centred(page, i.session ? t.attendedSession : t.attended, y - 10, { font: regular, size: 14, color: grey, maxWidth: inner });
  if (i.session) {
    y = centred(page, `«${i.session.title}»`, y - 8, { font: bold, size: 18, maxWidth: inner, maxLines: 2 });
    centred(page, `${i.event} · ${i.session.date}`, y - 4, { font: regular, size: 13, color: grey, maxWidth: inner, maxLines: 2 });
  } else {
    y = centred(page, i.event, y - 8, { font: bold, size: 20, maxWidth: inner, maxLines: 2 });
    centred(page, i.dates, y - 2, { font: regular, size: 13, color: grey, maxWidth: inner });
  }

  const issued = t.issued.replace('{date}', formatDateRange(i.issued, i.issued, i.locale));
  centred(page, issued, 120, { font: regular, size: 11, color: grey, maxWidth: inner });
  page.drawLine({ start: { x: W / 2 - 110, y: 100 }, end: { x: W / 2 + 110, y: 100 }, thickness: 0.75, color: grey });
  centred(page, i.organiser, 86, { font: bold, size: 11, maxWidth: inner });
  centred(page, t.organisers, 72, { font: regular, size: 10, color: grey, maxWidth: inner });
  centred(page, `${t.verification}: ${i.verification}`, 48, { font: regular, size: 7.5, color: grey, maxWidth: inner });
  return doc.save();
}
