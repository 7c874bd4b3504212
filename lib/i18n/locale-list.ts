/**
 * The portal's languages (docs/product.md#routes), in a module of their own with no imports: the tenant schema
 * (zod, server side) validates against them and the browser's locale helpers (lib/i18n/locales)
 * read them, so a client component that needs the list does not download the tenant schema.
 */
export const LOCALES = ['es', 'en', 'pt', 'eus', 'fr', 'el'] as const;

export type Locale = (typeof LOCALES)[number];
