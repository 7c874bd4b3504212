import { z } from 'zod';
import type { CustomForm } from '@/lib/api/schemas/forms';
import { buildCustomFormSchema } from './custom-form';
import { customerFieldsShape, type CustomerFieldOptions, type CustomerFieldUse } from './customer-fields';
import { ALWAYS, checkbox, emailAddress, newPasswordPair } from './sign-in-fields';
import { mustMatch, textField } from './validation';

/** The customer fields the tenant uses and the two required consents: sign-up and SSO sign-up. */
function customerAndConsents(customerFields: readonly CustomerFieldUse[], options: CustomerFieldOptions) {
  return { ...customerFieldsShape(customerFields, options), privacyPolicy: checkbox(true), dataAuthorization: checkbox(true) };
}

/**
 * The tenant's customer fields are known only at run time: the form's values are typed as any
 * string key (besides the fixed ones), so that the form can register each field by its name.
 * The checks are those of the shape; bodies are built field by field, never from the rest.
 */
const CUSTOMER_FIELD_VALUE = z.unknown();

export interface SignupSchemaInput {
  customerFields: readonly CustomerFieldUse[];
  options: CustomerFieldOptions;
  /** the tenant's register custom form (only the fields the sign-up shows) */
  registerForm: Pick<CustomForm, 'fields'> | null;
  invitation: boolean;
}

/** The invitation code of `/registro-invitacion`. */
export const INVITATION_CODE_MAX = 64;

/**
 * `/registro` and `/registro-invitacion`: the customer fields the tenant uses, email, password
 * and confirmation, the register form's answers under `survey`, the privacy policy and
 * personal-data authorisation (required) and advertising consent (optional).
 */
export function signupSchema({ customerFields, options, registerForm, invitation }: SignupSchemaInput) {
  return z
    .object({
      ...customerAndConsents(customerFields, options),
      email: emailAddress(),
      ...newPasswordPair(),
      survey: registerForm ? buildCustomFormSchema(registerForm) : z.object({}).optional(),
      invitationCode: invitation ? textField({ required: true, max: INVITATION_CODE_MAX, alphaDash: true }) : z.string().optional(),
      consentAdvertising: checkbox(),
    })
    .catchall(CUSTOMER_FIELD_VALUE)
    .superRefine(mustMatch('password', 'passwordConfirmation'), ALWAYS);
}

/** `/registro-sso/{token}`: the customer fields (email shown, not sent) and the two consents. */
export function ssoRegisterSchema(customerFields: readonly CustomerFieldUse[], options: CustomerFieldOptions) {
  return z.object(customerAndConsents(customerFields, options)).catchall(CUSTOMER_FIELD_VALUE);
}
