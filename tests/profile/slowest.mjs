#!/usr/bin/env node
/**
 * The run's profile: the 10 slowest end-to-end spec files and tests, and the 10 slowest
 * unit-test files, from the machine-readable reports every `npm test` leaves in test-results/
 * (Playwright's json reporter: test-results/profile/e2e.json; vitest's json reporter:
 * test-results/profile/unit.json). Usage: `node tests/profile/slowest.mjs [count]`.
 * Spec-file time is the sum of its tests' durations (work, not wall clock: files run beside one
 * another on the workers).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROFILE_DIR = path.join('test-results', 'profile');

/** Every test result of a Playwright json report: file, title, project, duration (ms), status. */
export function playwrightTests(report) {
  const out = [];
  const walk = (suite, file, titles) => {
    const f = suite.file ?? file;
    const t = suite.title && suite.title !== f ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          out.push({ file: spec.file ?? f, title: [...t, spec.title].join(' › '), project: test.projectName, duration: result.duration ?? 0, status: result.status });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, f, t);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file, []);
  return out;
}

/** Per-file totals of a list of { file, duration }, slowest first. */
export function byFile(items) {
  const totals = new Map();
  for (const { file, duration } of items) {
    const e = totals.get(file) ?? { file, duration: 0, tests: 0 };
    e.duration += duration;
    e.tests += 1;
    totals.set(file, e);
  }
  return [...totals.values()].sort((a, b) => b.duration - a.duration);
}

/** Per-file durations of a vitest json report (its assertionResults carry each test's duration). */
export function vitestFiles(report) {
  return (report.testResults ?? [])
    .map((r) => ({
      file: path.relative(process.cwd(), r.name),
      duration: (r.endTime ?? 0) - (r.startTime ?? 0),
      tests: (r.assertionResults ?? []).length,
    }))
    .sort((a, b) => b.duration - a.duration);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(title, rows, label) {
  console.log(`\n${title}`);
  rows.forEach((r, i) => console.log(`${String(i + 1).padStart(3)}. ${seconds(r.duration).padStart(9)}  ${label(r)}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] || 10);
  const e2eFile = path.join(PROFILE_DIR, 'e2e.json');
  const unitFile = path.join(PROFILE_DIR, 'unit.json');
  if (fs.existsSync(e2eFile)) {
    const report = JSON.parse(fs.readFileSync(e2eFile, 'utf8'));
    const tests = playwrightTests(report);
    const wall = report.stats?.duration ?? 0;
    console.log(`end-to-end: ${tests.length} results, ${seconds(wall)} wall clock, ${seconds(tests.reduce((s, t) => s + t.duration, 0))} of test time, ${report.config?.workers ?? '?'} workers`);
    table(`${count} slowest spec files (sum of their tests)`, byFile(tests).slice(0, count), (r) => `${r.file} (${r.tests} tests)`);
    table(`${count} slowest tests`, [...tests].sort((a, b) => b.duration - a.duration).slice(0, count), (r) => `${r.file} › ${r.title}${r.status === 'passed' ? '' : ` [${r.status}]`}`);
  } else console.log(`no ${e2eFile}`);
  if (fs.existsSync(unitFile)) {
    const report = JSON.parse(fs.readFileSync(unitFile, 'utf8'));
    const files = vitestFiles(report);
    console.log(`\nunit: ${report.numTotalTests} tests in ${files.length} files, ${seconds(files.reduce((s, f) => s + f.duration, 0))} of file time`);
    table(`${count} slowest unit-test files`, files.slice(0, count), (r) => `${r.file} (${r.tests} tests)`);
  } else console.log(`no ${unitFile}`);
}
