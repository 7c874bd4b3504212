import { z } from 'zod';
import type { CustomForm } from '@/lib/api/schemas/forms';
import { buildCustomFormSchema } from '@/lib/schemas/custom-form';
import { checkText, mustDiffer, mustMatch, textField, toBoolean, validationMessage } from '@/lib/schemas/validation';
import { customerFieldsShape, EMAIL_RULES, type CustomerFieldOptions, type CustomerFieldUse } from './customer-fields';

/**
 * The zod schema of every sign-in / sign-up form (SPEC §5), built only from the rules of
 * lib/schemas/validation.ts so the browser (zodResolver) and the API apply the same ones.
 * Messages are `validation.<rule>` keys; every rule of every field is reported at once.
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

/** Cross-field rules run even when single fields failed: every error is shown at once (SPEC §5). */
const ALWAYS = { when: () => true };

/** A new password: SPEC §5 requiredCharactersPassword (8+ characters, letter, number, special). */
export const newPassword = () => textField({ required: true, password: true });
export const emailAddress = () => textField(EMAIL_RULES);

/** `/iniciar-sesion`. `propagate` is required where the tenant shares accounts with another portal. */
export function loginSchema(requirePropagation: boolean) {
  return z.object({
    email: emailAddress(),
    password: typedPassword(),
    remember: checkbox(),
    propagate: checkbox(requirePropagation),
  });
}
export type LoginValues = z.input<ReturnType<typeof loginSchema>>;

/** `/factor-de-doble-autenticacion`: six digits (spaces people paste are dropped). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const twoFactorSchema = z.object({
  code: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ''))
    .superRefine((v, ctx) => {
      for (const f of checkText(v, { required: true, digits: TWO_FACTOR_CODE_LENGTH })) {
        ctx.addIssue({ code: 'custom', message: validationMessage(f.rule, f.values) });
      }
    }),
});
export type TwoFactorValues = z.input<typeof twoFactorSchema>;

/** An email alone: resend the confirmation link, request a password reset. */
export const emailOnlySchema = z.object({ email: emailAddress() });
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;

/** New password + its confirmation (reset confirmation). */
export const newPasswordSchema = z
  .object({ password: newPassword(), passwordConfirmation: typedPassword() })
  .superRefine(mustMatch('password', 'passwordConfirmation'), ALWAYS);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** `/cambiar-contraseña`: current, new (different from current), confirmation. */
export const changePasswordSchema = z
  .object({ currentPassword: typedPassword(), password: newPassword(), passwordConfirmation: typedPassword() })
  .superRefine((values, ctx) => {
    mustDiffer('password', 'currentPassword')(values, ctx);
    mustMatch('password', 'passwordConfirmation')(values, ctx);
  }, ALWAYS);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export interface SignupSchemaInput {
  customerFields: readonly CustomerFieldUse[];
  options: CustomerFieldOptions;
  /** the tenant's register custom form (only the fields the sign-up shows) */
  registerForm: Pick<CustomForm, 'fields'> | null;
  invitation: boolean;
}

/**
 * `/registro` and `/registro-invitacion`: the customer fields the tenant uses, email, password
 * and confirmation, the register form's answers under `survey`, the privacy policy and
 * personal-data authorisation (required) and advertising consent (optional).
 */
export function signupSchema({ customerFields, options, registerForm, invitation }: SignupSchemaInput) {
  return z
    .object({
      ...customerFieldsShape(customerFields, options),
      email: emailAddress(),
      password: newPassword(),
      passwordConfirmation: typedPassword(),
      survey: registerForm ? buildCustomFormSchema(registerForm) : z.object({}).optional(),
      invitationCode: invitation ? textField({ required: true, max: 64, alphaDash: true }) : z.string().optional(),
      privacyPolicy: checkbox(true),
      dataAuthorization: checkbox(true),
      consentAdvertising: checkbox(),
    })
    .superRefine(mustMatch('password', 'passwordConfirmation'), ALWAYS);
}
export type SignupValues = Record<string, unknown>;

/** `/registro-sso/{token}`: the customer fields (email shown, not sent) and the two consents. */
export function ssoRegisterSchema(customerFields: readonly CustomerFieldUse[], options: CustomerFieldOptions) {
  return z.object({
    ...customerFieldsShape(customerFields, options),
    privacyPolicy: checkbox(true),
    dataAuthorization: checkbox(true),
  });
}
