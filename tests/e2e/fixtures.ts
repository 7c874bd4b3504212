import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test` for every end-to-end spec (import `test` and `expect` from here, not from
 * '@playwright/test': eslint says so). It closes browser contexts safely:
 *
 * Chromium can wait forever to dispose of a context (`Target.disposeBrowserContext`) whose page
 * is in the middle of a navigation, and Playwright then reports 'Tearing down "context" exceeded
 * the test timeout' on a test whose steps all passed. The sign-in form shows the header greeting
 * before it signs in to the forum and moves on with a full page load (components/auth/LoginForm.tsx),
 * so a test that ends on "Hola, …" often closes its context while that load is under way; on a
 * loaded 2-core machine the load lands in the close often enough to fail a CI run (measured with
 * DEBUG=pw:protocol: the dispose sent 18 ms after the new document's response was answered only
 * when the browser itself was closed, a minute later).
 *
 * So before any context closes (the `context` fixture's and the ones a test makes with
 * `browser.newContext()`), each of its pages is sent to about:blank, which ends whatever
 * navigation was pending. A failed test's pages are left as they are, for its screenshot, trace
 * and error context.
 */

/** Leaves every page of `context` on about:blank: nothing is navigating when it closes. */
export async function settlePages(context: BrowserContext): Promise<void> {
  await Promise.all(
    context.pages().map((page) => (page.isClosed() ? undefined : page.goto('about:blank', { timeout: 10_000 }).then(() => undefined, () => undefined))),
  );
}

function testFailed(): boolean {
  try {
    const info = base.info();
    return info.status !== undefined && info.status !== info.expectedStatus;
  } catch {
    return false; // outside a test (worker teardown): nothing to keep
  }
}

const settled = new WeakSet<BrowserContext>();

/** `context.close()` settles the context's pages first (unless the test failed). */
function settleOnClose(context: BrowserContext): BrowserContext {
  if (settled.has(context)) return context;
  settled.add(context);
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (!testFailed()) await settlePages(context);
    return close(options);
  };
  return context;
}

/**
 * axe scans of a page without iframes run in one go (axe.run in the page: AxeBuilder's "legacy
 * mode"), not as axe.runPartial in the page and axe.finishRun in a blank page opened for it,
 * which parses axe-core a second time in a new page: on the loaded 2-core machine a scan of the
 * home took 4.9–9.6 s that way and 1.7–4.1 s in one go (same page, same tags, measured in turns),
 * and the suite runs about 300 scans. For a single frame both ways run the same rules on the same
 * document and report the same violations; a page with iframes (the stream's player) keeps the
 * partial runs, which reach into cross-origin frames.
 */
const analyze = AxeBuilder.prototype.analyze;
AxeBuilder.prototype.analyze = function (this: AxeBuilder) {
  const page = (this as unknown as { page: Page }).page;
  if (page.frames().length === 1) this.setLegacyMode(true);
  return analyze.call(this);
};

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      // Every context of the worker, the `context` fixture's included, comes from here.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => settleOnClose(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
export type * from '@playwright/test';
