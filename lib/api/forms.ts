import type { ApiTransport } from './transport';
import { customFormSchema, type CustomForm } from './schemas';
import { parseResponse } from './parse';

/** Which form: a numeric id, a uuid, or one of the named forms the API knows. */
export type CustomFormKey = number | 'contact' | 'register' | (string & {});

/** GET /custom-form/{id} (also /custom-form/contact and /custom-form/register). Unknown → ApiError 'not_found'. */
export async function getCustomForm(api: ApiTransport, key: CustomFormKey): Promise<CustomForm> {
  const endpoint = `/custom-form/${encodeURIComponent(String(key))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(customFormSchema, data, `GET ${endpoint}`);
}

