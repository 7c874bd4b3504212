/**
 * The counting behind the accessibility statement, shared by the Playwright reporter and the
 * script that publishes its result (`npm run a11y:facts`). Plain ESM so both can load it.
 */

/** A test is an axe check when its title path names axe as a word ("axes" is not it). */
export function isAxeCheck(titlePath) {
  return titlePath.some((title) => /\baxe\b/i.test(title));
}

/** The widths a title names, as in "at 360px" or "at 1280 px". */
export function widthsIn(titlePath) {
  const widths = [];
  for (const title of titlePath) {
    for (const match of title.matchAll(/\b(\d{3,4}) ?px\b/g)) widths.push(Number(match[1]));
  }
  return widths;
}

/**
 * Folds final test outcomes into the facts. `outcomes` are `{ titlePath, status }` with the
 * status of a test's last attempt ('passed', 'failed', 'timedOut', 'skipped', 'interrupted').
 * Skipped checks count for nothing.
 */
export function countAxeChecks(outcomes, { runAt, axeVersion, tags }) {
  let passed = 0;
  let failed = 0;
  const widths = new Set();
  for (const { titlePath, status } of outcomes) {
    if (!isAxeCheck(titlePath) || status === 'skipped') continue;
    if (status === 'passed') passed += 1;
    else failed += 1;
    for (const w of widthsIn(titlePath)) widths.add(w);
  }
  return { runAt, axeVersion, tags, checks: passed + failed, passed, failed, widths: [...widths].sort((a, b) => a - b) };
}
