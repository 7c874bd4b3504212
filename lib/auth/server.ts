import { cache } from 'react';
import { getCustomerGenres, getCustomerStructure, getCustomerTypes } from '@/lib/api/profile';
import { isNotFound } from '@/lib/api/errors';
import { getCachedCustomForm } from '@/lib/api/public/forms';
import { readCached } from '@/lib/api/public/read-cached';
import type { CustomForm, CustomerOption, CustomerStructure } from '@/lib/api/schemas';
import { serverApi } from '@/lib/api/server';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/i18n/countries';
import { signupQuestions } from './signup-questions';
import { CUSTOMER_FIELD_SPECS, customerFieldsOf, DOCUMENT_TYPES, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';

/**
 * Public, per tenant and language reads for the sign-up screens (cached like every public read:
 * the sign-up page is the same for every visitor). A tenant without a structure (404) asks only
 * for the fields every tenant asks for.
 */
export const getCachedCustomerStructure = cache(
  (tenantKey: string, locale: Locale): Promise<CustomerStructure> =>
    readCached(tenantKey, locale, ['customer', 'structure'], async (tenant) => {
      try {
        return await getCustomerStructure(serverApi(tenant, locale));
      } catch (error) {
        if (isNotFound(error)) return { fields: [] };
        throw error;
      }
    }),
);

const getCachedOptions = cache(
  (tenantKey: string, locale: Locale, which: 'types' | 'genres'): Promise<CustomerOption[]> =>
    readCached(tenantKey, locale, ['customer', which], async (tenant) => {
      try {
        const api = serverApi(tenant, locale);
        return await (which === 'types' ? getCustomerTypes(api) : getCustomerGenres(api));
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    }),
);

export interface CustomerFormDefinition {
  fields: CustomerFieldUse[];
  options: CustomerFieldOptions;
}

/**
 * The customer fields this tenant asks for and the choices of their selects; `exclude` drops
 * fields another part of the form already covers.
 */
export async function getCustomerFormDefinition(
  tenantKey: string,
  locale: Locale,
  documentTypeLabels: Record<(typeof DOCUMENT_TYPES)[number], string>,
): Promise<CustomerFormDefinition> {
  const structure = await getCachedCustomerStructure(tenantKey, locale);
  const fields = customerFieldsOf(structure);
  const uses = new Set(fields.map((f) => CUSTOMER_FIELD_SPECS[f.name].choices));
  const [types, genres] = await Promise.all([
    uses.has('types') ? getCachedOptions(tenantKey, locale, 'types') : Promise.resolve([]),
    uses.has('genres') ? getCachedOptions(tenantKey, locale, 'genres') : Promise.resolve([]),
  ]);
  return {
    fields,
    options: {
      types,
      genres,
      countries: uses.has('countries') ? countryOptions(LOCALE_META[locale].iso) : [],
      documentTypes: DOCUMENT_TYPES.map((id) => ({ id, name: documentTypeLabels[id] })),
    },
  };
}

/**
 * The tenant's register form (GET /custom-form/register) as the sign-up shows it, or null
 * (see signupQuestions: no file fields, no question a customer field already asks).
 */
export async function getSignupRegisterForm(tenantKey: string, locale: Locale, customerFields: readonly CustomerFieldUse[]): Promise<CustomForm | null> {
  return signupQuestions(await getCachedCustomForm(tenantKey, locale, 'register'), customerFields);
}

/** The CMS page with the privacy policy the sign-up consents link to (every demo tenant has it). */
export const PRIVACY_POLICY_PATH = '/politica-de-privacidad';
