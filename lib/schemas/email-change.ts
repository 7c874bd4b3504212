import { z } from 'zod';
import { EMAIL_RULES } from './customer-fields';
import { typedPassword } from './sign-in-fields';
import { textField, validationMessage } from './validation';

/**
 * Email change (docs/product.md#validation, POST /customer/change-email): the new address is required and valid,
 * differs from the current one (case-insensitive: `validation.emailDifferent`) and equals its
 * repeat, case aside (`validation.emailConfirmed`); the current password is required (whoever
 * holds a session alone cannot move the account to another address). Every failure is reported
 * at once. The private-area form and the demo API check the body with this schema.
 */
export function emailChangeSchema(currentEmail: string) {
  return z
    .object({
      email: textField(EMAIL_RULES),
      emailConfirmation: textField({ required: true }),
      currentPassword: typedPassword(),
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
export type EmailChangeValues = { email: string; emailConfirmation: string; currentPassword: string };
