import type { Locale } from '../../lib/tenants/schema';

export type { Locale };

/** A text in every language of the catalogue. */
export type L = Record<Locale, string>;
/** A text in some languages (es always); seeding a tenant fails loudly if one of its languages is missing. */
export type PL = Partial<Record<Locale, string>> & { es: string };

/** The text in `lang`, or an error naming the missing translation. */
export function tx(text: PL, lang: Locale): string {
  const v = text[lang];
  if (v === undefined) throw new Error(`Missing "${lang}" translation for "${text.es.slice(0, 60)}"`);
  return v;
}

/** Replaces `{name}` placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Applies `fn` to every language present in `text`. */
export function mapL<T extends PL>(text: T, fn: (s: string, lang: Locale) => string): T {
  const out: Partial<Record<Locale, string>> = {};
  for (const [lang, s] of Object.entries(text) as [Locale, string][]) out[lang] = fn(s, lang);
  return out as T;
}

/** Builds a text per language from a function. */
export function perLang(langs: readonly Locale[], fn: (lang: Locale) => string): PL {
  const out: Partial<Record<Locale, string>> = {};
  for (const lang of langs) out[lang] = fn(lang);
  if (out.es === undefined) out.es = fn('es');
  return out as PL;
}

export const INTL_LOCALE: Record<Locale, string> = {
  es: 'es-ES',
  en: 'en-US',
  pt: 'pt-BR',
  eus: 'eu-ES',
  fr: 'fr-FR',
  el: 'el-GR',
};

/** The default event zone (docs/product.md#limits: CET), for a tenant whose registry entry names none. */
export const DEFAULT_ZONE = 'Europe/Madrid';
const TZ = DEFAULT_ZONE;

const EUS_MONTHS = ['urtarrilaren', 'otsailaren', 'martxoaren', 'apirilaren', 'maiatzaren', 'ekainaren', 'uztailaren', 'abuztuaren', 'irailaren', 'urriaren', 'azaroaren', 'abenduaren'];

/** "2027ko" / "2025eko": Basque adds -eko after years said with a final consonant (bat, bost, hamar, hamabost). */
function eusYear(year: number): string {
  return `${year}${[1, 5, 10, 15].includes(year % 20) ? 'eko' : 'ko'}`;
}

/** "9–11 March 2027" in the language's own words (ICU's Basque output is not idiomatic: built by hand). */
export function formatDateRange(firstDay: string, lastDay: string, lang: Locale): string {
  const a = new Date(`${firstDay}T12:00:00Z`);
  const b = new Date(`${lastDay}T12:00:00Z`);
  if (lang === 'eus') {
    const [ya, ma, da] = [a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate()];
    const [yb, mb, db] = [b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()];
    if (firstDay === lastDay) return `${eusYear(ya)} ${EUS_MONTHS[ma]} ${da}`;
    if (ya === yb && ma === mb) return `${eusYear(ya)} ${EUS_MONTHS[ma]} ${da}–${db}`;
    if (ya === yb) return `${eusYear(ya)} ${EUS_MONTHS[ma]} ${da} – ${EUS_MONTHS[mb]} ${db}`;
    return `${eusYear(ya)} ${EUS_MONTHS[ma]} ${da} – ${eusYear(yb)} ${EUS_MONTHS[mb]} ${db}`;
  }
  const fmt = new Intl.DateTimeFormat(INTL_LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ });
  return firstDay === lastDay ? fmt.format(a) : fmt.formatRange(a, b);
}

/** "+02:00" for an instant in a zone ("GMT" alone is "+00:00"). */
function offsetAt(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/GMT([+-]\d{2}:\d{2})/);
  return m ? m[1]! : '+00:00';
}

/** "+01:00" / "+02:00" for a local date-time in a zone (Madrid unless given). */
export function zoneOffset(localDate: string, time: string, zone: string = TZ): string {
  // Read the wall time as UTC, ask Intl for the offset there, then once more at the corrected instant.
  const first = offsetAt(zone, new Date(`${localDate}T${time}:00Z`));
  return offsetAt(zone, new Date(`${localDate}T${time}:00${first}`));
}

/**
 * ISO 8601 of a local date-time in the tenant's event zone (its registry `timeZone`):
 * zonedIso('2027-01-27', '09:00', 'Europe/Athens') → "2027-01-27T09:00:00+02:00".
 */
export function zonedIso(localDate: string, time: string, zone: string): string {
  return `${localDate}T${time}:00${zoneOffset(localDate, time, zone)}`;
}

/** ISO 8601 with the Madrid offset: "2027-03-09T09:00:00+01:00". */
export function madridIso(localDate: string, time: string): string {
  return zonedIso(localDate, time, TZ);
}

/** The calendar day of an instant in a zone: zonedDate(new Date('2027-01-27T23:30:00Z'), 'Europe/Athens') → "2027-01-28". */
export function zonedDate(d: Date, zone: string): string {
  let fmt = DAY_FORMATS.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_FORMATS.set(zone, fmt);
  }
  return fmt.format(d);
}

/** One formatter per zone: "today" is asked on every request (demo-api/deps.ts). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The Madrid calendar day of an instant: "2026-11-21". */
export function madridDate(d: Date): string {
  return zonedDate(d, TZ);
}

export function addDays(localDate: string, days: number): string {
  const d = new Date(`${localDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
