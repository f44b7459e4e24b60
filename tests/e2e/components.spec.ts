import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test('collapsible blocks animate their height, and take 1 ms under reduced motion', async ({ page }) => {
  const durationOnOpen = async () => {
    await page.goto('/guides/schedules');
    await hydrated(page);
    const details = page.locator('.markdown details.details').first();
    await expect(details).not.toHaveAttribute('open', '');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('.details-body')).toBeVisible();
    return Number(await details.locator('.details-body').getAttribute('data-animation-ms'));
  };
  expect(await durationOnOpen()).toBeGreaterThan(100);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durationOnOpen()).toBe(1);
});

test('code blocks show their title and copy their code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await hydrated(page);
  const block = page.locator('.code-block--titled').first();
  await expect(block.locator('.code-block-title')).toHaveText('hello.py');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('defs = dg.Definitions(assets=[greeting, loud_greeting])');
  expect(copied).not.toContain('Copy');
});

test('tabs switch panels', async ({ page }) => {
  await page.goto('/getting-started/installation');
  await hydrated(page);
  const tabs = page.locator('.tabs-container').first();
  const buttons = tabs.getByRole('tab');
  await expect(buttons.first()).toHaveAttribute('aria-selected', 'true');
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]').nth(1)).toBeVisible();
  await expect(tabs.locator('[role="tabpanel"]').first()).toBeHidden();
});

test('Ctrl+Enter on a search hit opens it in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('Thinking in assets');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Thinking in assets');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/concepts/assets/thinking-in-assets');
  await expect(page).toHaveURL(/\/$/);
});
