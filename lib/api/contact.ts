import type { ApiTransport } from './transport';
import { contactResponseSchema, type ContactResponse } from './schemas';
import { parseResponse } from './parse';
import { toMultipart } from './schemas/contact-wire';

export { CAPTCHA_FIELD, toMultipart } from './schemas/contact-wire';

/**
 * POST /contact/{customFormUuid} as multipart. Field errors come back as an ApiError
 * 'validation' whose `fieldErrors` are keyed by the form's field names.
 */
export async function sendContactMessage(
  api: ApiTransport,
  customFormUuid: string,
  values: Record<string, unknown>,
): Promise<ContactResponse> {
  const endpoint = `/contact/${encodeURIComponent(customFormUuid)}`;
  // No Content-Type header: the runtime sets multipart/form-data with its boundary.
  const { data } = await api.post<unknown>(endpoint, toMultipart(values));
  return parseResponse(contactResponseSchema, data, `POST ${endpoint}`);
}
