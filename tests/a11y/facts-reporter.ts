import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { TAGS } from '../e2e/auth-helpers';
// @ts-expect-error plain ESM shared with the publishing script
import { countAxeChecks } from './facts.mjs';

/** Where a run leaves its count; `npm run a11y:facts` publishes it into lib/a11y/facts.json. */
export const FACTS_OUT = path.join('test-results', 'a11y-facts.json');

/**
 * Counts the run's axe checks for the accessibility statement. A retried test counts once, with
 * its last attempt's outcome.
 */
export default class A11yFactsReporter implements Reporter {
  private readonly last = new Map<string, { titlePath: string[]; status: string }>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.last.set(test.id, { titlePath: test.titlePath(), status: result.status });
  }

  onEnd(result: FullResult) {
    if (result.status === 'interrupted') return;
    const axeVersion = (JSON.parse(fs.readFileSync(path.join('node_modules', 'axe-core', 'package.json'), 'utf8')) as { version: string }).version;
    const facts = countAxeChecks([...this.last.values()], { runAt: new Date().toISOString(), axeVersion, tags: TAGS });
    fs.mkdirSync(path.dirname(FACTS_OUT), { recursive: true });
    fs.writeFileSync(FACTS_OUT, `${JSON.stringify(facts, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
