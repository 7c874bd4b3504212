/**
 * What a repeated button acts on, for assistive technology: its accessible name is the visible
 * label then what it acts on, "Validar: ¿Habrá diapositivas?" (the visible label first, WCAG 2.5.3
 * "label in name"), so a list of fifty "Validar" or "Votar" buttons can be told apart by name.
 * An `aria-label`, not a visually hidden span: browsers put a space before a positioned span
 * ("Validar : …").
 *
 *   <button aria-label={actsOn(t('live.vote'), q.text)}>{t('live.vote')}</button>
 */
export function actsOn(label: string, target: string): string {
  return `${label}: ${target}`;
}
