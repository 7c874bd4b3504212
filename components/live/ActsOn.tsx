/**
 * What a repeated button acts on, for assistive technology: "Validar" is read "Validar: ¿Habrá
 * diapositivas?" (the visible label first, WCAG 2.5.3 "label in name"), so a list of fifty
 * "Validar" or "Votar" buttons can be told apart by name.
 */
export function ActsOn({ text }: { text: string }) {
  return <span className="visually-hidden">: {text}</span>;
}
