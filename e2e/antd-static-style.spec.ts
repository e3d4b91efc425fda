import { expect, test } from './fixtures';

/**
 * The build renders antd's component styles into one stylesheet (scripts/vite/antdStaticStyle.ts)
 * and the built app tells antd to write none. If the build's theme and the app's ever differed, the
 * class names would not match and the page's components would be unstyled: the button's cursor,
 * which only the stylesheet gives it, catches that.
 */
test.describe("antd's component styles come from the build's stylesheet", () => {
  test.use({ role: 'admin' });

  for (const address of ['/sqllab/', '/superset/dashboard/sales-overview/']) {
    test(`${address} builds no component style in the page`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(1);
      await expect(page.locator('.ant-btn').first()).toBeVisible();
      await expect(page.locator('.ant-btn').first()).toHaveCSS('cursor', 'pointer');
      // What antd still writes at runtime: the CSS variables of the theme and of each component,
      // all under the app's variable scope, never a component's own rules.
      const runtimeStyles = await page
        .locator('style[data-css-hash]')
        .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
      expect(runtimeStyles.length).toBeGreaterThan(0);
      const componentRules = runtimeStyles.filter((text) => !text.startsWith('.tessera'));
      expect(componentRules.map((text) => text.slice(0, 80))).toEqual([]);
    });
  }
});
