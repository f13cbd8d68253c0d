/**
 * Spec §2: a new page starts at the top, and back returns to where the reader was. A page coming
 * back is drawn short at first (sections, images and data arrive after), so the saved position is
 * applied once the page has grown tall enough to reach it (restoreScroll in src/app/scroll.ts).
 * Before, it was applied at once and the browser cut it short: back to the detail page came to 69
 * instead of 700; a reload of the home page to 0 instead of 900 (its position was also overwritten
 * before the page was drawn). Back to the home, kept mounted and drawn, already worked: a tap on a
 * link half out of view scrolls it into view first, which moves the saved position.
 */
import { expect, test, type Page } from '@playwright/test';
import { hashPath } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to `y` once the page is tall enough for it; answers `y`. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThanOrEqual(y);
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  return y;
}

/** Back to `path`, then the window at `saved`. */
async function expectBackAt(page: Page, path: string, saved: number) {
  await page.goBack();
  await expect.poll(() => hashPath(page)).toBe(path);
  await expectAt(page, saved);
}

/** The window at `saved` (within a few px), and still there once every image is in. */
async function expectAt(page: Page, saved: number) {
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(saved - 3);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
  const settled = await scrollY(page);
  expect(Math.abs(settled - saved)).toBeLessThanOrEqual(3);
}

test.describe('scroll restored on back (spec §2)', () => {
  test('a product detail page: scrolled down, 立即投保, back → where the reader was', async ({ page }) => {
    const path = '/xinghuaDetails?productCode=21PR307712';
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    const saved = await scrollTo(page, 700);
    await page.getByRole('button', { name: '立即投保' }).click();
    await expect.poll(() => hashPath(page)).not.toBe(path);
    await expect(page.getByTestId('detail-screen')).toHaveCount(0);
    expect(await scrollY(page)).toBe(0);
    await expectBackAt(page, path, saved);
    await expect(page.getByTestId('detail-screen')).toBeVisible();
  });

  test('the home page: scrolled down, a product tapped, back, a reload → where the reader was', async ({
    page,
  }) => {
    await page.goto('/#/');
    await expect(page.getByTestId('home-product').first()).toBeVisible();
    const saved = await scrollTo(page, 900);
    // A product in view at that position, tapped where it is (no scrolling it into view first).
    const products = page.getByTestId('home-product');
    const inView = await products.evaluateAll((links) =>
      links.findIndex((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 60 && box.bottom < window.innerHeight - 60;
      }),
    );
    expect(inView).toBeGreaterThanOrEqual(0);
    await products.nth(inView).click();
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await expectBackAt(page, '/', saved);
    await expect(page.getByTestId('home')).toBeVisible();
    // A reload draws the home again from nothing, its products a request later.
    await page.reload();
    await expect(page.getByTestId('home-product').first()).toBeVisible();
    await expectAt(page, saved);
  });
});
