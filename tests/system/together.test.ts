import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const together = fileURLToPath(new URL('./together.mjs', import.meta.url));
let dir = '';

/** Runs together.mjs with `scripts` in a project whose package.json has the scripts below. */
function run(...scripts: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [together, ...scripts], { cwd: dir }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'together-'));
  // Each of `left` and `right` says it has started, then waits for the other to have started too
  // (exit 4 after 20 s if it never does): run one after the other, both would fail.
  const meet = (me: string, other: string) =>
    `node -e "const fs = require('fs'); fs.writeFileSync('${me}.started', ''); const t = Date.now(); const i = setInterval(() => { if (fs.existsSync('${other}.started')) { clearInterval(i); console.log('${me} met ${other}'); } else if (Date.now() - t > 20000) process.exit(4); }, 50)"`;
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'together-test',
      private: true,
      scripts: {
        left: meet('left', 'right'),
        right: meet('right', 'left'),
        broken: `node -e "console.log('broken says why'); process.exit(3)"`,
        fine: `node -e "setTimeout(() => console.log('fine done'), 500)"`,
      },
    }),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('tests/system/together.mjs (npm test runs the lint beside the build, the type check beside the unit tests)', () => {
  it('runs the scripts at the same time and prints each one’s output whole', async () => {
    const { code, out } = await run('left', 'right');
    expect(code).toBe(0);
    expect(out).toMatch(/npm run left: passed/);
    expect(out).toMatch(/npm run right: passed/);
    expect(out).toContain('left met right');
    expect(out).toContain('right met left');
  }, 60_000);

  it('fails when any script fails, after the others have finished, with the failing one’s output', async () => {
    const { code, out } = await run('broken', 'fine');
    expect(code).toBe(3);
    expect(out).toMatch(/npm run broken: FAILED \(exit 3\)/);
    expect(out).toContain('broken says why');
    expect(out).toContain('fine done');
  }, 60_000);
});
