#!/usr/bin/env node
/**
 * `npm run a11y:facts`: publishes the axe count of the last end-to-end run
 * (test-results/a11y-facts.json, written by tests/a11y/facts-reporter.ts) into
 * lib/a11y/facts.json, which the accessibility statement renders. Run it after a whole
 * `npm run test:e2e`; a partial run (a single spec) is refused so that the statement never
 * shrinks to one file's checks by accident.
 */
import fs from 'node:fs';

const SOURCE = 'test-results/a11y-facts.json';
const TARGET = 'lib/a11y/facts.json';

if (!fs.existsSync(SOURCE)) {
  console.error(`${SOURCE} is missing: run the end-to-end tests first (npm run test:e2e).`);
  process.exit(1);
}
const run = JSON.parse(fs.readFileSync(SOURCE, 'utf8'));
const published = JSON.parse(fs.readFileSync(TARGET, 'utf8'));
if (published && run.checks < published.checks / 2 && !process.argv.includes('--force')) {
  console.error(`The last run counted ${run.checks} axe checks against ${published.checks} published: a partial run? (--force publishes it anyway)`);
  process.exit(1);
}
fs.writeFileSync(TARGET, `${JSON.stringify(run, null, 2)}\n`);
console.log(`${TARGET}: ${run.checks} axe checks (${run.passed} passed, ${run.failed} failed) at ${run.widths.join(', ')} px, axe-core ${run.axeVersion}.`);
