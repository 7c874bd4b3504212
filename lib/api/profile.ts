import type { ApiTransport, TransferProgress } from './transport';
import {
  customerExtraSchema,
  customerOptionsSchema,
  customerSchema,
  customerStructureSchema,
  generalDataSchema,
  type Customer,
  type CustomerExtra,
  type CustomerOption,
  type CustomerStructure,
  type CustomerUpdateBody,
  type GeneralData,
  type SaveExtraBody,
} from './schemas';
import { parseResponse } from './parse';

/**
 * The customer's own data: who they are (GET/POST /customer), photo, the tenant's customer-field
 * structure and option lists, extra data (travel, academic), and the event's general data.
 * Same conventions as ./auth.
 */

/** GET /customer/general-data — public: the event as the organiser describes it. */
export async function getGeneralData(api: ApiTransport): Promise<GeneralData> {
  const { data } = await api.get<unknown>('/customer/general-data');
  return parseResponse(generalDataSchema, data, 'GET /customer/general-data');
}

/** GET /customer — the signed-in customer (needs the bearer token). */
export async function getCustomer(api: ApiTransport): Promise<Customer> {
  const { data } = await api.get<unknown>('/customer');
  return parseResponse(customerSchema, data, 'GET /customer');
}

/** POST /customer — update personal data, two-factor method and consents. */
export async function updateCustomer(api: ApiTransport, body: CustomerUpdateBody): Promise<Customer> {
  const { data } = await api.post<unknown>('/customer', body);
  return parseResponse(customerSchema, data, 'POST /customer');
}

/** POST /customer/profile (multipart `photo`: JPEG, PNG or WebP up to 2 MB) → the customer. */
export async function uploadProfilePhoto(
  api: ApiTransport,
  photo: Blob,
  options: { onProgress?: (event: TransferProgress) => void } = {},
): Promise<Customer> {
  const body = new FormData();
  body.append('photo', photo);
  const { data } = await api.post<unknown>('/customer/profile', body, { onUploadProgress: options.onProgress });
  return parseResponse(customerSchema, data, 'POST /customer/profile');
}

/** POST /customer/profile { removePhoto: true } → the customer without photo. */
export async function removeProfilePhoto(api: ApiTransport): Promise<Customer> {
  const { data } = await api.post<unknown>('/customer/profile', { removePhoto: true });
  return parseResponse(customerSchema, data, 'POST /customer/profile');
}

/** GET /customer/structure. */
export async function getCustomerStructure(api: ApiTransport): Promise<CustomerStructure> {
  const { data } = await api.get<unknown>('/customer/structure');
  return parseResponse(customerStructureSchema, data, 'GET /customer/structure');
}

/** GET /customer/types. */
export async function getCustomerTypes(api: ApiTransport): Promise<CustomerOption[]> {
  const { data } = await api.get<unknown>('/customer/types');
  return parseResponse(customerOptionsSchema, data, 'GET /customer/types');
}

/** GET /customer/genres. */
export async function getCustomerGenres(api: ApiTransport): Promise<CustomerOption[]> {
  const { data } = await api.get<unknown>('/customer/genres');
  return parseResponse(customerOptionsSchema, data, 'GET /customer/genres');
}

/** GET /customer/extra. */
export async function getCustomerExtra(api: ApiTransport): Promise<CustomerExtra> {
  const { data } = await api.get<unknown>('/customer/extra');
  return parseResponse(customerExtraSchema, data, 'GET /customer/extra');
}

/** POST /customer/save-personal-information-extra → the whole extra data. */
export async function saveCustomerExtra(api: ApiTransport, body: SaveExtraBody): Promise<CustomerExtra> {
  const { data } = await api.post<unknown>('/customer/save-personal-information-extra', body);
  return parseResponse(customerExtraSchema, data, 'POST /customer/save-personal-information-extra');
}
