/**
 * The sign-in limits (auth.ts signInLimits, limits.ts): wrong passwords per account and address,
 * per account over every address, per address over every account; what a success forgets; the
 * forum's door counting with the portal's.
 */
import { describe, expect, it } from 'vitest';
import { signInLimits } from './auth';
import { LIMITS } from './limits';
import { DEMO_ACCOUNTS } from './seed';
import { call, fileServerPerFile, manualClock } from './testing';

const clock = manualClock();
const served = fileServerPerFile('sign-in-limits', { clock });

const login = (email: string, password: string, tenant: string, ip: string) => call(served.app, '/customer/login', { tenant, body: { user: { email, password } }, ip });

describe('sign-in limits (limits.ts)', () => {
  it('a right password forgets the account’s run of failures', async () => {
    const { email, password } = DEMO_ACCOUNTS.attendee;
    const ip = '10.1.0.1';
    for (let i = 0; i < LIMITS.loginAccountAddress.max - 1; i++) expect((await login(email, 'nope', 'hermes', ip)).status).toBe(422);
    expect((await login(email, password, 'hermes', ip)).status).toBe(200);
    for (let i = 0; i < LIMITS.loginAccountAddress.max - 1; i++) expect((await login(email, 'nope', 'hermes', ip)).status).toBe(422);
    expect((await login(email, password, 'hermes', ip)).status).toBe(200);
  }, 120_000);

  it('an account is locked from every address after its wrong passwords from many (429, even the right one)', async () => {
    const { email, password } = DEMO_ACCOUNTS.organiser;
    const { max } = LIMITS.loginAccount;
    const perAddress = LIMITS.loginAccountAddress.max - 1;
    for (let i = 0; i < max; i++) expect((await login(email, `nope${i}`, 'compact', `10.2.${Math.floor(i / perAddress)}.1`)).status).toBe(422);
    const elsewhere = await login(email, password, 'compact', '10.2.200.1');
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    // The same account on another tenant is another account.
    expect((await login(email, password, 'digitalone', '10.2.200.1')).status).toBe(200);
  }, 180_000);

  it('an address is locked for every account after its wrong passwords over many accounts (429, even a right one)', async () => {
    const ip = '10.3.0.1';
    // The address's earlier wrong passwords (each a bcrypt: written here rather than made one by one), then a few real ones.
    const real = 3;
    const { address } = signInLimits.keys('eirv2023', 'x@ekitaldi.test', ip);
    const hit = served.db.prepare("INSERT INTO rate_hits (name, key, at) VALUES ('loginAddress', ?, ?)");
    for (let i = 0; i < LIMITS.loginAddress.max - real; i++) hit.run(address, clock());
    for (let i = 0; i < real; i++) expect((await login(`nadie${i}@ekitaldi.test`, 'nope', 'eirv2023', ip)).status).toBe(422);
    const refused = await login(DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'eirv2023', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { email: ['rate.limited'] } });
    // Another address, or a success before the lock, is not held back.
    expect((await login(DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'eirv2023', '10.3.0.2')).status).toBe(200);
  }, 120_000);

  it('the forum’s sign-in counts in the same limits as the portal’s: one account, two doors, one count', async () => {
    const { email, password } = DEMO_ACCOUNTS.shared;
    const ip = '10.4.0.1';
    const forum = (pw: string) =>
      served.app.inject({
        method: 'POST',
        url: '/forum/demo/loginexternal.php',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password: pw }).toString(),
      });
    const half = LIMITS.loginAccountAddress.max / 2;
    for (let i = 0; i < half; i++) expect((await forum('nope')).statusCode).toBe(422);
    for (let i = 0; i < half; i++) expect((await login(email, 'nope', 'demo', ip)).status).toBe(422);
    expect((await forum(password)).statusCode).toBe(429);
    expect((await login(email, password, 'demo', ip)).status).toBe(429);
  }, 120_000);
  it('a lock ends with its window: Retry-After says when, and then the right password works', async () => {
    const { email, password } = DEMO_ACCOUNTS.attendee;
    const ip = '10.5.0.1';
    for (let i = 0; i < LIMITS.loginAccountAddress.max; i++) {
      expect((await login(email, 'nope', 'ciud', ip)).status).toBe(422);
      clock.advance(1_000);
    }
    const locked = await login(email, password, 'ciud', ip);
    expect(locked.status).toBe(429);
    const wait = LIMITS.loginAccountAddress.windowMs / 1000 - LIMITS.loginAccountAddress.max;
    expect(locked.headers['retry-after']).toBe(String(wait));
    clock.advance(wait * 1000);
    expect((await login(email, password, 'ciud', ip)).status).toBe(200);
  }, 120_000);
});
