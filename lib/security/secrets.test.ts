import { describe, expect, it } from 'vitest';
import { apiSecretNames, isDemo, PORTAL_SECRETS, secretProblem, secretProblems } from './secrets';

describe('the secrets rule', () => {
  it('refuses an empty, short or repository value, naming the variable', () => {
    expect(secretProblem('METRICS_TOKEN', undefined)).toMatch(/^METRICS_TOKEN is empty: set METRICS_TOKEN to a random value/);
    expect(secretProblem('METRICS_TOKEN', '   ')).toMatch(/^METRICS_TOKEN is empty/);
    expect(secretProblem('PUSHER_SECRET', 'short-secret')).toBe(
      'PUSHER_SECRET is 12 characters long, fewer than 16: set PUSHER_SECRET to a random value of your own (e.g. `openssl rand -base64 32`)',
    );
    // The defaults this repository used to fall back on, whatever their length.
    for (const [name, value] of [
      ['DEMO_API_SECRET', 'ekitaldi-demo-api-secret'],
      ['PUSHER_SECRET', 'ekitaldi-demo-secret'],
      ['DEMO_PAYMENT_WEBHOOK_SECRET', 'whsec_ekitaldi_demo'],
      ['REVALIDATE_SECRET', 'e2e-revalidate-secret'],
      ['METRICS_TOKEN', 'e2e-metrics-token-5d1c0b7e'],
    ] as const) {
      expect(secretProblem(name, value)).toMatch(new RegExp(`^${name} is a value written in this repository`));
    }
    expect(secretProblem('REVALIDATE_SECRET', 'x'.repeat(16))).toBeNull();
  });

  it('lists every problem at once', () => {
    expect(secretProblems({ REVALIDATE_SECRET: 'ok-0123456789abcdef' }, PORTAL_SECRETS)).toEqual([expect.stringMatching(/^METRICS_TOKEN is empty/)]);
    expect(secretProblems({}, PORTAL_SECRETS)).toHaveLength(2);
  });

  it('asks the API for the purge secret only when it purges', () => {
    expect(apiSecretNames({})).toEqual(['DEMO_API_SECRET', 'PUSHER_SECRET', 'DEMO_PAYMENT_WEBHOOK_SECRET']);
    expect(apiSecretNames({ PORTAL_REVALIDATE_URL: 'http://portal/api/revalidate' })).toContain('REVALIDATE_SECRET');
  });

  it('is the demo only when EKITALDI_DEMO is exactly 1', () => {
    expect(isDemo({ EKITALDI_DEMO: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'true', 'yes']) expect(isDemo({ EKITALDI_DEMO: value })).toBe(false);
  });
});
