/**
 * Account life cycle: sign-up (plain, by invitation), the register data completed after it, email
 * validation, password reset, password and email change, profile update, invitation redeem,
 * unsubscribe, devices. (A propagated account arrives through POST /customer/login.)
 * Every body is checked as a whole: all docs/product.md#validation failures come back at once in one 422. The rules
 * and the data live in ../account.ts.
 */
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerUpdateBodySchema, type ValidateResponse } from '../../lib/api/schemas';
import { REGISTER_DATA_FILE_MAX_BYTES, REGISTER_DATA_FORM_PART, REGISTER_DATA_SURVEY_PART } from '../../lib/api/schemas/account-extras';
import { EMAIL_RULES } from '../../lib/schemas/customer-fields';
import { emailChangeSchema } from '../../lib/schemas/email-change';
import { toFieldErrors } from '../../lib/schemas/validation';
import {
  DEVICE_PLATFORMS,
  deleteCustomer,
  pendingEmailOf,
  redeemInvitation,
  registerDataOf,
  registerDevice,
  saveRegisterData,
  sendVerification,
  setPassword,
  signUp,
  updateCustomer,
} from '../account';
import {
  bearerToken,
  customerByEmail,
  customerById,
  customerChangingTo,
  customerExists,
  markEmailVerified,
  deleteCustomerSessions,
  emailChangePending,
  loginLimiter,
  requireCustomer,
  toCustomer,
} from '../auth';
import { isObj, str, text, throwIfErrors } from '../body';
import type { Deps } from '../deps';
import { cancelEmailChange, cancelPendingOnNewPassword, completeEmailChange, requestEmailChange, sendConfirmation } from '../email-change';
import { unprocessable, zodToErrors } from '../errors';
import type { UploadPart } from '../form-answers';
import { mailLocale, MailThrottle, portalLink, portalOrigin, sendMail } from '../mail';
import { addError, canReceiveMail, checkNewPassword, COLUMN, validateCustomerUpdate, type FieldErrors } from '../structure';
import { checkToken, issueToken, markTokenUsed, requireToken, retireTokens, type TokenRow } from '../tokens';

/** Wrong current passwords count per account, whichever form asks (password change, email change). */
const currentPasswordKey = (tenant: string, customerId: number) => `${tenant}|current-password|${customerId}`;

export function accountRoutes(app: FastifyInstance, d: Deps) {
  const limiter = loginLimiter(d);
  // Anonymous requests that send mail are throttled per address, silently (no enumeration).
  const resetThrottle = new MailThrottle(d.clock);
  const resendThrottle = new MailThrottle(d.clock);

  app.post('/customer/signup', async (req, reply) => reply.code(201).send(await signUp(d, req, false)));
  app.post('/customer/invitation-signup', async (req, reply) => reply.code(201).send(await signUp(d, req, true)));

  // The register data: the register form completed after sign-up, files included.
  // Multipart only here (an encapsulated plugin), as for the contact form.
  app.get('/customer/signup-register-data', async (req) => registerDataOf(d, req, requireCustomer(d, req)).data);
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: REGISTER_DATA_FILE_MAX_BYTES, files: 10, fields: 10, fieldSize: 64 * 1024 },
      throwFileSizeLimit: false,
    });
    // Room for the largest file plus the answers, so that an oversized file gets its 422 (not a 413).
    scope.post('/customer/signup-register-data', { bodyLimit: 2 * REGISTER_DATA_FILE_MAX_BYTES }, async (req) => {
      const c = requireCustomer(d, req);
      const fields: Record<string, string> = {};
      const parts: UploadPart[] = [];
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
      return saveRegisterData(d, req, c, fields, parts);
    });
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
        if (resendThrottle.allow(`${tenant.key}|${email.toLowerCase()}`)) sendConfirmation(d, req, tenant, changing, pendingEmailOf(d, changing.id)!, body.locale);
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
      markTokenUsed(d, t);
      completeEmailChange(d, req, tenant, c, newEmail);
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
    // Following the link proves the address: an unverified account becomes verified.
    await setPassword(d, c.id, str(body.password)!, true);
    markTokenUsed(d, t);
    retireTokens(d, c.id, 'reset');
    cancelPendingOnNewPassword(d, c.id);
    deleteCustomerSessions(d, c.id);
    return reply.code(204).send();
  });

  app.post('/customer/change-password', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    const key = currentPasswordKey(req.tenant.key, c.id);
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
    await setPassword(d, c.id, str(body.password)!, false);
    // This session stays; the others end.
    deleteCustomerSessions(d, c.id, bearerToken(req));
    retireTokens(d, c.id, 'reset');
    cancelPendingOnNewPassword(d, c.id);
    return reply.code(204).send();
  });

  /**
   * An address change (demo-api/email-change.ts): the new address twice (docs/product.md#validation) and the current
   * password, all failures at once; wrong passwords limited as for change-password.
   */
  app.post('/customer/change-email', async (req, reply) => {
    const tenant = req.tenant;
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    const key = currentPasswordKey(tenant.key, c.id);
    limiter.check(key);
    // The private area's form rules first (docs/product.md#validation), then what only the server knows.
    const parsed = emailChangeSchema(c.email).safeParse({ email: str(body.email), emailConfirmation: str(body.emailConfirmation), currentPassword: str(body.currentPassword) });
    const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    const email = (str(body.email) ?? '').trim();
    if (!errors.email) {
      if (!canReceiveMail(email)) addError(errors, 'email', 'signup.invalid_email');
      else if (customerExists(d, tenant.key, email)) addError(errors, 'email', 'email.taken');
    }
    const current = str(body.currentPassword) ?? '';
    if (current !== '' && !(await bcrypt.compare(current, c.password_hash))) {
      limiter.fail(key);
      addError(errors, 'currentPassword', 'password.current_wrong');
    }
    throwIfErrors(errors);
    limiter.clear(key);
    // docs/product.md#states: signed out until the new address is confirmed.
    requestEmailChange(d, req, tenant, c, email, body.locale);
    return reply.code(204).send();
  });

  /** The old address's link: cancels (or undoes) the change and ends every session. No session needed. */
  app.post('/customer/cancel-email-change', async (req) => {
    const body = isObj(req.body) ? req.body : {};
    if (body.token === undefined || body.token === null || body.token === '') throw unprocessable({ token: ['validation.required'] });
    return cancelEmailChange(d, req.tenant, body.token);
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
      updateCustomer(d, c.id, set);
      // Other tabs and devices of this customer refresh (the consents form sends only consents).
      const onlyConsents = cols.every((k) => k === 'consent_data_processing' || k === 'consent_advertising');
      app.realtime.customerUpdated(req.tenant.key, c.id, onlyConsents ? 'consents' : 'profile');
    }
    return toCustomer(customerById(d, c.id)!, d.media);
  });

  /** A signed-in customer redeems an invitation code and is told what it gave (../account.ts redeemInvitation). */
  app.post('/customer/invitation-register', async (req) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    if ((str(body.invitationCode) ?? '').trim() === '') throw unprocessable({ invitationCode: ['validation.required'] });
    return redeemInvitation(d, req.tenant, req.locale, c.id, body.invitationCode);
  });

  /** Removes the account with its sessions, registrations, photo and devices. */
  const unsubscribe = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const c = requireCustomer(d, req);
    deleteCustomer(d, c.id);
    return reply.code(204).send();
  };
  app.post('/customer/unsubscribe', unsubscribe);
  // The legacy spelling of docs/product.md#calls.
  app.post('/customer/unsuscribe', unsubscribe);

  app.post('/customer/register-device', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = isObj(req.body) ? req.body : {};
    const errors: FieldErrors = {};
    const token = text(errors, 'deviceToken', body.deviceToken, { required: true, max: 4096 });
    const platform = text(errors, 'platform', body.platform, { required: true });
    if (!errors.platform && !(DEVICE_PLATFORMS as readonly string[]).includes(platform)) addError(errors, 'platform', 'validation.in');
    throwIfErrors(errors);
    registerDevice(d, req.tenant.key, c.id, token, platform);
    return reply.code(204).send();
  });
}
