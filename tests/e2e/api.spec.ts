import fs from 'node:fs';
import { expect, test } from '@playwright/test';

interface Symbol {
  qualname: string;
  members?: Symbol[];
}
const manifest = JSON.parse(fs.readFileSync('content/api/symbols.json', 'utf8')) as {
  pages: { route: string; index?: boolean; sections: { symbols: Symbol[] }[] }[];
};

test('every symbol has exactly one element with its id, on its own page', async ({ request }) => {
  const pages = manifest.pages.filter((p) => !p.index);
  // One request per reference page (long ones: up to 0.3 s on 2 busy cores): the budget grows with the list.
  test.setTimeout(10_000 + pages.length * 400);
  let count = 0;
  for (const page of pages) {
    const html = await (await request.get(page.route)).text();
    for (const symbol of page.sections.flatMap((s) => s.symbols.flatMap((x) => [x, ...(x.members ?? [])]))) {
      const occurrences = html.split(`id="${symbol.qualname}"`).length - 1;
      expect(occurrences, `${page.route}#${symbol.qualname}`).toBe(1);
      count++;
    }
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `${page.route}: repeated ids`,
    ).toEqual([]);
  }
  expect(count).toBeGreaterThan(600);
});

test('a symbol link from a content page lands on its definition block', async ({ page }) => {
  await page.goto('/');
  await page.locator('.markdown a.pyobject', { hasText: 'Definitions' }).first().click();
  await expect(page).toHaveURL(/\/api\/definitions#dagster\.Definitions$/);
  const block = page.locator('[id="dagster.Definitions"]');
  await expect(block).toBeInViewport();
  await expect(block.locator('.badge--kind').first()).toHaveText('class');
  await expect(block.locator('.api-signature').first()).toContainText('Definitions(');
  await expect(block.locator('.api-body').first()).not.toBeEmpty();
});

test('a parameter anchor exists, is scrolled to and shows the parameter with its type and meaning', async ({ page }) => {
  // /api/assets is split by section: the overview sends a parameter anchor on to the section page that has it.
  await page.goto('/api/assets#dagster.asset.partitions_def');
  await expect(page).toHaveURL(/\/api\/assets\/asset-definitions#dagster\.asset\.partitions_def$/);
  const item = page.locator('[id="dagster.asset.partitions_def"]');
  await expect(item).toBeInViewport();
  await expect(item.locator('a').first()).toHaveText('partitions_def');
  await expect(item.locator('code').first()).toContainText('PartitionsDefinition');
  await expect(item).toContainText('–');
  await expect(page.locator('[id="dagster.asset"] .api-signature').first()).toContainText('partitions_def=None');
});

test('a guide code block links Dagster names to their API anchors, and the link lands there', async ({ page }) => {
  await page.goto('/guides/asset-dependencies');
  const link = page.locator('pre.shiki a.code-ref[href="/api/assets/asset-definitions#dagster.asset"]').first();
  await expect(link).toHaveText('asset');
  // In its token's colour, and told from the code around it by a dotted underline, not by colour alone (WCAG 1.4.1).
  expect(await link.evaluate((a) => [getComputedStyle(a).textDecorationLine, getComputedStyle(a).textDecorationStyle])).toEqual([
    'underline',
    'dotted',
  ]);
  await link.click();
  await expect(page).toHaveURL(/\/api\/assets\/asset-definitions#dagster\.asset$/);
  await expect(page.locator('[id="dagster.asset"]')).toBeInViewport();
});

test('a code link shows its card on hover, focus and long press, from data fetched at the first input', async ({ page, browser }) => {
  const fetched: string[] = [];
  page.on('request', (r) => r.url().includes('/api-cards/') && fetched.push(new URL(r.url()).pathname));
  await page.goto('/guides/asset-dependencies');
  const link = page.locator('pre.shiki a.code-ref[href="/api/assets/asset-definitions#dagster.asset"]').first();
  await expect(link).toBeVisible();
  expect(fetched, 'no card data before an input').toEqual([]);
  const card = page.getByRole('tooltip');
  await link.hover();
  await expect(card).toBeVisible();
  await expect(card.locator('pre')).toContainText('@asset(');
  await expect(card.locator('p')).not.toBeEmpty();
  await expect(link).toHaveAttribute('aria-describedby', 'code-card');
  expect(fetched).toEqual(['/api-cards/assets/asset-definitions.json']);
  // The pointer may move onto the card without closing it; leaving both closes it.
  await card.hover();
  await expect(card).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(card).toBeHidden();
  // Keyboard: focus shows it, Escape closes it and leaves focus on the link.
  await link.focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(link).toBeFocused();

  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  const touch = await phone.newPage();
  await touch.goto('/guides/asset-dependencies');
  const target = touch.locator('pre.shiki a.code-ref[href="/api/assets/asset-definitions#dagster.asset"]').first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  // A long press through the browser's own touch input: the card shows, and lifting the finger follows no link.
  const cdp = await phone.newCDPSession(touch);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(touch.getByRole('tooltip')).toBeVisible({ timeout: 3000 });
  await expect(touch.getByRole('tooltip').locator('pre')).toContainText('@asset(');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.waitForTimeout(300);
  expect(touch.url()).toMatch(/\/guides\/asset-dependencies$/);
  await phone.close();
});

test('a split module: the overview lists every symbol with its anchor, linked to its section page, which the sidebar lists', async ({
  page,
}) => {
  await page.goto('/api/assets#dagster.AssetSpec');
  const entry = page.locator('.api-overview [id="dagster.AssetSpec"]');
  await expect(entry).toBeInViewport();
  await expect(entry.locator('a').first()).toHaveAttribute('href', '/api/assets/asset-definitions#dagster.AssetSpec');
  const category = page.locator('.sidebar .menu-category', { has: page.locator('a[href="/api/assets"]') });
  await expect(category.locator('a[href="/api/assets/asset-definitions"]')).toHaveText('Asset definitions');
  await entry.locator('a').first().click();
  await expect(page).toHaveURL(/\/api\/assets\/asset-definitions#dagster\.AssetSpec$/);
  await expect(page.locator('h1')).toHaveText('Asset definitions');
  await expect(page.locator('.api-symbol[id="dagster.AssetSpec"] .api-signature').first()).toContainText('AssetSpec(');
});

test('a link to a section page whose symbol moved to another section lands on the symbol', async ({ page }) => {
  // The sensors section was split: run status sensors have their own page now.
  await page.goto('/api/schedules-sensors/sensors#dagster.run_status_sensor');
  await expect(page).toHaveURL(/\/api\/schedules-sensors\/run-status-sensors#dagster\.run_status_sensor$/);
  await expect(page.locator('[id="dagster.run_status_sensor"]')).toBeInViewport();
  // And a parameter anchor of a moved symbol.
  await page.goto('/api/schedules-sensors/sensors#dagster.run_status_sensor.monitored_jobs');
  await expect(page).toHaveURL(/\/api\/schedules-sensors\/run-status-sensors#dagster\.run_status_sensor\.monitored_jobs$/);
  await expect(page.locator('[id="dagster.run_status_sensor.monitored_jobs"]')).toBeInViewport();
});

test('each entry links to its source: the file at its commit, at its line when the record has one', async ({ page }) => {
  await page.goto('/api/assets/asset-definitions');
  const source = page.locator('[id="dagster.asset"] > .api-body > .api-source a');
  await expect(source).toHaveText('Source');
  await expect(source).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/python_modules\/\S+\.py(#L\d+)?$/,
  );
});

test('the API landing page lists core pages and libraries and filters them', async ({ page }) => {
  await page.goto('/api');
  const cards = page.locator('#api-cards a.card');
  await expect(cards).toHaveCount(78);
  await page.getByRole('searchbox', { name: 'Filter API pages' }).fill('dbt');
  await expect(page.locator('#api-cards a.card:visible')).toHaveCount(1);
  await page.locator('#api-cards a.card:visible').click();
  await expect(page).toHaveURL(/\/api\/libraries\/dagster-dbt$/);
});

test('the integrations landing lists every integration, filters, and opens a page', async ({ page }) => {
  await page.goto('/integrations');
  const cards = page.locator('#integration-cards a.card');
  expect(new Set(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size).toBe(51);
  await page.getByRole('searchbox', { name: 'Filter integrations' }).fill('snowflake');
  await expect(page.locator('#integration-cards a.card:visible')).toHaveCount(1);
  await expect(page.locator('#integration-cards section:visible h2')).toHaveText(['Storage']);
  await page.locator('#integration-cards a.card:visible').click();
  await expect(page).toHaveURL(/\/integrations\/snowflake$/);
  await expect(page.locator('h1')).toHaveText('Dagster & Snowflake');
});
