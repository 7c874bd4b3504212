import { z } from 'zod';
import { twoFactorMethodSchema } from '@/lib/api/schemas';
import { checkboxField, choiceField, hasFile, textField, validationMessage } from '@/lib/schemas/validation';
import { checkPhoto } from './photo';
import { EMAIL_RULES } from '@/lib/auth/customer-fields';

/**
 * The small forms of the private area (SPEC §5 rules from lib/schemas/validation.ts; every
 * message a catalogue key).
 */

/**
 * Email change (SPEC §5): the new address is required and valid, differs from the current one
 * (case-insensitive: `validation.emailDifferent`) and equals its repeat (`validation.emailConfirmed`).
 * Every failure is reported at once.
 */
export function emailChangeSchema(currentEmail: string) {
  return z
    .object({
      email: textField(EMAIL_RULES),
      emailConfirmation: textField({ required: true }),
    })
    .superRefine((values, ctx) => {
      if (values.email !== '' && values.email.toLowerCase() === currentEmail.trim().toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: validationMessage('emailDifferent') });
      }
      if (values.emailConfirmation !== '' && values.emailConfirmation.toLowerCase() !== values.email.toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: validationMessage('emailConfirmed') });
      }
    });
}
export type EmailChangeValues = { email: string; emailConfirmation: string };

/** Two-factor method: NONE or EMAIL (SPEC §3). */
export const twoFactorSchema = z.object({ twoFactorMethod: choiceField(twoFactorMethodSchema.options, true) });
export type TwoFactorValues = { twoFactorMethod: string };

/** Consent management: both consents can be given or withdrawn. */
export const consentsSchema = z.object({
  consentDataProcessing: checkboxField(false),
  consentAdvertising: checkboxField(false),
});
export type ConsentsValues = { consentDataProcessing: boolean; consentAdvertising: boolean };

/**
 * Profile photo: a file is required, and it must be a JPEG, PNG or WebP of at most 2 MB — the
 * API's own error keys (`profile.photo_type`, `profile.photo_too_large`) are the messages.
 */
export const photoSchema = z.object({
  photo: z.unknown().superRefine((value, ctx) => {
    if (!hasFile(value)) {
      ctx.addIssue({ code: 'custom', message: validationMessage('required') });
      return;
    }
    const file = firstFile(value);
    const problem = file ? checkPhoto(file) : 'profile.photo_type';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type PhotoValues = { photo: FileList | null };

/** The first file of a file input's value (a FileList, an array of files or one file). */
export function firstFile(value: unknown): File | null {
  if (typeof File === 'undefined' || value === null || typeof value !== 'object') return null;
  if (value instanceof File) return value;
  const list = value as { length?: number; [index: number]: unknown };
  const first = typeof list.length === 'number' && list.length > 0 ? list[0] : null;
  return first instanceof File ? first : null;
}

/** Unsubscribe: the explicit confirmation checkbox of the dialog must be ticked. */
export const unsubscribeSchema = z.object({ confirm: checkboxField(true) });
export type UnsubscribeValues = { confirm: boolean };
