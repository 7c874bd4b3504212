import { describe, expect, it } from 'vitest';
import { allPassed, axeRun, type AxeRunFacts } from './facts';

const run: AxeRunFacts = { runAt: '2026-11-23T08:00:00.000Z', axeVersion: '4.14.1', tags: ['wcag2a'], checks: 2, passed: 2, failed: 0, widths: [360, 1280] };

describe('accessibility facts', () => {
  it('all passed only when every counted check passed', () => {
    expect(allPassed(run)).toBe(true);
    expect(allPassed({ ...run, passed: 1, failed: 1 })).toBe(false);
    expect(allPassed({ ...run, checks: 0, passed: 0 })).toBe(false);
  });

  it('the published facts are a whole run or nothing', () => {
    if (axeRun === null) return;
    expect(axeRun.checks).toBe(axeRun.passed + axeRun.failed);
    expect(axeRun.widths.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(axeRun.runAt))).toBe(false);
  });
});
