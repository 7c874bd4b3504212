import { z } from 'zod';
import { CUSTOM_FORM_FIELD_TYPES, customFormFieldSchema, customFormSchema } from './forms';
import { registrationStateSchema } from './conferences';

/**
 * Forms attached to a session (docs/product.md#entities "Custom form", §5, §7 Custom forms): its survey and its
 * registration form. They are custom forms (GET /custom-form/{id}) whose questions may also be
 * of the survey types below; the contact and sign-up forms keep the narrower `customFormSchema`.
 *
 * Answers travel as `survey: { [question name]: Answer }`:
 *   text/email/tel/textarea/select/choice/date → string ('' or absent: not answered; date YYYY-MM-DD)
 *   checkbox → boolean; multi_choice → string[] (option values); scale → integer in [min, max]
 *   file → string[] of upload ids from POST /custom-form/{id}/upload-files
 * The demo API checks them with the docs/product.md#validation rules each question names (errors `validation.<rule>`).
 */

export const SESSION_FORM_FIELD_TYPES = [...CUSTOM_FORM_FIELD_TYPES, 'choice', 'multi_choice', 'scale', 'date'] as const;
export const sessionFormFieldTypeSchema = z.enum(SESSION_FORM_FIELD_TYPES);
export type SessionFormFieldType = z.infer<typeof sessionFormFieldTypeSchema>;

/** A scale question: integers from `min` to `max`, with labels for both ends. */
export const scaleSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  minLabel: z.string().nullable(),
  maxLabel: z.string().nullable(),
});

export const sessionFormFieldSchema = customFormFieldSchema.extend({
  type: sessionFormFieldTypeSchema,
  /** scale questions only */
  scale: scaleSchema.nullable(),
  /** file questions: the largest accepted file in KB (types in `accept`), else null */
  maxSizeKb: z.number().int().positive().nullable(),
  /** file questions: how many files at most (1 for a single file) */
  maxFiles: z.number().int().positive().nullable(),
});
export type SessionFormField = z.infer<typeof sessionFormFieldSchema>;

/** GET /custom-form/{id} for a survey or registration form; GET /conferences/custom-form?conference_id=&kind= */
export const sessionFormSchema = customFormSchema.extend({
  purpose: z.enum(['survey', 'registration']),
  fields: z.array(sessionFormFieldSchema),
  /**
   * A registration form that also takes people without an account
   * (POST /custom-form/external-register); never where the seat needs a ticket.
   */
  externalRegistration: z.boolean().default(false),
});
export type SessionForm = z.infer<typeof sessionFormSchema>;

export const formAnswerSchema = z.union([z.string(), z.boolean(), z.number(), z.array(z.string()), z.null()]);
export const formAnswersSchema = z.record(z.string(), formAnswerSchema);
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/**
 * POST /conferences/custom-form/completed (bearer token): answers a session's survey or completes
 * its registration form. `draft: true` (registration forms only) saves the answers without the
 * required rules and keeps the registration pending (to resume later).
 *   survey → 201 SurveyAnswer; a second answer is a 409 survey.already_answered.
 *   registration form → 200 RegistrationState (confirmed; or still pending with draft).
 * POST /custom-form/completed: the same for a form that is not tied to a session
 * (`conference_id` absent).
 */
export const completeFormBodySchema = z.object({
  custom_form_id: z.number().int().positive(),
  conference_id: z.number().int().positive().optional(),
  survey: formAnswersSchema,
  draft: z.boolean().optional(),
});
export type CompleteFormBody = z.infer<typeof completeFormBodySchema>;

/** A survey answered: what was sent, as stored (file answers resolved to their names). */
export const surveyAnswerSchema = z.object({
  customFormId: z.number().int(),
  conferenceId: z.number().int().nullable(),
  answers: formAnswersSchema,
  files: z.array(z.object({ id: z.string(), field: z.string(), name: z.string(), type: z.string(), size: z.number().int() })),
  answeredAt: z.string(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const completeFormResponseSchema = z.union([registrationStateSchema, surveyAnswerSchema]);

/**
 * GET /conferences/surveys (bearer token) — the surveys of sessions whose survey gate is open to
 * this customer, with whether they were answered (and the answers, to show instead of the form).
 */
export const sessionSurveySchema = z.object({
  conferenceId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  formId: z.number().int(),
  answer: surveyAnswerSchema.nullable(),
});
export const sessionSurveyListSchema = z.array(sessionSurveySchema);
export type SessionSurvey = z.infer<typeof sessionSurveySchema>;

/**
 * POST /custom-form/{id}/upload-files (bearer token, multipart; the part's name is the question's
 * name) → 201 `{ files: [...] }`. 422 `upload.type` / `upload.too_large` on the question; a
 * question that is not a file question is a 422 `validation.in`.
 */
export const uploadedFileSchema = z.object({
  id: z.string(),
  field: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadFilesResponseSchema = z.object({ files: z.array(uploadedFileSchema) });

/**
 * POST /custom-form/external-register (no account): registers a person for a session with the
 * session's registration form, by email, where that form says `externalRegistration` (elsewhere
 * 404, as for a form the session does not have). The rules of the signed-in twin
 * (POST /conferences/{id}/register) hold: 201 `{ id }`; the same email in the same room again →
 * 200 with the same id; 422 on the answers, `email`, or `registration.*` (room, full, closed,
 * `ticket_required` where the seat needs a ticket, `overlap` with another session that email
 * holds, `email: ['registration.duplicate_room']` for another room); on a captcha tenant the
 * captcha token (`g-recaptcha-response`, action `external_register`) as the contact form's;
 * 429 `rate.limited` (+ `retryAfter`) past its limit per client address. The organiser sees the
 * seat in the session's list (GET /conferences/{id}/waitlist, `external: true`) and can free it.
 */
export const externalRegisterBodySchema = z.object({
  custom_form_id: z.number().int().positive(),
  conference_id: z.number().int().positive(),
  room_id: z.number().int().positive().nullable().optional(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  survey: formAnswersSchema,
  'g-recaptcha-response': z.string().nullable().optional(),
});
export type ExternalRegisterBody = z.infer<typeof externalRegisterBodySchema>;

/** Sizes the demo API and the portal both check. */
export const UPLOAD_DEFAULT_MAX_KB = 5 * 1024;
