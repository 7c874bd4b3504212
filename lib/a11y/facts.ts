/**
 * What the accessibility statement says about the project's own checks. The numbers are not
 * written by hand: the end-to-end run's reporter (tests/a11y/facts-reporter.ts) counts the axe
 * checks it ran, and `npm run a11y:facts` copies that count into facts.json, which is committed
 * with the code it describes.
 */
import facts from './facts.json';

export interface AxeRunFacts {
  /** When the counted end-to-end run finished (ISO 8601). */
  runAt: string;
  /** axe-core's version in that run. */
  axeVersion: string;
  /** The axe rule tags every check runs (WCAG 2.0-2.2 A and AA). */
  tags: string[];
  /** Axe checks in the run: tests whose title names axe, each a page or state at one width. */
  checks: number;
  passed: number;
  failed: number;
  /** The viewport widths (px) the checks ran at. */
  widths: number[];
}

/** The conformance target the project tests against. */
export const WCAG_TARGET = { version: '2.2', level: 'AA' } as const;

/**
 * Known exceptions: parts the portal cannot make conform itself, said plainly. Keys into the
 * `Accessibility.exceptions` messages.
 */
export const KNOWN_EXCEPTIONS = ['pdf', 'embeds', 'cms', 'thirdParty'] as const;

/** True when every counted check passed. */
export function allPassed(run: AxeRunFacts): boolean {
  return run.checks > 0 && run.failed === 0 && run.passed === run.checks;
}

/** The published run, or null before the first one is published. */
export const axeRun: AxeRunFacts | null = facts as AxeRunFacts | null;
