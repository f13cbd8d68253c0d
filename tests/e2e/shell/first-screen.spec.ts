/**
 * A product detail route paints its prerendered first screen before the app's code has arrived
 * (scripts/build/route-preload.ts), and the app takes over from it without a trace.
 */
import { expect, test, type Page } from '@playwright/test';
import { shot } from './helpers';

/** Holds the app's entry chunk back (a phone on a slow network); call the returned function to let it through. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the first screen shows before the app code arrives; the app then replaces it and works', async ({
  page,
}) => {
  // The app's entry is held back until the first screen has been seen.
  const release = await holdAppEntry(page);
  await page.goto('/#/jiningDetails', { waitUntil: 'commit' }); // 'load' would wait for the held chunk

  const firstScreen = page.locator('#first-screen');
  await expect(firstScreen).toBeVisible();
  await expect(firstScreen.getByRole('heading', { level: 1 }).first()).toHaveText('济宁市学生成长保障计划');
  await expect(firstScreen.getByTestId('detail-screen')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await shot(page, 'first-screen-before-app');
  // The boxes of what the first screen shows: the frame's title, the product header and the first sections.
  const boxes = (scope: ReturnType<typeof page.locator>) =>
    scope
      .locator('.app-nav-title, [data-testid=detail-screen] > header, [data-testid=detail-screen] > section')
      .evaluateAll((nodes) =>
        nodes.slice(0, 4).map((node) => {
          // Whole pixels: a text line may land half a pixel apart once the app's fonts are settled.
          const { x, y, width, height } = node.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(' ');
        }),
      );
  const before = await boxes(firstScreen);
  expect(before).toHaveLength(4);

  release();
  await expect(firstScreen).toHaveCount(0);
  await expect(page.locator('#root').getByTestId('detail-screen')).toBeVisible();
  // Same places, same sizes: the app draws the first screen's boxes where they were. (Polled: in
  // the swap's first frame Chromium may still be settling a text line's height by a pixel.)
  await expect.poll(() => boxes(page.locator('#root'))).toEqual(before);
  await shot(page, 'first-screen-after-app');
  await page.getByRole('button', { name: '立即投保' }).click();
  // A public product's form opens to a visitor (drafts before login), with the bar that leads to login.
  await expect(page).toHaveURL(/#\/insure\?/);
  await expect(page.getByTestId('visitor-login-bar')).toBeVisible();
});

test('a tap on the first screen before the app has taken over is replayed, not lost', async ({ page }) => {
  const release = await holdAppEntry(page);
  await page.goto('/#/jiningDetails', { waitUntil: 'commit' });
  await page.locator('#first-screen').getByRole('button', { name: '立即投保' }).click();
  release();
  // The app's buy button does what it does: a visitor gets the public product's form, with the login bar.
  await expect(page).toHaveURL(/#\/insure\?/);
  await expect(page.getByTestId('visitor-login-bar')).toBeVisible();
});

test('a tap on the first screen is not replayed on another product the buyer went to meanwhile', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  await page.goto('/#/jiningDetails', { waitUntil: 'commit' });
  await page.locator('#first-screen').getByRole('button', { name: '立即投保' }).click();
  // Before the app arrives the buyer follows a link to another product (its buy button sits at the
  // same place with the same text): the old tap must not start that product's purchase.
  await page.evaluate(() => (window.location.hash = '#/sunChildDetails'));
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root').getByTestId('detail-screen')).toBeVisible();
  // A replay would run in a task queued when the app took over: let the page's queued tasks run first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(page.url()).toMatch(/#\/sunChildDetails$/);
  await expect(page.getByRole('button', { name: '立即投保' })).toBeVisible();
});

test('a route without a first screen starts the app directly', async ({ page }) => {
  await page.goto('/#/policyList');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});
