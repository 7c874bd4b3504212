import type { ApiTransport, TransferProgress } from './transport';
import { z } from 'zod';
import {
  loginResponseSchema,
  signupResponseSchema,
  ssoLoginResponseSchema,
  tokenResponseSchema,
  twoFactorResponseSchema,
  validateResponseSchema,
  type LoginBody,
  type LoginResponse,
  type RegisterDeviceBody,
  type SignupBody,
  type SignupResponse,
  type SsoLoginResponse,
  type SsoRegisterBody,
  type TwoFactorResponse,
  type ValidateResponse,
} from './schemas';
import {
  invitationRedeemedSchema,
  registerDataSchema,
  REGISTER_DATA_FORM_PART,
  REGISTER_DATA_SURVEY_PART,
  type InvitationRedeemed,
  type RegisterData,
} from './schemas/account-extras';
import { parseResponse } from './parse';

/**
 * Signing in and out, signing up, validation, two-factor, SSO, password reset and forum sign-in:
 * the `/customer/*` calls of docs/product.md#calls about getting a session. Each takes the transport first
 * (server: `serverApi(...)`; browser: through `./browser-calls`) and parses the answer with the
 * shared contract (lib/api/schemas/customer.ts). Failures reject with an ApiError (422 → field
 * errors keyed like the body's fields, values are catalogue keys).
 */

/**
 * POST /customer/login. `token` is null while `twoFactorRequired` is true (a code was sent by
 * email; `challenge` names the attempt). Wrong credentials reject with an ApiError (422 with
 * field errors, or another status).
 */
export async function login(api: ApiTransport, body: LoginBody): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/customer/login', body);
  return parseResponse(loginResponseSchema, data, 'POST /customer/login');
}

/** POST /customer/logout — invalidates the bearer token on the API side. */
export async function logout(api: ApiTransport): Promise<void> {
  await api.post('/customer/logout');
}

/** POST /customer/signup (or /customer/invitation-signup when `invitationCode` is set). */
export async function signup(api: ApiTransport, body: SignupBody): Promise<SignupResponse> {
  const endpoint = body.invitationCode ? '/customer/invitation-signup' : '/customer/signup';
  const { data } = await api.post<unknown>(endpoint, body);
  return parseResponse(signupResponseSchema, data, `POST ${endpoint}`);
}

/** GET /customer/signup-register-data (signed in) — the register form's answers, files and what is missing. */
export async function getSignupRegisterData(api: ApiTransport): Promise<RegisterData> {
  const { data } = await api.get<unknown>('/customer/signup-register-data');
  return parseResponse(registerDataSchema, data, 'GET /customer/signup-register-data');
}

/**
 * POST /customer/signup-register-data (signed in, multipart) — the register data completed after
 * sign-up: the answers as JSON text and one part per chosen file, named after its question;
 * `onProgress` follows the upload. → the saved register data.
 */
export async function signupRegisterData(
  api: ApiTransport,
  body: { customFormId: number; survey: Record<string, string | boolean>; files: Record<string, Blob> },
  options: { onProgress?: (event: TransferProgress) => void } = {},
): Promise<RegisterData> {
  const form = new FormData();
  form.append(REGISTER_DATA_FORM_PART, String(body.customFormId));
  form.append(REGISTER_DATA_SURVEY_PART, JSON.stringify(body.survey));
  for (const [field, file] of Object.entries(body.files)) form.append(field, file, file instanceof File ? file.name : field);
  // No Content-Type header: the runtime sets multipart/form-data with its boundary.
  const { data } = await api.post<unknown>('/customer/signup-register-data', form, { onUploadProgress: options.onProgress });
  return parseResponse(registerDataSchema, data, 'POST /customer/signup-register-data');
}

/** POST /customer/invitation-register — the signed-in customer redeems an invitation code → what it gave. */
export async function redeemInvitation(api: ApiTransport, invitationCode: string): Promise<InvitationRedeemed> {
  const { data } = await api.post<unknown>('/customer/invitation-register', { invitationCode });
  return parseResponse(invitationRedeemedSchema, data, 'POST /customer/invitation-register');
}

/** POST /customer/validate { token } — confirms a sign-up or a new email address. */
export async function validateEmail(api: ApiTransport, token: string): Promise<ValidateResponse> {
  const { data } = await api.post<unknown>('/customer/validate', { token });
  return parseResponse(validateResponseSchema, data, 'POST /customer/validate');
}

/** POST /customer/validate { resend } — a new confirmation link (204 whether or not the address exists). */
export async function resendValidation(api: ApiTransport, email: string, locale?: string): Promise<void> {
  await api.post('/customer/validate', { resend: email, locale });
}

/** POST /customer/two-factor-auth { challenge, code } → a token, or null for a wrong code. */
export async function confirmTwoFactor(api: ApiTransport, challenge: string, code: string): Promise<string | null> {
  const { data } = await api.post<unknown>('/customer/two-factor-auth', { challenge, code });
  return parseResponse(twoFactorResponseSchema, data, 'POST /customer/two-factor-auth').token;
}

/** POST /customer/two-factor-auth { challenge, resend: true } — a new code by email. */
export async function resendTwoFactor(api: ApiTransport, challenge: string): Promise<TwoFactorResponse> {
  const { data } = await api.post<unknown>('/customer/two-factor-auth', { challenge, resend: true });
  return parseResponse(twoFactorResponseSchema, data, 'POST /customer/two-factor-auth');
}

/** POST /customer/login-sso/{token}. */
export async function loginSso(api: ApiTransport, ssoToken: string): Promise<SsoLoginResponse> {
  const { data } = await api.post<unknown>(`/customer/login-sso/${encodeURIComponent(ssoToken)}`);
  return parseResponse(ssoLoginResponseSchema, data, 'POST /customer/login-sso');
}

/** POST /customer/register-sso-extra-fields → the customer token. */
export async function registerSsoExtraFields(api: ApiTransport, body: SsoRegisterBody): Promise<string> {
  const { data } = await api.post<unknown>('/customer/register-sso-extra-fields', body);
  return parseResponse(tokenResponseSchema, data, 'POST /customer/register-sso-extra-fields').token;
}

/** POST /customer/reset-password-request — always succeeds for a well-formed address. */
export async function requestPasswordReset(api: ApiTransport, email: string, locale?: string): Promise<void> {
  await api.post('/customer/reset-password-request', { email, locale });
}

/** POST /customer/reset-password. */
export async function resetPassword(
  api: ApiTransport,
  body: { token: string; password: string; passwordConfirmation: string },
): Promise<void> {
  await api.post('/customer/reset-password', body);
}

/** POST {forum}/loginexternal.php (form-encoded) → the forum's session id. */
export async function forumLogin(api: ApiTransport, forumUrl: string, username: string, password: string): Promise<string> {
  const body = new URLSearchParams({ username, password });
  const { data } = await api.post<unknown>(`${forumUrl.replace(/\/+$/, '')}/loginexternal.php`, body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return parseResponse(z.object({ sid: z.string().min(1) }), data, 'POST loginexternal.php').sid;
}
