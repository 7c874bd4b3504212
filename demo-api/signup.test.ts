import { describe, expect, it } from 'vitest';
import { signupResponseSchema, validateResponseSchema, validationErrorSchema } from '../lib/api/schemas';
import { DEMO_ACCOUNTS, invitationCode } from './seed';
import { canReceiveMail } from './structure';
import { call, lastLinkToken, mailbox, manualClock, serverPerFile, solvedCaptcha, withCaptcha } from './testing';

const clock = manualClock();
const server = serverPerFile({ clock });

const PASSWORD = 'Secreta#2026';
/** A complete demo-tenant sign-up body (demo requires telephone and userType besides the names). */
const body = (email: string, extra: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) => ({
  customer: {
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    name: 'Nerea',
    surname: 'Olabarria',
    telephone: '612345678',
    userType: 'attendee',
    ...customer,
  },
  privacyPolicy: true,
  dataAuthorization: true,
  ...extra,
});
/** A sign-up as the portal sends it: with the tenant's solved captcha, unless `captcha` says otherwise. */
const signup = async (b: object, o: { tenant?: string; locale?: string; origin?: string; url?: string; captcha?: string | null } = {}) => {
  const payload = o.captcha !== undefined ? { ...b, 'g-recaptcha-response': o.captcha } : await withCaptcha(server.app, o.tenant ?? 'demo', b);
  return call(server.app, o.url ?? '/customer/signup', { tenant: o.tenant, locale: o.locale, body: payload, headers: o.origin ? { origin: o.origin } : {} });
};
const login = (email: string, password = PASSWORD, tenant = 'demo') => call(server.app, '/customer/login', { tenant, body: { user: { email, password } } });

describe('POST /customer/signup', () => {
  it('creates an unverified account and mails a validation link to the portal the request came from', async () => {
    const res = await signup(body('nerea@ekitaldi.test'), { locale: 'en', origin: 'http://localhost:3201' });
    expect(res.status).toBe(201);
    expect(signupResponseSchema.parse(res.body)).toEqual({ emailVerificationRequired: true });
    const [mail, ...rest] = await mailbox(server.app, 'nerea@ekitaldi.test');
    expect(rest).toHaveLength(0);
    expect(mail!.tenant).toBe('demo');
    expect(mail!.subject).toBe('Confirm your email address · Ekitaldi Demo Summit');
    expect(mail!.text).toContain('Hello Nerea');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3201\/en\/validate\/[\w-]{40,}$/);
    expect(mail!.text).toContain(mail!.links[0]);
    // Not verified yet: login refused.
    expect((await login('nerea@ekitaldi.test')).body.errors).toEqual({ email: ['auth.email_not_verified'] });
  });

  it('links: es has no prefix; an Origin that is not one of the tenant\'s hosts gets the baseUrl', async () => {
    await signup(body('links1@ekitaldi.test'), { origin: 'http://hermes.localhost:3201' });
    expect((await mailbox(server.app, 'links1@ekitaldi.test'))[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/validate\//);
    await signup(body('links2@ekitaldi.test', {}, { telephone: null, userType: null, name: 'Hugo', surname: 'Laurent' }), {
      tenant: 'hermes',
      origin: 'http://hermes.localhost:3999',
      locale: 'fr',
    }).then((r) => expect(r.status, JSON.stringify(r.body)).toBe(422)); // hermes requires company, position and userType
    const ok = await signup(body('links2@ekitaldi.test', {}, { company: 'Acme', position: 'CTO', userType: 'press' }), {
      tenant: 'hermes',
      origin: 'http://hermes.localhost:3999',
      locale: 'fr',
    });
    expect(ok.status).toBe(201);
    const [mail] = await mailbox(server.app, 'links2@ekitaldi.test');
    expect(mail!.links[0]).toMatch(/^http:\/\/hermes\.localhost:3999\/fr\/validate\//);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail · Hermes Forum');
  });

  it('writes the email in the body\'s locale when the tenant offers it, else the request\'s', async () => {
    await signup(body('lang1@ekitaldi.test', { locale: 'eus' }), { locale: 'en' });
    expect((await mailbox(server.app, 'lang1@ekitaldi.test'))[0]!.subject).toBe('Berretsi zure helbide elektronikoa · Ekitaldi Demo Summit');
    await signup(body('lang2@ekitaldi.test', { locale: 'el' }), { locale: 'pt' });
    const [mail] = await mailbox(server.app, 'lang2@ekitaldi.test');
    expect(mail!.subject).toBe('Confirme seu e-mail · Ekitaldi Demo Summit');
    expect(mail!.links[0]).toContain('/pt/validate/');
  });

  it('reports every failure at once with validation.<rule> keys', async () => {
    const res = await signup({
      customer: { email: 'not-an-email', password: 'short', passwordConfirmation: 'other', name: '', telephone: '512345678', gender: 'Q' },
      privacyPolicy: false,
    });
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.body).errors).toEqual({
      email: ['validation.email'],
      password: ['validation.requiredCharactersPassword'],
      passwordConfirmation: ['validation.confirmed'],
      name: ['validation.required'],
      surname: ['validation.required'],
      telephone: ['validation.phone'],
      gender: ['validation.required'],
      userType: ['validation.required'],
      privacyPolicy: ['validation.required'],
      dataAuthorization: ['validation.required'],
    });
  });

  it('checks the password rules of docs/product.md#validation', async () => {
    for (const [password, ok] of [
      ['abcdefg1!', true],
      ['abcdefgh!', false], // no number
      ['12345678!', false], // no letter
      ['abcdefg12', false], // no special character
      ['ab1!', false], // too short
    ] as const) {
      const res = await signup(body('pw@ekitaldi.test', {}, { password, passwordConfirmation: password, email: 'not-valid' }));
      expect(res.body.errors.password, password).toEqual(ok ? undefined : ['validation.requiredCharactersPassword']);
    }
  });

  it('says signup.user_exists for an address with an account (any case), per tenant', async () => {
    const res = await signup(body(DEMO_ACCOUNTS.attendee.email.toUpperCase()));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['signup.user_exists'] });
    const unverified = await signup(body(DEMO_ACCOUNTS.unverified.email));
    expect(unverified.body.errors).toEqual({ email: ['signup.user_exists'] });
  });

  it('says signup.invalid_email for domains that cannot receive mail', async () => {
    for (const email of ['a@example.invalid', 'a@foo.test', 'a@host.localhost', 'a@example.com', 'a@x.example']) {
      const res = await signup(body(email));
      expect(res.body.errors, email).toEqual({ email: ['signup.invalid_email'] });
    }
    expect(canReceiveMail('a@ekitaldi.test')).toBe(true);
    expect(canReceiveMail('a@team.ekitaldi.test')).toBe(true);
    expect(canReceiveMail('a@gmail.com')).toBe(true);
    expect(canReceiveMail('a@localhost')).toBe(false);
  });

  it('asks each tenant\'s own required fields (compact: names only; cned: documents)', async () => {
    const compact = await signup(
      { customer: { email: 'c@ekitaldi.test', password: PASSWORD, passwordConfirmation: PASSWORD, name: 'C', surname: 'D' }, privacyPolicy: true, dataAuthorization: true },
      { tenant: 'compact' },
    );
    expect(compact.status, JSON.stringify(compact.body)).toBe(201);
    const cned = await signup(
      { customer: { email: 'c@ekitaldi.test', password: PASSWORD, passwordConfirmation: PASSWORD, name: 'C', surname: 'D', documentType: 'card', dateOfBirth: '1990-02-31' }, privacyPolicy: true, dataAuthorization: true },
      { tenant: 'cned' },
    );
    expect(Object.keys(cned.body.errors).sort()).toEqual(
      ['dateOfBirth', 'documentExpiryDate', 'documentIssueDate', 'documentNumber', 'documentType', 'nationality', 'telephone'].sort(),
    );
    expect(cned.body.errors.documentType).toEqual(['validation.required']);
    expect(cned.body.errors.dateOfBirth).toEqual(['validation.format']);
  });

  it('validates the register form\'s answers (survey) with the form\'s rules', async () => {
    const bad = await signup(body('survey@ekitaldi.test', { custom_form_id: 2, survey: { postal_code: '123', diet: 'carnivore' } }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors['survey.postal_code']).toEqual(['validation.digits']);
    expect(bad.body.errors['survey.diet']).toBeDefined();
    const wrongForm = await signup(body('survey@ekitaldi.test', { custom_form_id: 99, survey: {} }));
    expect(wrongForm.body.errors).toEqual({ custom_form_id: ['validation.in'] });
    const ok = await signup(body('survey@ekitaldi.test', { custom_form_id: 2, survey: { postal_code: '48001', diet: 'vegan' } }));
    expect(ok.status).toBe(201);
  });
});

describe('POST /customer/validate', () => {
  it('confirms the address once; login works afterwards', async () => {
    await signup(body('valida@ekitaldi.test'));
    const token = await lastLinkToken(server.app, 'valida@ekitaldi.test');
    const res = await call(server.app, '/customer/validate', { body: { token } });
    expect(res.status).toBe(200);
    expect(validateResponseSchema.parse(res.body)).toEqual({ kind: 'signup', email: 'valida@ekitaldi.test' });
    expect((await login('valida@ekitaldi.test')).status).toBe(200);
    const again = await call(server.app, '/customer/validate', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['token.used'] });
  });

  it('answers token.invalid for unknown tokens and for another tenant\'s token', async () => {
    expect((await call(server.app, '/customer/validate', { body: { token: 'nope' } })).body.errors).toEqual({ token: ['token.invalid'] });
    expect((await call(server.app, '/customer/validate', { body: {} })).body.errors).toEqual({ token: ['validation.required'] });
    await signup(body('otro@ekitaldi.test'));
    const token = await lastLinkToken(server.app, 'otro@ekitaldi.test');
    expect((await call(server.app, '/customer/validate', { tenant: 'hermes', body: { token } })).body.errors).toEqual({ token: ['token.invalid'] });
  });

  it('answers token.expired after 48 hours', async () => {
    await signup(body('tarde@ekitaldi.test'));
    const token = await lastLinkToken(server.app, 'tarde@ekitaldi.test');
    clock.advance(48 * 3_600_000 + 1000);
    const res = await call(server.app, '/customer/validate', { body: { token } });
    expect(res.body.errors).toEqual({ token: ['token.expired'] });
  });

  it('{ resend } mails a new link to an unverified account, 204 always, silently throttled', async () => {
    const email = DEMO_ACCOUNTS.unverified.email;
    for (let i = 0; i < 5; i++) {
      const res = await call(server.app, '/customer/validate', { body: { resend: email, locale: 'en' } });
      expect(res.status).toBe(204);
    }
    const mails = await mailbox(server.app, email);
    expect(mails).toHaveLength(3); // 3 per address in 15 minutes
    expect(mails[0]!.subject).toContain('Confirm your email address');
    // No enumeration: unknown and verified addresses answer the same, and get nothing.
    expect((await call(server.app, '/customer/validate', { body: { resend: 'nadie@ekitaldi.test' } })).status).toBe(204);
    expect((await call(server.app, '/customer/validate', { body: { resend: DEMO_ACCOUNTS.attendee.email } })).status).toBe(204);
    expect(await mailbox(server.app, 'nadie@ekitaldi.test')).toHaveLength(0);
    expect((await call(server.app, '/customer/validate', { body: { resend: 'nope' } })).body.errors).toEqual({ email: ['validation.email'] });
    // The newest link validates; older ones die with it.
    const [newest, older] = mails;
    const ok = await call(server.app, '/customer/validate', { body: { token: newest!.links[0]!.split('/').pop() } });
    expect(ok.body).toEqual({ kind: 'signup', email });
    const old = await call(server.app, '/customer/validate', { body: { token: older!.links[0]!.split('/').pop() } });
    expect(old.body.errors).toEqual({ token: ['token.used'] });
    expect((await login(email, DEMO_ACCOUNTS.unverified.password)).status).toBe(200);
  });
});

describe('the captcha of captcha tenants covers sign-up (localhost v3, mdigital v2, ciud Enterprise)', () => {
  const REFUSED = ['validation.captcha'];
  const forTenant = (tenant: string, email: string) =>
    body(email, {}, tenant === 'demo' ? {} : { telephone: '612345678', userType: 'attendee', company: 'Ekitaldi', position: 'Prueba', university: 'UPV/EHU' });

  it('refuses a sign-up without a solved captcha, with the other errors, and keeps nothing', async () => {
    for (const tenant of ['demo', 'mdigital', 'ciud']) {
      const email = `sincaptcha-${tenant}@ekitaldi.test`;
      for (const captcha of [null, '', 'demo1.forged.signature']) {
        const res = await signup(forTenant(tenant, email), { tenant, captcha });
        expect(res.status, `${tenant} ${captcha}`).toBe(422);
        expect(res.body.errors['g-recaptcha-response'], tenant).toEqual(REFUSED);
      }
      expect(await mailbox(server.app, email)).toHaveLength(0);
      const all = await signup({ customer: { email: 'x' }, privacyPolicy: true }, { tenant, captcha: null });
      expect(all.body.errors).toMatchObject({ email: ['validation.email'], 'g-recaptcha-response': REFUSED });
    }
  });

  it('does not tell an existing address apart without a solved captcha', async () => {
    const res = await signup(body(DEMO_ACCOUNTS.attendee.email), { captcha: null });
    expect(res.body.errors).toEqual({ 'g-recaptcha-response': REFUSED });
  });

  it('a token works once, for its own tenant, kind and action', async () => {
    const token = (await solvedCaptcha(server.app, 'demo'))!;
    expect((await signup(body('unavez@ekitaldi.test'), { captcha: token })).status).toBe(201);
    expect((await signup(body('dosveces@ekitaldi.test'), { captcha: token })).body.errors).toEqual({ 'g-recaptcha-response': REFUSED });
    // The contact form's action, or mdigital's key, does not sign up on localhost.
    expect((await signup(body('contacto@ekitaldi.test'), { captcha: (await solvedCaptcha(server.app, 'demo', 'contact'))! })).status).toBe(422);
    expect((await signup(body('mdigital@ekitaldi.test'), { captcha: (await solvedCaptcha(server.app, 'mdigital'))! })).status).toBe(422);
    // Two minutes, as Google's.
    const late = (await solvedCaptcha(server.app, 'demo'))!;
    clock.advance(121_000);
    expect((await signup(body('tarde-captcha@ekitaldi.test'), { captcha: late })).body.errors).toEqual({ 'g-recaptcha-response': REFUSED });
  });

  it('a tenant without captcha needs none', async () => {
    const res = await signup(body('hermes-sin@ekitaldi.test', {}, { company: 'Acme', position: 'CTO', userType: 'press' }), { tenant: 'hermes', captcha: null });
    expect(res.status).toBe(201);
  });

  it('invitation sign-up too', async () => {
    const url = '/customer/invitation-signup';
    const res = await signup(body('inv-sin@ekitaldi.test', { invitationCode: invitationCode('demo', 19) }), { url, captcha: null });
    expect(res.body.errors).toEqual({ 'g-recaptcha-response': REFUSED });
  });
});

describe('POST /customer/invitation-signup', () => {
  it('creates the account with a valid code (any case) and spends it', async () => {
    const code = invitationCode('demo', 7).toLowerCase();
    const res = await signup(body('invitada@ekitaldi.test', { invitationCode: code }), { url: '/customer/invitation-signup' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const again = await signup(body('invitada2@ekitaldi.test', { invitationCode: code }), { url: '/customer/invitation-signup' });
    expect(again.body.errors).toEqual({ invitationCode: ['signup.invitation_invalid'] });
  });

  it('refuses a missing code, an unknown one, or another tenant\'s', async () => {
    const url = '/customer/invitation-signup';
    expect((await signup(body('x1@ekitaldi.test'), { url })).body.errors).toEqual({ invitationCode: ['validation.required'] });
    expect((await signup(body('x1@ekitaldi.test', { invitationCode: 'INV-DEMO-9999' }), { url })).body.errors).toEqual({
      invitationCode: ['signup.invitation_invalid'],
    });
    expect((await signup(body('x1@ekitaldi.test', { invitationCode: invitationCode('cned', 1) }), { url })).body.errors).toEqual({
      invitationCode: ['signup.invitation_invalid'],
    });
  });
});
