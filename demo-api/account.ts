/**
 * The account's rules and data (routes/account.ts only parses and calls these): sign-up (plain,
 * by invitation) with its checks and confirmation link, the register data completed after it,
 * invitation codes, password and address changes, profile update, unsubscribe, devices.
 */
import bcrypt from 'bcryptjs';
import type { FastifyRequest } from 'fastify';
import type { CustomForm, CustomFormField, SignupResponse } from '../lib/api/schemas';
import {
  REGISTER_DATA_FILE_MAX_BYTES,
  REGISTER_DATA_FORM_PART,
  REGISTER_DATA_SURVEY_PART,
  type InvitationRedeemed,
  type RegisterData,
} from '../lib/api/schemas/account-extras';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { buildCustomFormSchema } from '../lib/schemas/custom-form';
import { customerFieldsOf, EMAIL_RULES } from '../lib/schemas/customer-fields';
import { missingQuestions, registerDataQuestions } from '../lib/schemas/register-data';
import { formatBytes, toFieldErrors } from '../lib/schemas/validation';
import { CAPTCHA_FIELD } from '../lib/api/schemas/contact-wire';
import { customerById, customerExists, insertCustomer, type CustomerRow } from './auth';
import { CAPTCHA_REJECTED_KEY, captchaRefused, spendCaptcha } from './captcha';
import { isObj, mustAccept, objAt, str, text, throwIfErrors } from './body';
import type { Deps } from './deps';
import { notFound, unprocessable } from './errors';
import { accepts, sniffType, storeUpload, type UploadPart } from './form-answers';
import { mailLocale, portalLink, portalOrigin, sendMail } from './mail';
import { grantInvitationTicket } from './invitations';
import { findCustomForm } from './seed/forms';
import { addError, canReceiveMail, checkNewPassword, COLUMN, structureOf, validateCustomerFields, type FieldErrors } from './structure';
import { issueToken } from './tokens';

export const BCRYPT_COST = 10;
export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;

/** The new address of the customer's address change awaiting its link, if any. */
export const pendingEmailOf = (d: Deps, customerId: number) =>
  (
    d.sql("SELECT email FROM one_time_tokens WHERE customer_id = ? AND kind = 'email_change' AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1").get(customerId, d.clock()) as
      | { email: string }
      | undefined
  )?.email;

/** An invitation code of this tenant that has not been used: its normalised form, else null. */
export function availableInvitation(d: Deps, tenant: string, code: unknown): string | null {
  const c = (str(code) ?? '').trim().toUpperCase();
  if (c === '') return null;
  const row = d.sql('SELECT code FROM invitation_codes WHERE code = ? AND tenant = ? AND used_at IS NULL').get(c, tenant) as
    | { code: string }
    | undefined;
  return row?.code ?? null;
}

export function redeemCode(d: Deps, code: string, customerId: number) {
  d.sql('UPDATE invitation_codes SET used_by = ?, used_at = ? WHERE code = ?').run(customerId, new Date(d.clock()).toISOString(), code);
}

/** Email address rules shared by sign-up: format, then deliverability. Returns it trimmed. */
export function checkSignupEmail(errors: FieldErrors, field: string, value: unknown): string {
  const email = text(errors, field, value, EMAIL_RULES);
  if (!errors[field] && !canReceiveMail(email)) addError(errors, field, 'signup.invalid_email');
  return email;
}

/** Sends the sign-up confirmation link (48 h). */
export function sendVerification(d: Deps, req: FastifyRequest, tenant: Tenant, c: CustomerRow, bodyLocale?: unknown) {
  const token = issueToken(d, { tenant: tenant.key, kind: 'verify', customerId: c.id });
  const locale = mailLocale(tenant, req.locale, bodyLocale);
  const link = portalLink(portalOrigin(tenant, req), locale, `/validate/${token}`);
  sendMail(d, { tenant, to: c.email, locale, kind: 'verify', vars: { name: c.name, link } });
}

/** The custom register form's answers (`survey`), checked with the form's own rules. */
export function checkSurvey(tenant: Tenant, req: FastifyRequest, body: Record<string, unknown>, errors: FieldErrors): string | null {
  if (body.custom_form_id === undefined || body.custom_form_id === null) return null;
  const form = findCustomForm(tenant, 'register', req.locale);
  if (!form || Number(body.custom_form_id) !== form.id) {
    addError(errors, 'custom_form_id', 'validation.in');
    return null;
  }
  // Files cannot travel in a JSON body: the sign-up form uploads them separately.
  const fields = form.fields.filter((f) => f.type !== 'file');
  const survey = isObj(body.survey) ? body.survey : {};
  const result = buildCustomFormSchema({ ...form, fields }).safeParse(survey);
  if (!result.success) {
    for (const [field, keys] of Object.entries(toFieldErrors(result.error))) for (const k of keys) addError(errors, `survey.${field}`, k);
    return null;
  }
  const clean: Record<string, unknown> = {};
  for (const f of fields) if (result.data[f.name] !== undefined) clean[f.name] = result.data[f.name];
  return JSON.stringify(clean);
}

/** The register form's questions for this customer, and what the customer has given. */
export function registerDataOf(d: Deps, req: FastifyRequest, c: CustomerRow): { form: CustomForm | null; questions: CustomFormField[]; data: RegisterData } {
  const form = findCustomForm(req.tenant, 'register', req.locale);
  const questions = registerDataQuestions(form, customerFieldsOf(structureOf(req.tenant)));
  if (!form) return { form, questions, data: { customFormId: null, answers: {}, files: [], missing: [] } };
  const saved: unknown = c.register_survey ? JSON.parse(c.register_survey) : {};
  const answers: RegisterData['answers'] = {};
  for (const q of questions) {
    const v = isObj(saved) ? saved[q.name] : undefined;
    if (q.type !== 'file' && (typeof v === 'string' || typeof v === 'boolean')) answers[q.name] = v;
  }
  const files = (
    d.sql('SELECT field, name, mime AS type, size FROM form_uploads WHERE customer_id = ? AND form_id = ? ORDER BY created_at').all(c.id, form.id) as RegisterData['files']
  ).filter((f) => questions.some((q) => q.name === f.field && q.type === 'file'));
  return { form, questions, data: { customFormId: form.id, answers, files, missing: missingQuestions(questions, { answers, files }) } };
}


/**
 * POST /customer/signup-register-data, once the route has read the request: the form parts
 * (`custom_form_id`, `survey` as JSON text) and one file part per file question. Every question
 * is checked at once with the form's own rules; a file question keeps its earlier file when none
 * is sent.
 */
export function saveRegisterData(d: Deps, req: FastifyRequest, c: CustomerRow, fields: Record<string, string>, parts: UploadPart[]): RegisterData {
  const { form, questions, data: before } = registerDataOf(d, req, c);
  if (!form) throw notFound('This event has no register form');
  const errors: FieldErrors = {};
  if (Number(fields[REGISTER_DATA_FORM_PART]) !== form.id) addError(errors, REGISTER_DATA_FORM_PART, 'validation.in');
  let survey: unknown = {};
  try {
    survey = fields[REGISTER_DATA_SURVEY_PART] ? JSON.parse(fields[REGISTER_DATA_SURVEY_PART]) : {};
  } catch {
    addError(errors, REGISTER_DATA_SURVEY_PART, 'validation.format');
  }
  const textQuestions = questions.filter((q) => q.type !== 'file');
  const result = buildCustomFormSchema({ fields: textQuestions }).safeParse(isObj(survey) ? survey : {});
  if (!result.success) for (const [field, keys] of Object.entries(toFieldErrors(result.error))) for (const k of keys) addError(errors, field, k);

  const checked: { field: string; name: string; type: string; data: Buffer }[] = [];
  for (const p of parts) {
    const q = questions.find((f) => f.name === p.field && f.type === 'file');
    if (!q) addError(errors, p.field, 'validation.in');
    else if (p.truncated || p.data.length > REGISTER_DATA_FILE_MAX_BYTES) addError(errors, p.field, `validation.fileSize?size=${formatBytes(REGISTER_DATA_FILE_MAX_BYTES)}`);
    else {
      const type = sniffType(p.data);
      if (!accepts(q.accept, type)) addError(errors, p.field, `validation.fileType?types=${q.accept ?? ''}`);
      else checked.push({ field: p.field, name: p.name, type: type!, data: p.data });
    }
  }
  for (const q of questions) {
    if (q.type === 'file' && q.required && !checked.some((f) => f.field === q.name) && !before.files.some((f) => f.field === q.name)) {
      addError(errors, q.name, 'validation.required');
    }
  }
  throwIfErrors(errors);

  const clean: Record<string, unknown> = {};
  if (result.success) for (const q of textQuestions) if (result.data[q.name] !== undefined) clean[q.name] = result.data[q.name];
  d.db.transaction(() => {
    d.sql('UPDATE customers SET register_survey = ? WHERE id = ?').run(JSON.stringify(clean), c.id);
    for (const f of checked) {
      // One file per question: a new one replaces the earlier one.
      d.sql('DELETE FROM form_uploads WHERE customer_id = ? AND form_id = ? AND field = ?').run(c.id, form.id, f.field);
      storeUpload(d, req.tenant.key, c.id, form.id, f.field, f.name, f.type, f.data);
    }
  })();
  return registerDataOf(d, req, customerById(d, c.id)!).data;
}


/** POST /customer/signup and /customer/invitation-signup: the account, unverified, and its confirmation link. */
export async function signUp(d: Deps, req: FastifyRequest, invitation: boolean): Promise<SignupResponse> {
  const tenant = req.tenant;
  const body = isObj(req.body) ? req.body : {};
  const c = objAt(body, 'customer');
  const errors: FieldErrors = {};
  const email = checkSignupEmail(errors, 'email', c.email);
  checkNewPassword(errors, c.password, c.passwordConfirmation);
  const fields = validateCustomerFields(tenant, c, errors);
  mustAccept(errors, 'privacyPolicy', body.privacyPolicy);
  mustAccept(errors, 'dataAuthorization', body.dataAuthorization);
  const survey = checkSurvey(tenant, req, body, errors);
  // The tenant's captcha covers sign-up too (checked with everything else, spent only when kept).
  const captchaWrong = captchaRefused(d, tenant, body[CAPTCHA_FIELD], 'signup');
  if (captchaWrong) addError(errors, CAPTCHA_FIELD, CAPTCHA_REJECTED_KEY);
  let code: string | null = null;
  if (invitation) {
    if ((str(body.invitationCode) ?? '').trim() === '') addError(errors, 'invitationCode', 'validation.required');
    else if (!(code = availableInvitation(d, tenant.key, body.invitationCode))) addError(errors, 'invitationCode', 'signup.invitation_invalid');
  }
  // docs/product.md#errors: an existing user is told so (the portal sends them to the login page); on a
  // captcha tenant only to a solved captcha, so addresses cannot be probed without one.
  if (!errors.email && !captchaWrong && customerExists(d, tenant.key, email)) addError(errors, 'email', 'signup.user_exists');
  throwIfErrors(errors);

  const hash = await bcrypt.hash(str(c.password)!, BCRYPT_COST);
  // After the await: another sign-up may have used the same token meanwhile (then a 422).
  spendCaptcha(d, tenant, body[CAPTCHA_FIELD], 'signup');
  const row: Record<string, string | number | null> = {
    tenant: tenant.key,
    email,
    password_hash: hash,
    two_factor_method: 'NONE',
    consent_data_processing: 1,
    consent_advertising: body.consentAdvertising === true ? 1 : 0,
    email_verified: 0,
    is_moderator: 0,
    created_at: new Date(d.clock()).toISOString(),
    register_survey: survey,
    name: '',
    surname: '',
  };
  for (const [f, v] of Object.entries(fields)) row[COLUMN[f as keyof typeof COLUMN]] = v ?? null;
  let id: number;
  try {
    id = insertCustomer(d, row);
  } catch (e) {
    if (String(e).includes('UNIQUE')) throw unprocessable({ email: ['signup.user_exists'] });
    throw e;
  }
  if (code) {
    // The code gives its ticket to the new account too (the one the code names).
    const given = code;
    d.db.transaction(() => {
      redeemCode(d, given, id);
      grantInvitationTicket(d, tenant, req.locale, id, given);
    })();
  }
  const created = customerById(d, id)!;
  sendVerification(d, req, tenant, created, body.locale);
  const answer: SignupResponse = { emailVerificationRequired: true };
  return answer;
}

/** A new password; `verified`: following a reset link proves the address too. */
export async function setPassword(d: Deps, customerId: number, password: string, verified: boolean) {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  if (verified) d.sql('UPDATE customers SET password_hash = ?, email_verified = 1 WHERE id = ?').run(hash, customerId);
  else d.sql('UPDATE customers SET password_hash = ? WHERE id = ?').run(hash, customerId);
}

/** Writes the given columns of a customer (names from COLUMN and the fixed ones of the update). */
export function updateCustomer(d: Deps, customerId: number, set: Record<string, string | number | null>) {
  const cols = Object.keys(set);
  if (cols.length === 0) return;
  d.db.prepare(`UPDATE customers SET ${cols.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...set, id: customerId });
}

/**
 * A signed-in customer redeems an invitation code: on a tenant that requires tickets, the ticket
 * the code names (invitations.ts; one ticket per account: a holder keeps the code unused).
 */
export function redeemInvitation(d: Deps, tenant: Tenant, locale: Locale, customerId: number, invitationCode: unknown): InvitationRedeemed {
  return d.db.transaction((): InvitationRedeemed => {
    const code = availableInvitation(d, tenant.key, invitationCode);
    if (!code) throw unprocessable({ invitationCode: ['signup.invitation_invalid'] });
    const ticket = grantInvitationTicket(d, tenant, locale, customerId, code);
    redeemCode(d, code, customerId);
    return { code, redeemedAt: new Date(d.clock()).toISOString(), ticket };
  })();
}

/** Removes the account with its sessions, registrations, photo and devices (the schema's cascades). */
export function deleteCustomer(d: Deps, customerId: number) {
  d.db.transaction(() => {
    d.sql('DELETE FROM customers WHERE id = ?').run(customerId);
  })();
}

/** A device's push token, moved to this customer if another had it. */
export function registerDevice(d: Deps, tenant: string, customerId: number, token: string, platform: string) {
  d.sql(
    `INSERT INTO devices (device_token, tenant, customer_id, platform, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (device_token) DO UPDATE SET tenant = excluded.tenant, customer_id = excluded.customer_id, platform = excluded.platform`,
  ).run(token, tenant, customerId, platform, new Date(d.clock()).toISOString());
}
