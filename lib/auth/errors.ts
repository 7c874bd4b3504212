import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';
import { fileKinds } from '@/lib/i18n/format';
import type { CustomerErrorKey } from '@/lib/api/schemas/customer';
import { parseValidationMessage, type ValidationValues } from '@/lib/schemas/validation';
import type es from '@/messages/es.json';

/**
 * What a failed form submit can say, as catalogue references (no React here: the form kit's
 * `useErrorText` in components/forms/error-text.ts turns them into sentences):
 * - the customer API's error keys (lib/api/schemas/customer.ts CUSTOMER_ERROR_KEYS),
 * - the generic failures (`error.unavailable` = docs/product.md#errors loading error, session ended, 429),
 * - the docs/product.md#validation `validation.<rule>[?params]` keys of the zod rules and of 422 answers,
 * - the private area's `account.<reason>` keys (Account.errors.<reason>),
 * plus `applyApiError`, which spreads a failed call over a react-hook-form form.
 *
 *   messageRefOf('auth.failed')                → { ns: 'ApiErrors', key: 'loginError', values: {} }
 *   messageRefOf('validation.max?length=50')   → { ns: 'validation', key: 'max', values: { length: 50 } }
 *   messageRefOf('account.checkOutBeforeCheckIn') → { ns: 'Account', key: 'errors.checkOutBeforeCheckIn', … }
 *   messageRefOf('nonsense')                   → { ns: 'Forms', key: 'invalid', values: {} }
 */

type ApiErrorsKey = keyof (typeof es)['ApiErrors'];
type AuthErrorsKey = keyof (typeof es)['AuthErrors'];

/** Where a key's sentence lives in the catalogue. docs/product.md#errors texts are reused from `ApiErrors`. */
export type CatalogueRef = { ns: 'ApiErrors'; key: ApiErrorsKey } | { ns: 'AuthErrors'; key: AuthErrorsKey };

/**
 * Every CUSTOMER_ERROR_KEYS entry → its message. Typed as a Record over the contract's keys, so
 * adding a key to the contract fails the type check until it has a message here.
 */
export const CUSTOMER_ERROR_MESSAGES: Record<CustomerErrorKey, CatalogueRef> = {
  'auth.failed': { ns: 'ApiErrors', key: 'loginError' },
  'auth.email_not_verified': { ns: 'ApiErrors', key: 'emailNotVerified' },
  'auth.email_change_pending': { ns: 'AuthErrors', key: 'emailChangePending' },
  'auth.propagation_required': { ns: 'AuthErrors', key: 'propagationRequired' },
  'auth.propagation_failed': { ns: 'ApiErrors', key: 'propagationError' },
  'signup.user_exists': { ns: 'ApiErrors', key: 'userExists' },
  'signup.invalid_email': { ns: 'ApiErrors', key: 'invalidEmail' },
  'signup.invitation_invalid': { ns: 'AuthErrors', key: 'invitationInvalid' },
  'token.invalid': { ns: 'AuthErrors', key: 'tokenInvalid' },
  'token.expired': { ns: 'AuthErrors', key: 'tokenExpired' },
  'token.used': { ns: 'AuthErrors', key: 'tokenUsed' },
  'token.cancelled': { ns: 'AuthErrors', key: 'tokenCancelled' },
  'two_factor.invalid_code': { ns: 'ApiErrors', key: 'wrongCode' },
  'two_factor.expired': { ns: 'AuthErrors', key: 'codeExpired' },
  'two_factor.too_many_attempts': { ns: 'AuthErrors', key: 'tooManyCodeAttempts' },
  'password.current_wrong': { ns: 'AuthErrors', key: 'currentPasswordWrong' },
  'email.taken': { ns: 'AuthErrors', key: 'emailTaken' },
  'profile.photo_type': { ns: 'AuthErrors', key: 'photoType' },
  'profile.photo_too_large': { ns: 'AuthErrors', key: 'photoTooLarge' },
  'registration.not_found': { ns: 'AuthErrors', key: 'registrationNotFound' },
};

/**
 * Failures that are not about the data typed: the API could not be reached or broke (network,
 * timeout, 5xx, maintenance, an answer outside the contract → docs/product.md#errors "loading error"), the
 * session ended (403), or too many attempts (429).
 */
export const GENERIC_ERROR_MESSAGES = {
  'error.unavailable': { ns: 'ApiErrors', key: 'loadingError' },
  'error.session_ended': { ns: 'AuthErrors', key: 'sessionEnded' },
  'error.rate_limited': { ns: 'AuthErrors', key: 'tooManyRequests' },
} as const satisfies Record<string, CatalogueRef>;
export type GenericErrorKey = keyof typeof GENERIC_ERROR_MESSAGES;

/** Anything a form's message can say: a customer key, a generic one or `validation.<rule>[?params]`. */
export type AuthErrorKey = CustomerErrorKey | GenericErrorKey | `validation.${string}`;

/** The catalogue entry of a non-validation key, or null for `validation.*` and unknown keys. */
export function catalogueRefOf(key: string): CatalogueRef | null {
  if (Object.hasOwn(CUSTOMER_ERROR_MESSAGES, key)) return CUSTOMER_ERROR_MESSAGES[key as CustomerErrorKey];
  if (Object.hasOwn(GENERIC_ERROR_MESSAGES, key)) return GENERIC_ERROR_MESSAGES[key as GenericErrorKey];
  return null;
}

/**
 * Keys that speak about the whole attempt, never about one field, even when the API files them
 * under a field (the demo API puts `auth.failed` on `email`): they go to the form's alert.
 */
export const FORM_LEVEL_KEYS: ReadonlySet<string> = new Set<CustomerErrorKey>([
  'auth.failed',
  'auth.email_not_verified',
  'auth.email_change_pending',
  'auth.propagation_failed',
  'signup.user_exists',
  'token.invalid',
  'token.expired',
  'token.used',
  'token.cancelled',
  'two_factor.expired',
  'two_factor.too_many_attempts',
  'registration.not_found',
]);

/** A sentence of the catalogue: namespace, key and the ICU values to fill. */
export interface MessageRef {
  ns: 'ApiErrors' | 'AuthErrors' | 'validation' | 'Account' | 'Forms';
  key: string;
  values: ValidationValues;
}

/** "Please check this field": what a key no catalogue knows reads. */
export const UNKNOWN_KEY_REF: MessageRef = { ns: 'Forms', key: 'invalid', values: {} };

/**
 * The catalogue entry of any key a form can show. `values` fills the placeholders a key does not
 * carry itself (a 422 sends a plain `validation.max`: the field's own length goes here). The
 * caller falls back to UNKNOWN_KEY_REF when the namespace has no such key.
 */
export function messageRefOf(key: string, values: ValidationValues = {}): MessageRef {
  const ref = catalogueRefOf(key);
  if (ref) return { ns: ref.ns, key: ref.key, values: {} };
  if (key.startsWith('account.')) return { ns: 'Account', key: `errors.${key.slice('account.'.length)}`, values: {} };
  const parsed = parseValidationMessage(key);
  if (parsed.rule) return { ns: 'validation', key: parsed.rule, values: { ...values, ...parsed.values } };
  return UNKNOWN_KEY_REF;
}

/** One namespace's translator, as the form kit hands it over (null: the namespace has no such key). */
export type CatalogueText = (key: string, values: ValidationValues) => string | null;

/**
 * `(key) => sentence` given a translator per namespace; a namespace that is not at hand (the
 * account ones on public pages) or a key it lacks reads "Please check this field".
 */
export function errorText(
  catalogues: Partial<Record<MessageRef['ns'], CatalogueText>>,
  key: string | null | undefined,
  values?: ValidationValues,
  /** the page's BCP 47 language: a file rule's `types` reads "PDF, PNG o JPEG", not MIME types */
  iso?: string,
): string {
  if (!key) return '';
  const ref = messageRefOf(key, values);
  const filled = iso && typeof ref.values.types === 'string' ? { ...ref.values, types: fileKinds(ref.values.types, iso) } : ref.values;
  return catalogues[ref.ns]?.(ref.key, filled) ?? catalogues.Forms?.(UNKNOWN_KEY_REF.key, {}) ?? '';
}

/** A next-intl translator of one namespace as a CatalogueText (its keys are typed; ours are data). */
export function catalogueText(t: { (key: never, values?: never): string; has(key: never): boolean }): CatalogueText {
  return (key, values) => (t.has(key as never) ? t(key as never, values as never) : null);
}

/** True when the failure is the connection (offline, timeout), not the server's answer. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network' || error.code === 'timeout');
}

export interface ApiFailure {
  /**
   * 'validation': a 422 (field errors set, the rest in formErrors); 'unavailable': network,
   * timeout, 5xx, maintenance or a broken answer; 'session_ended': 403 (the transport has already
   * dropped the cookie); 'rate_limited': 429.
   */
  kind: 'validation' | 'unavailable' | 'session_ended' | 'rate_limited';
  /** The form fields that received an error, in the order of `fields`: focus/summarise these. */
  fields: string[];
  /** Keys for the form's alert (role="alert"), each once: render with useErrorText (components/forms/error-text.ts). */
  formErrors: AuthErrorKey[];
  /** Every key the answer carried (field and form level), to branch on (`signup.user_exists`). */
  keys: string[];
  /** Seconds from a 429's Retry-After, when given. */
  retryAfterSeconds: number | null;
}

export interface ApplyApiErrorOptions {
  /** API field name → form field, when they differ (`{ 'customer.email': 'email' }`). */
  aliases?: Record<string, string>;
  /** Keys that go to the alert although their field exists (added to FORM_LEVEL_KEYS). */
  formLevelKeys?: readonly string[];
}

/**
 * Spreads a failed API call over a react-hook-form form.
 *
 * A 422's `errors: { field: [key, …] }` become `setError(field, { type: 'server', message: key })`
 * (the first key of each field) when the field is one of `fields` — matched by name, by alias,
 * or by the last dotted segment (`customer.email` → `email`, `user.password` → `password`).
 * Keys of other fields and FORM_LEVEL_KEYS go to `formErrors`. Any other failure gives one
 * generic key (`error.unavailable` for the docs/product.md#errors loading error, `error.session_ended`,
 * `error.rate_limited`). Values typed in the form are never touched.
 *
 *   applyApiError(new ApiError(…422, fieldErrors: { email: ['auth.failed'] }), setError, ['email', 'password'])
 *     → { kind: 'validation', fields: [], formErrors: ['auth.failed'], keys: ['auth.failed'], … }
 *   applyApiError(networkError, setError, ['email']) → { kind: 'unavailable', formErrors: ['error.unavailable'], … }
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ApplyApiErrorOptions = {},
): ApiFailure {
  const failure = (kind: ApiFailure['kind'], key: GenericErrorKey, retryAfterSeconds: number | null = null): ApiFailure => ({
    kind,
    fields: [],
    formErrors: [key],
    keys: [key],
    retryAfterSeconds,
  });
  if (!isApiError(error)) return failure('unavailable', 'error.unavailable');
  if (error.code === 'forbidden') return failure('session_ended', 'error.session_ended');
  if (error.status === 429) {
    const header = error.response?.headers?.['retry-after'];
    const seconds = Number.parseInt(String(header ?? ''), 10);
    return failure('rate_limited', 'error.rate_limited', Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  if (error.code !== 'validation') return failure('unavailable', 'error.unavailable');

  const known = new Set<string>(fields);
  const formLevel = new Set([...FORM_LEVEL_KEYS, ...(options.formLevelKeys ?? [])]);
  const target = (apiField: string): string | null => {
    const alias = options.aliases?.[apiField];
    if (alias && known.has(alias)) return alias;
    if (known.has(apiField)) return apiField;
    const last = apiField.split('.').pop() ?? apiField;
    return known.has(last) ? last : null;
  };

  const onFields = new Map<string, string>();
  const formErrors: AuthErrorKey[] = [];
  const keys: string[] = [];
  for (const [apiField, list] of Object.entries(error.fieldErrors)) {
    for (const key of list) if (!keys.includes(key)) keys.push(key);
    const field = target(apiField);
    const fieldKeys = list.filter((key) => !formLevel.has(key));
    for (const key of list) {
      if ((formLevel.has(key) || !field) && !formErrors.includes(key as AuthErrorKey)) formErrors.push(key as AuthErrorKey);
    }
    if (field && fieldKeys.length && !onFields.has(field)) onFields.set(field, fieldKeys[0]!);
  }
  const ordered = fields.filter((f) => onFields.has(f));
  for (const field of ordered) setError(field, { type: 'server', message: onFields.get(field)! });
  // A 422 that names nothing usable still has to say something.
  if (ordered.length === 0 && formErrors.length === 0) formErrors.push('error.unavailable');
  return { kind: 'validation', fields: ordered, formErrors, keys, retryAfterSeconds: null };
}
