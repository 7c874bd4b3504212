/**
 * A catalogue message as the build leaves it (next.config.mjs compiles the catalogues: a plain
 * message stays a string, "Error {code}" becomes ["Error ", ["code"]]), turned into text with
 * simple `{name}` arguments. For the rare code that reads a catalogue without next-intl (the
 * global error page, which has no provider); it also accepts an uncompiled ICU string.
 */
export type CatalogueMessage = string | ReadonlyArray<string | readonly unknown[]>;

export function plainMessage(message: CatalogueMessage | undefined, values: Record<string, string | number> = {}): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      const [name] = part;
      return typeof name === 'string' && name in values ? String(values[name]) : '';
    })
    .join('');
}
