import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { z } from 'zod';
import {
  customerConferencesSchema,
  customerExtraSchema,
  customerIndexInfoSchema,
  customerOptionsSchema,
  customerSchema,
  customerStructureSchema,
  generalDataSchema,
  loginResponseSchema,
  signupResponseSchema,
  ssoLoginResponseSchema,
  tokenResponseSchema,
  twoFactorResponseSchema,
  validateResponseSchema,
  type Customer,
  type CustomerConferences,
  type CustomerExtra,
  type CustomerIndexInfo,
  type CustomerOption,
  type CustomerStructure,
  type CustomerUpdateBody,
  type GeneralData,
  type LoginBody,
  type LoginResponse,
  type RegisterDeviceBody,
  type SaveExtraBody,
  type SignupBody,
  type SignupRegisterDataBody,
  type SignupResponse,
  type SsoLoginResponse,
  type SsoRegisterBody,
  type TwoFactorResponse,
  type ValidateResponse,
} from './schemas';
import { binaryRequestConfig } from './client';
import { parseResponse } from './parse';

/**
 * Every `/customer/*` call of SPEC §7. Each takes the axios instance first (browser:
 * `getBrowserApi()`, server: `serverApi(tenant, locale, token)`) and parses the answer with the
 * shared contract (lib/api/schemas/customer.ts). Failures reject with an ApiError (422 → field
 * errors keyed like the body's fields, values are catalogue keys).
 */

/** GET /customer/general-data — public: the event as the organiser describes it. */
export async function getGeneralData(api: AxiosInstance): Promise<GeneralData> {
  const { data } = await api.get<unknown>('/customer/general-data');
  return parseResponse(generalDataSchema, data, 'GET /customer/general-data');
}

/** GET /customer — the signed-in customer (needs the bearer token). */
export async function getCustomer(api: AxiosInstance): Promise<Customer> {
  const { data } = await api.get<unknown>('/customer');
  return parseResponse(customerSchema, data, 'GET /customer');
}

/**
 * POST /customer/login. `token` is null while `twoFactorRequired` is true (a code was sent by
 * email; `challenge` names the attempt). Wrong credentials reject with an ApiError (422 with
 * field errors, or another status).
 */
export async function login(api: AxiosInstance, body: LoginBody): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/customer/login', body);
  return parseResponse(loginResponseSchema, data, 'POST /customer/login');
}

/** POST /customer/logout — invalidates the bearer token on the API side. */
export async function logout(api: AxiosInstance): Promise<void> {
  await api.post('/customer/logout');
}

/** POST /customer/signup (or /customer/invitation-signup when `invitationCode` is set). */
export async function signup(api: AxiosInstance, body: SignupBody): Promise<SignupResponse> {
  const endpoint = body.invitationCode ? '/customer/invitation-signup' : '/customer/signup';
  const { data } = await api.post<unknown>(endpoint, body);
  return parseResponse(signupResponseSchema, data, `POST ${endpoint}`);
}

/**
 * POST /customer/signup-register-data — propagated sign-up (the account of a sibling portal,
 * checked with its password, is copied here) → the customer token.
 */
export async function signupRegisterData(api: AxiosInstance, body: SignupRegisterDataBody): Promise<string> {
  const { data } = await api.post<unknown>('/customer/signup-register-data', body);
  return parseResponse(tokenResponseSchema, data, 'POST /customer/signup-register-data').token;
}

/** POST /customer/invitation-register — the signed-in customer redeems an invitation code. */
export async function redeemInvitation(api: AxiosInstance, invitationCode: string): Promise<void> {
  await api.post('/customer/invitation-register', { invitationCode });
}

/** POST /customer/register-device — a push-notification device of the signed-in customer. */
export async function registerDevice(api: AxiosInstance, body: RegisterDeviceBody): Promise<void> {
  await api.post('/customer/register-device', body);
}

/** POST /customer/validate { token } — confirms a sign-up or a new email address. */
export async function validateEmail(api: AxiosInstance, token: string): Promise<ValidateResponse> {
  const { data } = await api.post<unknown>('/customer/validate', { token });
  return parseResponse(validateResponseSchema, data, 'POST /customer/validate');
}

/** POST /customer/validate { resend } — a new confirmation link (204 whether or not the address exists). */
export async function resendValidation(api: AxiosInstance, email: string, locale?: string): Promise<void> {
  await api.post('/customer/validate', { resend: email, locale });
}

/** POST /customer/two-factor-auth { challenge, code } → a token, or null for a wrong code. */
export async function confirmTwoFactor(api: AxiosInstance, challenge: string, code: string): Promise<string | null> {
  const { data } = await api.post<unknown>('/customer/two-factor-auth', { challenge, code });
  return parseResponse(twoFactorResponseSchema, data, 'POST /customer/two-factor-auth').token;
}

/** POST /customer/two-factor-auth { challenge, resend: true } — a new code by email. */
export async function resendTwoFactor(api: AxiosInstance, challenge: string): Promise<TwoFactorResponse> {
  const { data } = await api.post<unknown>('/customer/two-factor-auth', { challenge, resend: true });
  return parseResponse(twoFactorResponseSchema, data, 'POST /customer/two-factor-auth');
}

/** POST /customer/login-sso/{token}. */
export async function loginSso(api: AxiosInstance, ssoToken: string): Promise<SsoLoginResponse> {
  const { data } = await api.post<unknown>(`/customer/login-sso/${encodeURIComponent(ssoToken)}`);
  return parseResponse(ssoLoginResponseSchema, data, 'POST /customer/login-sso');
}

/** POST /customer/register-sso-extra-fields → the customer token. */
export async function registerSsoExtraFields(api: AxiosInstance, body: SsoRegisterBody): Promise<string> {
  const { data } = await api.post<unknown>('/customer/register-sso-extra-fields', body);
  return parseResponse(tokenResponseSchema, data, 'POST /customer/register-sso-extra-fields').token;
}

/** POST /customer/reset-password-request — always succeeds for a well-formed address. */
export async function requestPasswordReset(api: AxiosInstance, email: string, locale?: string): Promise<void> {
  await api.post('/customer/reset-password-request', { email, locale });
}

/** POST /customer/reset-password. */
export async function resetPassword(
  api: AxiosInstance,
  body: { token: string; password: string; passwordConfirmation: string },
): Promise<void> {
  await api.post('/customer/reset-password', body);
}

/** POST /customer/change-password (signed in). */
export async function changePassword(
  api: AxiosInstance,
  body: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<void> {
  await api.post('/customer/change-password', body);
}

/** POST /customer/change-email (signed in): the API ends every session of the customer. */
export async function changeEmail(
  api: AxiosInstance,
  body: { email: string; emailConfirmation: string; locale?: string },
): Promise<void> {
  await api.post('/customer/change-email', body);
}

/** POST /customer — update personal data, two-factor method and consents. */
export async function updateCustomer(api: AxiosInstance, body: CustomerUpdateBody): Promise<Customer> {
  const { data } = await api.post<unknown>('/customer', body);
  return parseResponse(customerSchema, data, 'POST /customer');
}

/** POST /customer/profile (multipart `photo`: JPEG, PNG or WebP up to 2 MB) → the customer. */
export async function uploadProfilePhoto(api: AxiosInstance, photo: Blob): Promise<Customer> {
  const body = new FormData();
  body.append('photo', photo);
  const { data } = await api.post<unknown>('/customer/profile', body);
  return parseResponse(customerSchema, data, 'POST /customer/profile');
}

/** POST /customer/profile { removePhoto: true } → the customer without photo. */
export async function removeProfilePhoto(api: AxiosInstance): Promise<Customer> {
  const { data } = await api.post<unknown>('/customer/profile', { removePhoto: true });
  return parseResponse(customerSchema, data, 'POST /customer/profile');
}

/** GET /customer/structure. */
export async function getCustomerStructure(api: AxiosInstance): Promise<CustomerStructure> {
  const { data } = await api.get<unknown>('/customer/structure');
  return parseResponse(customerStructureSchema, data, 'GET /customer/structure');
}

/** GET /customer/types. */
export async function getCustomerTypes(api: AxiosInstance): Promise<CustomerOption[]> {
  const { data } = await api.get<unknown>('/customer/types');
  return parseResponse(customerOptionsSchema, data, 'GET /customer/types');
}

/** GET /customer/genres. */
export async function getCustomerGenres(api: AxiosInstance): Promise<CustomerOption[]> {
  const { data } = await api.get<unknown>('/customer/genres');
  return parseResponse(customerOptionsSchema, data, 'GET /customer/genres');
}

/** GET /customer/extra. */
export async function getCustomerExtra(api: AxiosInstance): Promise<CustomerExtra> {
  const { data } = await api.get<unknown>('/customer/extra');
  return parseResponse(customerExtraSchema, data, 'GET /customer/extra');
}

/** POST /customer/save-personal-information-extra → the whole extra data. */
export async function saveCustomerExtra(api: AxiosInstance, body: SaveExtraBody): Promise<CustomerExtra> {
  const { data } = await api.post<unknown>('/customer/save-personal-information-extra', body);
  return parseResponse(customerExtraSchema, data, 'POST /customer/save-personal-information-extra');
}

/** GET /customer/conferences — registered sessions and pending registrations. */
export async function getCustomerConferences(api: AxiosInstance): Promise<CustomerConferences> {
  const { data } = await api.get<unknown>('/customer/conferences');
  return parseResponse(customerConferencesSchema, data, 'GET /customer/conferences');
}

/** DELETE /customer/discard-pending-registration/{uuid}. */
export async function discardPendingRegistration(api: AxiosInstance, uuid: string): Promise<void> {
  await api.delete(`/customer/discard-pending-registration/${encodeURIComponent(uuid)}`);
}

/** GET /customer/customer-index-info. */
export async function getCustomerIndexInfo(api: AxiosInstance): Promise<CustomerIndexInfo> {
  const { data } = await api.get<unknown>('/customer/customer-index-info');
  return parseResponse(customerIndexInfoSchema, data, 'GET /customer/customer-index-info');
}

/** POST /customer/unsubscribe — removes the account; the caller logs out and drops the cookie. */
export async function unsubscribe(api: AxiosInstance): Promise<void> {
  await api.post('/customer/unsubscribe');
}

export type PdfKind = 'accreditation' | 'certificate';

/**
 * GET /customer/print-accreditation[/{id}] or /customer/print-certificate[/{id}]: a PDF, binary,
 * without timeout (SPEC §7). A JSON error body inside the blob is parsed by the transport.
 */
export async function downloadPdf(
  api: AxiosInstance,
  kind: PdfKind,
  options: { id?: number | string; onProgress?: (e: AxiosProgressEvent) => void } = {},
): Promise<Blob> {
  const base = kind === 'accreditation' ? '/customer/print-accreditation' : '/customer/print-certificate';
  const url = options.id === undefined ? base : `${base}/${encodeURIComponent(String(options.id))}`;
  const { data } = await api.get<Blob>(url, { ...binaryRequestConfig('blob'), onDownloadProgress: options.onProgress });
  return data;
}

/** POST {forum}/loginexternal.php (form-encoded) → the forum's session id. */
export async function forumLogin(api: AxiosInstance, forumUrl: string, username: string, password: string): Promise<string> {
  const body = new URLSearchParams({ username, password });
  const { data } = await api.post<unknown>(`${forumUrl.replace(/\/+$/, '')}/loginexternal.php`, body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return parseResponse(z.object({ sid: z.string().min(1) }), data, 'POST loginexternal.php').sid;
}
