import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM shared with the reporter
import { countAxeChecks, isAxeCheck, widthsIn } from './facts.mjs';

const meta = { runAt: '2026-11-23T08:00:00.000Z', axeVersion: '4.14.1', tags: ['wcag2a'] };

describe('axe check counting', () => {
  it('names axe checks by the word, not by "axes"', () => {
    expect(isAxeCheck(['', 'a11y.spec.ts', 'no axe violations: home at 360px'])).toBe(true);
    expect(isAxeCheck(['', 'layout.spec.ts', 'axe on header and footer', 'localhost at 1280px'])).toBe(true);
    expect(isAxeCheck(['', 'people.spec.ts', 'eirv2023 has its three axes (docs/product.md#limits)'])).toBe(false);
  });

  it('reads the widths a title names', () => {
    expect(widthsIn(['axe: chat open at 360 px', 'and 1280px'])).toEqual([360, 1280]);
    expect(widthsIn(['no width'])).toEqual([]);
  });

  it('counts passed and failed checks, skips skipped ones and ignores other tests', () => {
    const facts = countAxeChecks(
      [
        { titlePath: ['no axe violations: home at 360px'], status: 'passed' },
        { titlePath: ['no axe violations: home at 1280px'], status: 'failed' },
        { titlePath: ['no axe violations: agenda at 1280px'], status: 'timedOut' },
        { titlePath: ['no axe violations: blog at 768px'], status: 'skipped' },
        { titlePath: ['login keeps what was typed'], status: 'failed' },
      ],
      meta,
    );
    expect(facts).toEqual({ ...meta, checks: 3, passed: 1, failed: 2, widths: [360, 1280] });
  });
});
