import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import {
  completeFormResponseSchema,
  externalRegisterResponseSchema,
  registrationStateSchema,
  sessionFormSchema,
  sessionSurveyListSchema,
  surveyAnswerSchema,
  uploadFilesResponseSchema,
  type CompleteFormBody,
  type ExternalRegisterBody,
  type RegistrationState,
  type SessionForm,
  type SessionSurvey,
  type SurveyAnswer,
  type UploadedFile,
} from './schemas';
import { parseResponse } from './parse';

/**
 * The forms of a session (SPEC §7 Custom forms and Conferences): its survey and its registration
 * form, their answers and file uploads, and the registration of someone without an account.
 */

/** GET /custom-form/{id} of a survey or registration form (with the survey question types). */
export async function getSessionForm(api: AxiosInstance, id: number): Promise<SessionForm> {
  const endpoint = `/custom-form/${encodeURIComponent(String(id))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(sessionFormSchema, data, `GET ${endpoint}`);
}

/** GET /conferences/custom-form?conference_id=&kind= — a session's survey or registration form (404 when it has none). */
export async function getConferenceForm(api: AxiosInstance, conferenceId: number, kind: 'survey' | 'registration'): Promise<SessionForm> {
  const { data } = await api.get<unknown>('/conferences/custom-form', { params: { conference_id: conferenceId, kind } });
  return parseResponse(sessionFormSchema, data, 'GET /conferences/custom-form');
}

/** GET /conferences/surveys[?conference_id=] (signed in) — surveys open to this customer and their answers. */
export async function getSurveys(api: AxiosInstance, conferenceId?: number): Promise<SessionSurvey[]> {
  const { data } = await api.get<unknown>('/conferences/surveys', { params: conferenceId ? { conference_id: conferenceId } : {} });
  return parseResponse(sessionSurveyListSchema, data, 'GET /conferences/surveys');
}

/**
 * POST /conferences/custom-form/completed — a session's survey (→ SurveyAnswer, once: a second
 * is ApiError status 409 `survey.already_answered`) or its registration form (→ RegistrationState;
 * `draft: true` saves without confirming). 422 fieldErrors are keyed by question name.
 */
export async function completeConferenceForm(
  api: AxiosInstance,
  body: CompleteFormBody & { conference_id: number },
): Promise<RegistrationState | SurveyAnswer> {
  const { data } = await api.post<unknown>('/conferences/custom-form/completed', body);
  return parseResponse(completeFormResponseSchema, data, 'POST /conferences/custom-form/completed');
}

/** True when completeConferenceForm answered a registration state (a registration form). */
export function isRegistrationState(answer: RegistrationState | SurveyAnswer): answer is RegistrationState {
  return registrationStateSchema.safeParse(answer).success;
}

/** POST /custom-form/completed — a form not tied to a session (answered once). */
export async function completeCustomForm(api: AxiosInstance, body: Omit<CompleteFormBody, 'conference_id' | 'draft'>): Promise<SurveyAnswer> {
  const { data } = await api.post<unknown>('/custom-form/completed', body);
  return parseResponse(surveyAnswerSchema, data, 'POST /custom-form/completed');
}

/**
 * POST /custom-form/{id}/upload-files (multipart, with progress): the files of one file question;
 * the answer's ids go into the question's answer. 422 `upload.type` / `upload.too_large`.
 */
export async function uploadFormFiles(
  api: AxiosInstance,
  formId: number,
  question: string,
  files: Blob[],
  onProgress?: (e: AxiosProgressEvent) => void,
): Promise<UploadedFile[]> {
  const body = new FormData();
  for (const file of files) body.append(question, file, 'name' in file && typeof file.name === 'string' ? file.name : 'file');
  const endpoint = `/custom-form/${encodeURIComponent(String(formId))}/upload-files`;
  // No Content-Type header: the runtime sets multipart/form-data with its boundary. No timeout: big files on slow links.
  const { data } = await api.post<unknown>(endpoint, body, { timeout: 0, onUploadProgress: onProgress });
  return parseResponse(uploadFilesResponseSchema, data, `POST ${endpoint}`).files;
}

/** POST /custom-form/external-register — registers someone without an account for a session. */
export async function externalRegister(api: AxiosInstance, body: ExternalRegisterBody): Promise<{ id: number }> {
  const { data } = await api.post<unknown>('/custom-form/external-register', body);
  return parseResponse(externalRegisterResponseSchema, data, 'POST /custom-form/external-register');
}
