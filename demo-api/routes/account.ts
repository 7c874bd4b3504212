/**
 * Account life cycle: sign-up (plain, by invitation), the register data completed after it, email
 * validation, password reset, password and email change, profile update, invitation redeem,
 * unsubscribe, devices. (A propagated account arrives through POST /customer/login.)
 * Every body is checked as a whole: all SPEC §5 failures come back at once in one 422.
 */
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerUpdateBodySchema, type CustomForm, type CustomFormField, type SignupResponse, type ValidateResponse } from '../../lib/api/schemas';
import {
  REGISTER_DATA_FILE_MAX_BYTES,
  REGISTER_DATA_FORM_PART,
  REGISTER_DATA_SURVEY_PART,
  type InvitationRedeemed,
  type RegisterData,
} from '../../lib/api/schemas/account-extras';
import type { Locale, Tenant } from '../../lib/tenants/schema';
import { buildCustomFormSchema } from '../../lib/schemas/custom-form';
import { customerFieldsOf, EMAIL_RULES } from '../../lib/schemas/customer-fields';
import { missingQuestions, registerDataQuestions } from '../../lib/schemas/register-data';
import { emailChangeSchema } from '../../lib/schemas/email-change';
import { formatBytes, toFieldErrors } from '../../lib/schemas/validation';
import {
  bearerToken,
  customerByEmail,
  customerById,
  customerChangingTo,
  customerExists,
  insertCustomer,
  markEmailVerified,
  deleteCustomerSessions,
  emailChangePending,
  loginLimiter,
  requireCustomer,
  toCustomer,
  type CustomerRow,
} from '../auth';
import { isObj, mustAccept, objAt, str, text, throwIfErrors } from '../body';
import type { Deps } from '../deps';
import { notFound, unprocessable, zodToErrors } from '../errors';
import { accepts, sniffType, storeUpload } from '../form-answers';
import { mailLocale, MailThrottle, portalLink, portalOrigin, sendMail } from '../mail';
import { grantInvitationTicket } from '../invitations';
import { findCustomForm } from '../seed/forms';
import {
  addError,
  canReceiveMail,
  checkNewPassword,
  COLUMN,
  structureOf,
  validateCustomerFields,
  validateCustomerUpdate,
  type FieldErrors,
} from '../structure';
import { checkToken, issueToken, markTokenUsed, requireToken, retireTokens, type TokenRow } from '../tokens';

export const BCRYPT_COST = 10;
export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;

/** The new address of the customer's address change awaiting its link, if any. */
const pendingEmailOf = (d: Deps, customerId: number) =>
  (
    d.sql("SELECT email FROM one_time_tokens WHERE customer_id = ? AND kind = 'email_change' AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1").get(customerId, d.clock()) as
      | { email: string }
      | undefined
  )?.email;

/** An invitation code of this tenant that has not been used: its normalised form, else null. */
function availableInvitation(d: Deps, tenant: string, code: unknown): string | null {
  const c = (str(code) ?? '').trim().toUpperCase();
  if (c === '') return null;
  const row = d.sql('SELECT code FROM invitation_codes WHERE code = ? AND tenant = ? AND used_at IS NULL').get(c, tenant) as
    | { code: string }
    | undefined;
  return row?.code ?? null;
}

function redeemCode(d: Deps, code: string, customerId: number) {
  d.sql('UPDATE invitation_codes SET used_by = ?, used_at = ? WHERE code = ?').run(customerId, new Date(d.clock()).toISOString(), code);
}

/** Email address rules shared by sign-up: format, then deliverability. Returns it trimmed. */
function checkSignupEmail(errors: FieldErrors, field: string, value: unknown): string {
  const email = text(errors, field, value, EMAIL_RULES);
  if (!errors[field] && !canReceiveMail(email)) addError(errors, field, 'signup.invalid_email');
  return email;
}

/** Sends the sign-up confirmation link (48 h). */
function sendVerification(d: Deps, req: FastifyRequest, tenant: Tenant, c: CustomerRow, bodyLocale?: unknown) {
  const token = issueToken(d, { tenant: tenant.key, kind: 'verify', customerId: c.id });
  const locale = mailLocale(tenant, req.locale, bodyLocale);
  const link = portalLink(portalOrigin(tenant, req), locale, `/validate/${token}`);
  sendMail(d, { tenant, to: c.email, locale, kind: 'verify', vars: { name: c.name, link } });
}

/** The custom register form's answers (`survey`), checked with the form's own rules. */
function checkSurvey(tenant: Tenant, req: FastifyRequest, body: Record<string, unknown>, errors: FieldErrors): string | null {
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
function registerDataOf(d: Deps, req: FastifyRequest, c: CustomerRow): { form: CustomForm | null; questions: CustomFormField[]; data: RegisterData } {
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

interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  truncated: boolean;
}

/**
 * POST /customer/signup-register-data: multipart (`custom_form_id`, `survey` as JSON text, one
 * file part per file question) or JSON without files. Every question is checked at once with the
 * form's own rules; a file question keeps its earlier file when none is sent.
 */
async function saveRegisterData(d: Deps, req: FastifyRequest, c: CustomerRow): Promise<RegisterData> {
  const { form, questions, data: before } = registerDataOf(d, req, c);
  const fields: Record<string, string> = {};
  const parts: FilePart[] = [];
  if (req.isMultipart()) {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        // throwFileSizeLimit is off: an oversized file arrives cut short and marked truncated.
        const data = await file.toBuffer();
        if (file.file.truncated || data.length > 0) parts.push({ field: file.fieldname, name: file.filename, data, truncated: file.file.truncated });
      } else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } else {
    const body = isObj(req.body) ? req.body : {};
    fields[REGISTER_DATA_FORM_PART] = str(body[REGISTER_DATA_FORM_PART]) ?? '';
    fields[REGISTER_DATA_SURVEY_PART] = isObj(body[REGISTER_DATA_SURVEY_PART]) ? JSON.stringify(body[REGISTER_DATA_SURVEY_PART]) : '';
  }
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

export function accountRoutes(app: FastifyInstance, d: Deps) {
  const limiter = loginLimiter(d);
  // Anonymous requests that send mail are throttled per address, silently (no enumeration).
  const resetThrottle = new MailThrottle(d.clock);
  const resendThrottle = new MailThrottle(d.clock);

  async function signup(req: FastifyRequest, invitation: boolean) {
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
    let code: string | null = null;
    if (invitation) {
      if ((str(body.invitationCode) ?? '').trim() === '') addError(errors, 'invitationCode', 'validation.required');
      else if (!(code = availableInvitation(d, tenant.key, body.invitationCode))) addError(errors, 'invitationCode', 'signup.invitation_invalid');
    }
    // SPEC §8: an existing user is told so (the portal sends them to the login page).
    if (!errors.email && customerExists(d, tenant.key, email)) addError(errors, 'email', 'signup.user_exists');
    throwIfErrors(errors);

    const hash = await bcrypt.hash(str(c.password)!, BCRYPT_COST);
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

  app.post('/customer/signup', async (req, reply) => reply.code(201).send(await signup(req, false)));
  app.post('/customer/invitation-signup', async (req, reply) => reply.code(201).send(await signup(req, true)));

  // The register data (issue 17): the register form completed after sign-up, files included.
  // Multipart only here (an encapsulated plugin), as for the contact form.
  app.get('/customer/signup-register-data', async (req) => registerDataOf(d, req, requireCustomer(d, req)).data);
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: REGISTER_DATA_FILE_MAX_BYTES, files: 10, fields: 10, fieldSize: 64 * 1024 },
      throwFileSizeLimit: false,
    });
    // Room for the largest file plus the answers, so that an oversized file gets its 422 (not a 413).
    scope.post('/customer/signup-register-data', { bodyLimit: 2 * REGISTER_DATA_FILE_MAX_BYTES }, async (req) =>
      saveRegisterData(d, req, requireCustomer(d, req)),
    );
  });

  /** { token } confirms an address; { resend: email } sends a new sign-up link (always 204). */
  app.post('/customer/validate', async (req, reply) => {
    const tenant = req.tenant;
    const body = isObj(req.body) ? req.body : {};
    if (body.resend !== undefined && body.token === undefined) {
      const errors: FieldErrors = {};
      const email = text(errors, 'email', body.resend, EMAIL_RULES);
      throwIfErrors(errors);
      // An address change awaiting its link (given the old or the new address): its link again, to
      // the new address, with a fresh token (the earlier one retired).
      const changing = customerByEmail(d, tenant.key, email) ?? customerChangingTo(d, tenant.key, email);
      if (changing && emailChangePending(d, changing.id)) {
        if (resendThrottle.allow(`${tenant.key}|${email.toLowerCase()}`)) sendEmailChange(req, tenant, changing, pendingEmailOf(d, changing.id)!, body.locale);
        return reply.code(204).send();
      }
      const c = customerByEmail(d, tenant.key, email);
      if (c && c.email_verified !== 1 && resendThrottle.allow(`${tenant.key}|${email.toLowerCase()}`)) {
        sendVerification(d, req, tenant, c, body.locale);
      }
      return reply.code(204).send();
    }
    if (body.token === undefined || body.token === null || body.token === '') throw unprocessable({ token: ['validation.required'] });
    const t = requireToken(d, tenant.key, ['verify', 'email_change'], body.token);
    const c = t.customer_id === null ? undefined : customerById(d, t.customer_id);
    if (!c) throw unprocessable({ token: ['token.invalid'] });
    if (t.kind === 'email_change') {
      const newEmail = t.email!;
      const other = customerByEmail(d, tenant.key, newEmail);
      if (other && other.id !== c.id) throw unprocessable({ email: ['email.taken'] });
      d.sql('UPDATE customers SET email = ?, email_verified = 1 WHERE id = ?').run(newEmail, c.id);
      markTokenUsed(d, t);
      retireTokens(d, c.id, 'email_change');
      // Links sent to the old address (reset) must not work for the new one.
      retireTokens(d, c.id, 'reset');
      const answer: ValidateResponse = { kind: 'email_change', email: newEmail };
      return answer;
    }
    markEmailVerified(d, c.id);
    markTokenUsed(d, t);
    retireTokens(d, c.id, 'verify');
    const answer: ValidateResponse = { kind: 'signup', email: c.email };
    return answer;
  });

  app.post('/customer/reset-password-request', async (req, reply) => {
    const tenant = req.tenant;
    const body = isObj(req.body) ? req.body : {};
    const errors: FieldErrors = {};
    const email = text(errors, 'email', body.email, EMAIL_RULES);
    throwIfErrors(errors);
    const c = customerByEmail(d, tenant.key, email);
    if (c && resetThrottle.allow(`${tenant.key}|${email.toLowerCase()}`)) {
      const token = issueToken(d, { tenant: tenant.key, kind: 'reset', customerId: c.id });
      const locale = mailLocale(tenant, req.locale, body.locale);
      const link = portalLink(portalOrigin(tenant, req), locale, `/password-reset-confirm/${token}`);
      sendMail(d, { tenant, to: c.email, locale, kind: 'reset', vars: { name: c.name, link } });
    }
    return reply.code(204).send();
  });

  app.post('/customer/reset-password', async (req, reply) => {
    const tenant = req.tenant;
    const body = isObj(req.body) ? req.body : {};
    const errors: FieldErrors = {};
    checkNewPassword(errors, body.password, body.passwordConfirmation);
    const check = checkToken(d, tenant.key, ['reset'], body.token);
    if (!check.ok) addError(errors, 'token', check.error);
    throwIfErrors(errors);
    const t = (check as { ok: true; row: TokenRow }).row;
    const c = customerById(d, t.customer_id!);
    if (!c) throw unprocessable({ token: ['token.invalid'] });
    const hash = await bcrypt.hash(str(body.password)!, BCRYPT_COST);
    // Following the link proves the address: an unverified account becomes verified.
    d.sql('UPDATE customers SET password_hash = ?, email_verified = 1 WHERE id = ?').run(hash, c.id);
    markTokenUsed(d, t);
    retireTokens(d, c.id, 'reset');
    deleteCustomerSessions(d, c.id);
    return reply.code(204).send();
  });

  app.post('/customer/change-password', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    const key = `${req.tenant.key}|change-password|${c.id}`;
    limiter.check(key);
    const errors: FieldErrors = {};
    const current = str(body.currentPassword) ?? '';
    if (current === '') addError(errors, 'currentPassword', 'validation.required');
    checkNewPassword(errors, body.password, body.passwordConfirmation);
    if (current !== '' && !(await bcrypt.compare(current, c.password_hash))) {
      limiter.fail(key);
      addError(errors, 'currentPassword', 'password.current_wrong');
    }
    if (current !== '' && str(body.password) === current) addError(errors, 'password', 'validation.different');
    throwIfErrors(errors);
    limiter.clear(key);
    d.sql('UPDATE customers SET password_hash = ? WHERE id = ?').run(await bcrypt.hash(str(body.password)!, BCRYPT_COST), c.id);
    // This session stays; the others end.
    deleteCustomerSessions(d, c.id, bearerToken(req));
    retireTokens(d, c.id, 'reset');
    return reply.code(204).send();
  });

  /** The confirmation link of an address change, to the new address (a fresh token; earlier ones retired). */
  function sendEmailChange(req: FastifyRequest, tenant: Tenant, c: CustomerRow, email: string, asked: unknown): Locale {
    retireTokens(d, c.id, 'email_change');
    const token = issueToken(d, { tenant: tenant.key, kind: 'email_change', customerId: c.id, email });
    const locale = mailLocale(tenant, req.locale, asked);
    const link = portalLink(portalOrigin(tenant, req), locale, `/validate/${token}`);
    sendMail(d, { tenant, to: email, locale, kind: 'emailChange', vars: { name: c.name, link } });
    return locale;
  }

  app.post('/customer/change-email', async (req, reply) => {
    const tenant = req.tenant;
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    // The private area's form rules first (SPEC §5), then what only the server knows.
    const parsed = emailChangeSchema(c.email).safeParse({ email: str(body.email), emailConfirmation: str(body.emailConfirmation) });
    const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    const email = (str(body.email) ?? '').trim();
    if (!errors.email) {
      if (!canReceiveMail(email)) addError(errors, 'email', 'signup.invalid_email');
      else if (customerExists(d, tenant.key, email)) addError(errors, 'email', 'email.taken');
    }
    throwIfErrors(errors);

    const locale = sendEmailChange(req, tenant, c, email, body.locale);
    sendMail(d, { tenant, to: c.email, locale, kind: 'emailChangeNotice', vars: { name: c.name, newEmail: email } });
    // SPEC §4: the customer is signed out until the new address is confirmed.
    deleteCustomerSessions(d, c.id);
    return reply.code(204).send();
  });

  /** Update: only the fields present change; the tenant's structure decides what is accepted. */
  app.post('/customer', async (req) => {
    const c = requireCustomer(d, req);
    const raw = isObj(req.body) ? req.body : {};
    const parsed = customerUpdateBodySchema.safeParse(raw);
    const errors: FieldErrors = parsed.success ? {} : zodToErrors(parsed.error, raw);
    const body = parsed.success ? parsed.data : {};
    const fields = validateCustomerUpdate(req.tenant, parsed.success ? parsed.data : (raw as never), errors);
    throwIfErrors(errors);
    const set: Record<string, string | number | null> = {};
    for (const [f, v] of Object.entries(fields)) set[COLUMN[f as keyof typeof COLUMN]] = v ?? null;
    if (body.twoFactorMethod) set.two_factor_method = body.twoFactorMethod;
    if (body.consentDataProcessing !== undefined) set.consent_data_processing = body.consentDataProcessing ? 1 : 0;
    if (body.consentAdvertising !== undefined) set.consent_advertising = body.consentAdvertising ? 1 : 0;
    const cols = Object.keys(set);
    if (cols.length > 0) {
      d.db.prepare(`UPDATE customers SET ${cols.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...set, id: c.id });
      // Other tabs and devices of this customer refresh (the consents form sends only consents).
      const onlyConsents = cols.every((k) => k === 'consent_data_processing' || k === 'consent_advertising');
      app.realtime.customerUpdated(req.tenant.key, c.id, onlyConsents ? 'consents' : 'profile');
    }
    return toCustomer(customerById(d, c.id)!, d.media);
  });

  /**
   * A signed-in customer redeems an invitation code and is told what it gave: on a tenant that
   * requires tickets, the ticket the code names (invitations.ts; one ticket per account: a holder
   * keeps the code unused).
   */
  app.post('/customer/invitation-register', async (req) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    if ((str(body.invitationCode) ?? '').trim() === '') throw unprocessable({ invitationCode: ['validation.required'] });
    const tenant = req.tenant;
    return d.db.transaction((): InvitationRedeemed => {
      const code = availableInvitation(d, tenant.key, body.invitationCode);
      if (!code) throw unprocessable({ invitationCode: ['signup.invitation_invalid'] });
      const ticket = grantInvitationTicket(d, tenant, req.locale, c.id, code);
      redeemCode(d, code, c.id);
      return { code, redeemedAt: new Date(d.clock()).toISOString(), ticket };
    })();
  });

  /** Removes the account with its sessions, registrations, photo and devices. */
  const unsubscribe = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const c = requireCustomer(d, req);
    d.db.transaction(() => {
      d.sql('DELETE FROM customers WHERE id = ?').run(c.id);
    })();
    return reply.code(204).send();
  };
  app.post('/customer/unsubscribe', unsubscribe);
  // The legacy spelling of SPEC §7.
  app.post('/customer/unsuscribe', unsubscribe);

  app.post('/customer/register-device', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    const errors: FieldErrors = {};
    const token = text(errors, 'deviceToken', body.deviceToken, { required: true, max: 4096 });
    const platform = text(errors, 'platform', body.platform, { required: true });
    if (!errors.platform && !(DEVICE_PLATFORMS as readonly string[]).includes(platform)) addError(errors, 'platform', 'validation.in');
    throwIfErrors(errors);
    d.sql(
      `INSERT INTO devices (device_token, tenant, customer_id, platform, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (device_token) DO UPDATE SET tenant = excluded.tenant, customer_id = excluded.customer_id, platform = excluded.platform`,
    ).run(token, req.tenant.key, c.id, platform, new Date(d.clock()).toISOString());
    return reply.code(204).send();
  });
}
