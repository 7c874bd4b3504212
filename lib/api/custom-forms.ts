import type { ApiTransport, TransferProgress } from './transport';
import {
  completeFormResponseSchema,
  registrationStateSchema,
  sessionFormSchema,
  sessionSurveyListSchema,
  uploadFilesResponseSchema,
  type CompleteFormBody,
  type RegistrationState,
  type SessionForm,
  type SessionSurvey,
  type SurveyAnswer,
  type UploadedFile,
} from './schemas';
import { parseResponse } from './parse';

/**
 * The forms of a session (docs/product.md#calls Custom forms and Conferences): its survey and its registration
 * form, their answers and file uploads, and the registration of someone without an account.
 */

/** GET /custom-form/{id} of a survey or registration form (with the survey question types). */
export async function getSessionForm(api: ApiTransport, id: number): Promise<SessionForm> {
  const endpoint = `/custom-form/${encodeURIComponent(String(id))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(sessionFormSchema, data, `GET ${endpoint}`);
}

/** GET /conferences/surveys[?conference_id=] (signed in) — surveys open to this customer and their answers. */
export async function getSurveys(api: ApiTransport, conferenceId?: number): Promise<SessionSurvey[]> {
  const { data } = await api.get<unknown>('/conferences/surveys', { params: conferenceId ? { conference_id: conferenceId } : {} });
  return parseResponse(sessionSurveyListSchema, data, 'GET /conferences/surveys');
}

/**
 * POST /conferences/custom-form/completed — a session's survey (→ SurveyAnswer, once: a second
 * is ApiError status 409 `survey.already_answered`) or its registration form (→ RegistrationState;
 * `draft: true` saves without confirming). 422 fieldErrors are keyed by question name.
 */
export async function completeConferenceForm(
  api: ApiTransport,
  body: CompleteFormBody & { conference_id: number },
): Promise<RegistrationState | SurveyAnswer> {
  const { data } = await api.post<unknown>('/conferences/custom-form/completed', body);
  return parseResponse(completeFormResponseSchema, data, 'POST /conferences/custom-form/completed');
}

/** True when completeConferenceForm answered a registration state (a registration form). */
export function isRegistrationState(answer: RegistrationState | SurveyAnswer): answer is RegistrationState {
  return registrationStateSchema.safeParse(answer).success;
}

/**
 * POST /custom-form/{id}/upload-files (multipart, with progress): the files of one file question;
 * the answer's ids go into the question's answer. 422 `upload.type` / `upload.too_large`.
 */
export async function uploadFormFiles(
  api: ApiTransport,
  formId: number,
  question: string,
  files: Blob[],
  onProgress?: (e: TransferProgress) => void,
): Promise<UploadedFile[]> {
  const body = new FormData();
  for (const file of files) body.append(question, file, 'name' in file && typeof file.name === 'string' ? file.name : 'file');
  const endpoint = `/custom-form/${encodeURIComponent(String(formId))}/upload-files`;
  // No Content-Type header: the runtime sets multipart/form-data with its boundary. No timeout: big files on slow links.
  const { data } = await api.post<unknown>(endpoint, body, { timeout: 0, onUploadProgress: onProgress });
  return parseResponse(uploadFilesResponseSchema, data, `POST ${endpoint}`).files;
}
