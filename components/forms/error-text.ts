'use client';

import { useLocale, useTranslations } from 'next-intl';
import { catalogueText, errorText, type CatalogueText, type MessageRef } from '@/lib/auth/errors';
import { LOCALE_META, isLocale } from '@/lib/i18n/locales';
import type { ValidationValues } from '@/lib/schemas/validation';

/** `(key, values?) => sentence` ('' for no key). */
export type ErrorText = (key: string | null | undefined, values?: ValidationValues) => string;

/**
 * The namespaces only the account screens carry (lib/i18n/client-namespaces.ts): a form there
 * hands their translators over, so that the kit, which also serves public pages, never reads
 * a namespace a public page lacks.
 * A form there passes `{ AuthErrors: catalogueText(t) }` with `t` its translator of that namespace.
 */
export type AccountCatalogues = Partial<Record<Extract<MessageRef['ns'], 'AuthErrors' | 'Account'>, CatalogueText>>;

/**
 * Every key a form can show — `validation.<rule>[?params]` of the zod rules and of a 422, the
 * customer API's keys, the generic docs/product.md#errors failures (`error.unavailable`…), `account.<reason>` —
 * as a sentence of the visitor's language. `values` fills placeholders a 422's plain key lacks (the
 * field's own length). A key no catalogue at hand knows reads "Please check this field".
 */
export function useErrorText(account: AccountCatalogues = {}): ErrorText {
  const catalogues = {
    ApiErrors: catalogueText(useTranslations('ApiErrors')),
    validation: catalogueText(useTranslations('validation')),
    Forms: catalogueText(useTranslations('Forms')),
    ...account,
  };
  const locale = useLocale();
  const iso = isLocale(locale) ? LOCALE_META[locale].iso : locale;
  return (key, values) => errorText(catalogues, key, values, iso);
}
