import { describe, expect, it } from 'vitest';
import { emailChangeCancelledSchema } from '../lib/api/schemas';
import { call, fileServerPerFile, mailbox, manualClock, sessionToken, signIn, withCaptcha } from './testing';

/**
 * Changing the email address (email-change.ts): the current password, the old address's cancel
 * link, a new password cancelling a pending change (the attack of a stolen session or password:
 * the change asked for by the attacker must not survive the owner's password reset), and the
 * old address told, with an undo, once the change is made.
 */

const clock = manualClock();
const server = fileServerPerFile('email-change', { clock });
const PASSWORD = 'Propia#2026';
const ORIGIN = { origin: 'http://localhost:3201' };

let n = 0;
/** A confirmed account of the demo tenant of its own, and a session of it. */
async function owner(): Promise<{ email: string; token: string }> {
  const email = `cambio${++n}-${Date.now().toString(36)}@ekitaldi.test`;
  const customer = { email, password: PASSWORD, passwordConfirmation: PASSWORD, name: 'Olatz', surname: 'Etxe', telephone: '600111222', userType: 'attendee' };
  expect((await call(server.app, '/customer/signup', { body: await withCaptcha(server.app, 'demo', { customer, privacyPolicy: true, dataAuthorization: true }) })).status).toBe(201);
  const link = (await mailbox(server.app, email))[0]!.links[0]!;
  expect((await call(server.app, '/customer/validate', { body: { token: link.split('/').pop() } })).status).toBe(200);
  return { email, token: await signIn(server.app, email, PASSWORD) };
}

const change = (token: string, email: string, currentPassword?: string) =>
  call(server.app, '/customer/change-email', { token, headers: ORIGIN, body: { email, emailConfirmation: email, ...(currentPassword === undefined ? {} : { currentPassword }) } });
const tokenIn = (link: string) => link.split('/').pop()!;
/** The link of the newest email to `to` whose links go to `path`. */
async function linkTo(to: string, path: string): Promise<string> {
  const link = (await mailbox(server.app, to)).flatMap((m) => m.links).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link;
}
const confirm = (token: string) => call(server.app, '/customer/validate', { body: { token } });
const cancel = (token: string) => call(server.app, '/customer/cancel-email-change', { body: { token } });
const login = (email: string, password = PASSWORD) => call(server.app, '/customer/login', { body: { user: { email, password } } });

describe('asking for the change', () => {
  it('needs the current password: missing or wrong, nothing happens and nothing is sent', async () => {
    const { email, token } = await owner();
    const missing = await change(token, 'otra-direccion@ekitaldi.test');
    expect([missing.status, missing.body.errors]).toEqual([422, { currentPassword: ['validation.required'] }]);
    const wrong = await change(token, 'otra-direccion@ekitaldi.test', 'Ajena#2026');
    expect([wrong.status, wrong.body.errors]).toEqual([422, { currentPassword: ['password.current_wrong'] }]);
    expect(await mailbox(server.app, 'otra-direccion@ekitaldi.test')).toEqual([]);
    expect((await call(server.app, '/customer', { token })).body.email).toBe(email);
  });

  it('limits wrong current passwords per account, together with the password change', async () => {
    const { token } = await owner();
    for (let i = 0; i < 5; i++) expect((await change(token, 'x1@ekitaldi.test', `Ajena#${i}000`)).status).toBe(422);
    for (let i = 0; i < 5; i++) {
      const res = await call(server.app, '/customer/change-password', { token, body: { currentPassword: `Ajena#${i}111`, password: 'Nueva#2027', passwordConfirmation: 'Nueva#2027' } });
      expect(res.status).toBe(422);
    }
    const limited = await change(token, 'x1@ekitaldi.test', PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60_000 + 1);
    expect((await change(token, 'x1@ekitaldi.test', PASSWORD)).status).toBe(204);
  });
});

describe('the old address’s link', () => {
  it('cancels the pending change: the new address’s link then says so, every session ends, the old address signs in again', async () => {
    const { email, token } = await owner();
    const other = await signIn(server.app, email, PASSWORD);
    expect((await change(token, 'intruso1@ekitaldi.test', PASSWORD)).status).toBe(204);
    const notice = (await mailbox(server.app, email)).find((m) => m.subject.startsWith('Cambio de correo solicitado'))!;
    expect(notice.text).toContain('intruso1@ekitaldi.test');
    expect(notice.text).toContain('cancélalo con este enlace');
    const revert = tokenIn(await linkTo(email, '/cancelar-cambio-de-email/'));
    // Until then the old address is locked out, as docs/product.md#states says.
    expect((await login(email)).body.errors).toEqual({ email: ['auth.email_change_pending'] });
    // Someone signs in again meanwhile? Not possible: the change ended every session.
    for (const t of [token, other]) expect((await call(server.app, '/customer', { token: t })).status).toBe(403);

    const res = await cancel(revert);
    expect(res.status).toBe(200);
    expect(emailChangeCancelledSchema.parse(res.body)).toEqual({ email, cancelled: true, undone: false });
    const confirmLink = tokenIn(await linkTo('intruso1@ekitaldi.test', '/validate/'));
    expect((await confirm(confirmLink)).body.errors).toEqual({ token: ['token.cancelled'] });
    expect((await login('intruso1@ekitaldi.test')).body.errors).toEqual({ email: ['auth.failed'] });
    const again = await login(email);
    expect(again.status).toBe(200);
    // The link works once.
    expect((await cancel(revert)).body.errors).toEqual({ token: ['token.used'] });
    expect((await cancel('x'.repeat(43))).body.errors).toEqual({ token: ['token.invalid'] });
    expect((await cancel('')).body.errors).toEqual({ token: ['validation.required'] });
  });

  it('ends sessions opened after the change too (a session taken over by its owner again)', async () => {
    const { email, token } = await owner();
    expect((await change(token, 'intruso2@ekitaldi.test', PASSWORD)).status).toBe(204);
    const revert = tokenIn(await linkTo(email, '/cancelar-cambio-de-email/'));
    // The change is confirmed by whoever holds the new address; they sign in there.
    expect((await confirm(tokenIn(await linkTo('intruso2@ekitaldi.test', '/validate/')))).status).toBe(200);
    const intruder = await signIn(server.app, 'intruso2@ekitaldi.test', PASSWORD);
    // The request-time link still undoes it.
    const res = await cancel(revert);
    expect(res.body).toEqual({ email, cancelled: false, undone: true });
    expect((await call(server.app, '/customer', { token: intruder })).status).toBe(403);
    expect((await login('intruso2@ekitaldi.test')).body.errors).toEqual({ email: ['auth.failed'] });
    expect((await login(email)).status).toBe(200);
  });
});

describe('a new password cancels a pending change', () => {
  it('the attack order: the change asked for with a stolen password, the owner resets the password, the new address’s link no longer works', async () => {
    const { email, token: stolen } = await owner();
    expect((await change(stolen, 'atacante@ekitaldi.test', PASSWORD)).status).toBe(204);
    const attackerLink = tokenIn(await linkTo('atacante@ekitaldi.test', '/validate/'));

    // The owner, locked out (auth.email_change_pending), resets the password from the old address.
    expect((await call(server.app, '/customer/reset-password-request', { body: { email } })).status).toBe(204);
    const reset = tokenIn(await linkTo(email, '/password-reset-confirm/'));
    const done = await call(server.app, '/customer/reset-password', { body: { token: reset, password: 'Recuperada#2027', passwordConfirmation: 'Recuperada#2027' } });
    expect(done.status).toBe(204);

    const late = await confirm(attackerLink);
    expect([late.status, late.body.errors]).toEqual([422, { token: ['token.cancelled'] }]);
    expect((await login('atacante@ekitaldi.test', 'Recuperada#2027')).body.errors).toEqual({ email: ['auth.failed'] });
    const me = await call(server.app, '/customer', { token: await signIn(server.app, email, 'Recuperada#2027') });
    expect(me.body.email).toBe(email);
    // Asking for the link again (either address) sends nothing: there is no change any more.
    expect((await call(server.app, '/customer/validate', { body: { resend: 'atacante@ekitaldi.test' } })).status).toBe(204);
    expect((await mailbox(server.app, 'atacante@ekitaldi.test')).filter((m) => m.links.some((l) => l.includes('/validate/')))).toHaveLength(1);
  });

  it('a password change cancels it as well', async () => {
    const { email, token } = await owner();
    const id = (await call(server.app, '/customer', { token })).body.id as number;
    expect((await change(token, 'otro-sitio@ekitaldi.test', PASSWORD)).status).toBe(204);
    const pending = tokenIn(await linkTo('otro-sitio@ekitaldi.test', '/validate/'));
    // A session opened after the request by a door without the password (single sign-on).
    const session = sessionToken(server.db, 'demo', id);
    const changed = await call(server.app, '/customer/change-password', { token: session, body: { currentPassword: PASSWORD, password: 'Cambiada#2027', passwordConfirmation: 'Cambiada#2027' } });
    expect(changed.status).toBe(204);
    expect((await confirm(pending)).body.errors).toEqual({ token: ['token.cancelled'] });
    expect((await call(server.app, '/customer', { token: await signIn(server.app, email, 'Cambiada#2027') })).body.email).toBe(email);
  });
});

describe('once the change is made', () => {
  it('the old address is told, with a link that undoes it; the undo gives the account back and ends every session', async () => {
    const { email, token } = await owner();
    expect((await change(token, 'nueva-de-verdad@ekitaldi.test', PASSWORD)).status).toBe(204);
    expect((await confirm(tokenIn(await linkTo('nueva-de-verdad@ekitaldi.test', '/validate/')))).status).toBe(200);
    const told = (await mailbox(server.app, email))[0]!;
    expect(told.subject).toBe('El correo de tu cuenta ha cambiado · Ekitaldi Demo Summit');
    expect(told.text).toContain('nueva-de-verdad@ekitaldi.test');
    expect(told.links).toEqual([expect.stringMatching(/\/cancelar-cambio-de-email\/[\w-]{40,}$/)]);
    const first = (await mailbox(server.app, email)).find((m) => m.subject.startsWith('Cambio de correo solicitado'))!;

    const session = await signIn(server.app, 'nueva-de-verdad@ekitaldi.test', PASSWORD);
    const undo = await cancel(tokenIn(told.links[0]!));
    expect(undo.body).toEqual({ email, cancelled: false, undone: true });
    expect((await call(server.app, '/customer', { token: session })).status).toBe(403);
    expect((await call(server.app, '/customer', { token: await signIn(server.app, email, PASSWORD) })).body.email).toBe(email);
    // One undo: the link of the first notice is spent with it.
    expect((await cancel(tokenIn(first.links[0]!))).body.errors).toEqual({ token: ['token.used'] });
  });

  it('the undo is refused, and changes nothing, when the old address has another account by now', async () => {
    const { email, token } = await owner();
    expect((await change(token, 'se-fue@ekitaldi.test', PASSWORD)).status).toBe(204);
    expect((await confirm(tokenIn(await linkTo('se-fue@ekitaldi.test', '/validate/')))).status).toBe(200);
    const undo = tokenIn((await mailbox(server.app, email))[0]!.links[0]!);
    const customer = { email, password: PASSWORD, passwordConfirmation: PASSWORD, name: 'Otra', surname: 'Persona', telephone: '600111222', userType: 'attendee' };
    expect((await call(server.app, '/customer/signup', { body: await withCaptcha(server.app, 'demo', { customer, privacyPolicy: true, dataAuthorization: true }) })).status).toBe(201);
    expect((await cancel(undo)).body.errors).toEqual({ email: ['email.taken'] });
    expect((await call(server.app, '/customer', { token: await signIn(server.app, 'se-fue@ekitaldi.test', PASSWORD) })).body.email).toBe('se-fue@ekitaldi.test');
  });
});
