import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { E2E } from './env';

/** WCAG 2.2 A and AA rules (axe-core tags), on the frame and error pages of this issue. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// `status`: what the wire says for the page checked (an error page with an <h1> must not pass
// for the page itself).
const PAGES = [
  { name: 'home (es)', url: E2E.host('localhost') + '/', status: 200 },
  { name: 'home (eus)', url: E2E.host('localhost') + '/eus', status: 200 },
  { name: 'content page', url: E2E.host('localhost') + '/politica-de-privacidad', status: 200 },
  { name: 'tenant 404', url: E2E.host('localhost') + '/blog/abc', status: 404 },
  { name: 'compact home', url: E2E.host('compact.localhost') + '/', status: 200 },
  { name: 'global 404', url: E2E.host('nadie.localhost') + '/', status: 404 },
  { name: 'global 503', url: E2E.host('mantenimiento.localhost') + '/', status: 503 },
];

for (const width of [360, 1280]) {
  for (const target of PAGES) {
    test(`no axe violations: ${target.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(target.url);
      expect(response?.status(), target.url).toBe(target.status);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
