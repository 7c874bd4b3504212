import { upperCase } from '@/lib/i18n/format';

/**
 * The avatar letters of a person without a photo: first letter of the name and of the surname,
 * upper-cased in the page's language (whole characters, so accents and emoji stay intact).
 *
 *   initials('íñigo', 'Øverland', 'es') → 'ÍØ';  initials('Ana', '', 'es') → 'A';  initials('', '') → '?'
 */
export function initials(name: string, surname: string, locale?: string): string {
  const first = (s: string) => [...s.trim()][0] ?? '';
  const letters = `${first(name)}${first(surname)}`;
  return letters ? upperCase(letters, locale) : '?';
}

/** "Ana", "García", "López" → "Ana García López" (empty parts left out). */
export function fullName(name: string, surname: string, secondSurname?: string | null): string {
  return [name, surname, secondSurname ?? ''].map((s) => s.trim()).filter(Boolean).join(' ');
}
