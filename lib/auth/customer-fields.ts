/**
 * Moved: the customer-field rules live in lib/schemas/customer-fields.ts (shared with the demo
 * API) and the localised country list in lib/i18n/countries.ts. This re-export keeps the sign-in
 * forms (components/auth, lib/auth/schemas.ts) building until they move onto the form kit
 * (issue 9); delete it then.
 */
export * from '@/lib/schemas/customer-fields';
export { countryOptions } from '@/lib/i18n/countries';
