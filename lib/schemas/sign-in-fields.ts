import { z } from 'zod';
import { textField, toBoolean, validationMessage } from './validation';
import { EMAIL_RULES } from './customer-fields';

/**
 * The fields the sign-in, sign-up and password forms share (docs/product.md#validation), built only from the rules
 * of validation.ts so the browser (zodResolver) and the API apply the same ones. Messages are
 * `validation.<rule>` keys; every rule of every field is reported at once.
 */

/** A password as typed (never trimmed), only required: for signing in and the current password. */
export function typedPassword() {
  return z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: validationMessage('required') });
    });
}

/**
 * A checkbox (true / 'on' / …); a required one must be ticked (`validation.required`). Unlike
 * checkboxField a missing key reads as unticked, so an API body may leave it out.
 */
export function checkbox(required = false) {
  return z
    .unknown()
    .optional()
    .transform(toBoolean)
    .superRefine((v, ctx) => {
      if (required && !v) ctx.addIssue({ code: 'custom', message: validationMessage('required') });
    });
}

/** Cross-field rules run even when single fields failed: every error is shown at once (docs/product.md#validation). */
export const ALWAYS = { when: () => true };

/** A new password: docs/product.md#validation requiredCharactersPassword (8+ characters, letter, number, special). */
export const newPassword = () => textField({ required: true, password: true });
export const emailAddress = () => textField(EMAIL_RULES);

/** A new password and its confirmation: sign-up, reset and change of password. */
export const newPasswordPair = () => ({ password: newPassword(), passwordConfirmation: typedPassword() });
