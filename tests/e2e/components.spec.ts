import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test('collapsible blocks animate their height for a time derived from it, and take 1 ms under reduced motion', async ({ page }) => {
  const openAndMeasure = async () => {
    await page.goto('/guides/schedules');
    await hydrated(page);
    const details = page.locator('.markdown details.details').first();
    await expect(details).not.toHaveAttribute('open', '');
    // The delegated click handler starts the animation at once: read the running animation right after the click.
    const measured = await details.evaluate((d) => {
      d.querySelector('summary')!.click();
      const body = d.querySelector<HTMLElement>(':scope > .details-body')!;
      const animations = body.getAnimations();
      const effect = animations[0]?.effect as KeyframeEffect | undefined;
      return {
        count: animations.length,
        duration: effect?.getTiming().duration,
        heights: effect?.getKeyframes().map((k) => k.height),
        height: body.scrollHeight,
      };
    });
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('.details-body')).toBeVisible();
    return measured;
  };
  const opened = await openAndMeasure();
  expect(opened.count).toBe(1);
  expect(opened.heights).toEqual(['0px', `${opened.height}px`]);
  // Docusaurus' auto-height duration: it grows with the content height.
  const c = opened.height / 36;
  expect(opened.duration).toBe(Math.round((4 + 15 * c ** 0.25 + c / 5) * 10));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await openAndMeasure();
  expect(reduced.count).toBe(1);
  expect(reduced.duration).toBe(1);
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
