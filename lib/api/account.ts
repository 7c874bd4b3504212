import type { ApiTransport, TransferProgress } from './transport';
import {
  customerConferencesSchema,
  customerIndexInfoSchema,
  emailChangeCancelledSchema,
  type CustomerConferences,
  type CustomerIndexInfo,
  type EmailChangeCancelled,
} from './schemas';
import { adminInvitationListSchema, type AdminInvitation, type InvitationBatchBody } from './schemas/account-extras';
import { binaryRequestConfig } from './transport';
import { parseResponse } from './parse';

/**
 * The private area's account operations: password and email change, registrations (list,
 * discard a pending one), section index, unsubscribe and the accreditation / certificate PDFs.
 * Same conventions as ./auth.
 */

/** POST /customer/change-password (signed in). */
export async function changePassword(
  api: ApiTransport,
  body: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<void> {
  await api.post('/customer/change-password', body);
}

/** POST /customer/change-email (signed in, with the current password): the API ends every session of the customer. */
export async function changeEmail(
  api: ApiTransport,
  body: { email: string; emailConfirmation: string; currentPassword: string; locale?: string },
): Promise<void> {
  await api.post('/customer/change-email', body);
}

/** POST /customer/cancel-email-change { token } — the old address's link: cancels (or undoes) the change, ends every session. */
export async function cancelEmailChange(api: ApiTransport, token: string): Promise<EmailChangeCancelled> {
  const { data } = await api.post<unknown>('/customer/cancel-email-change', { token });
  return parseResponse(emailChangeCancelledSchema, data, 'POST /customer/cancel-email-change');
}

/** GET /customer/conferences — registered sessions and pending registrations. */
export async function getCustomerConferences(api: ApiTransport): Promise<CustomerConferences> {
  const { data } = await api.get<unknown>('/customer/conferences');
  return parseResponse(customerConferencesSchema, data, 'GET /customer/conferences');
}

/** DELETE /customer/discard-pending-registration/{uuid}. */
export async function discardPendingRegistration(api: ApiTransport, uuid: string): Promise<void> {
  await api.delete(`/customer/discard-pending-registration/${encodeURIComponent(uuid)}`);
}

/** GET /customer/customer-index-info. */
export async function getCustomerIndexInfo(api: ApiTransport): Promise<CustomerIndexInfo> {
  const { data } = await api.get<unknown>('/customer/customer-index-info');
  return parseResponse(customerIndexInfoSchema, data, 'GET /customer/customer-index-info');
}

/** POST /customer/unsubscribe — removes the account; the caller logs out and drops the cookie. */
export async function unsubscribe(api: ApiTransport): Promise<void> {
  await api.post('/customer/unsubscribe');
}

export type PdfKind = 'accreditation' | 'certificate';

/**
 * GET /customer/print-accreditation[/{id}] or /customer/print-certificate[/{id}]: a PDF, binary,
 * without timeout (docs/product.md#calls). A JSON error body inside the blob is parsed by the transport.
 */
export async function downloadPdf(
  api: ApiTransport,
  kind: PdfKind,
  options: { id?: number | string; onProgress?: (e: TransferProgress) => void } = {},
): Promise<Blob> {
  const base = kind === 'accreditation' ? '/customer/print-accreditation' : '/customer/print-certificate';
  const url = options.id === undefined ? base : `${base}/${encodeURIComponent(String(options.id))}`;
  const { data } = await api.get<Blob>(url, { ...binaryRequestConfig('blob'), onDownloadProgress: options.onProgress });
  return data;
}

/** GET /admin/invitations (organiser): every invitation code and who redeemed it. Others: 403 with errors. */
export async function getAdminInvitations(api: ApiTransport): Promise<AdminInvitation[]> {
  const { data } = await api.get<unknown>('/admin/invitations');
  return parseResponse(adminInvitationListSchema, data, 'GET /admin/invitations');
}

/** POST /admin/invitations {ticketId, count, note?} (organiser): the new codes. */
export async function issueInvitations(api: ApiTransport, body: InvitationBatchBody): Promise<AdminInvitation[]> {
  const { data } = await api.post<unknown>('/admin/invitations', body);
  return parseResponse(adminInvitationListSchema, data, 'POST /admin/invitations');
}
