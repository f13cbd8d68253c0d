/**
 * A product arrives as its model, one JSON file the build made of its manifest and families, when
 * its route needs it (src/products/product-files.ts, scripts/build/product-models.ts): the insure
 * page of one product asks for that product's model, once, at its versioned address, and for no
 * other product's and no manifest; it learns the product from
 * the product's card (catalogue/<code>.json, asked once: the boot script's answer is the app's),
 * not from the index of every product, which only a product's own path loads; no stylesheet (the
 * form's are inline in the document: scripts/build/inline-stylesheets.ts); going on to its detail
 * page and back asks for no model more.
 */
import { expect, test } from '@playwright/test';

const PRODUCT_DATA = /\/assets\/products\//;

test('the insure page fetches its own model once, and nothing more on the way back', async ({ page }) => {
  const asked: string[] = [];
  const everything: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    everything.push(request.url());
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    if (PRODUCT_DATA.test(request.url())) asked.push(request.url().replace(/^.*\/assets\/products\//, ''));
  });
  await page.goto('/#/insure?productCode=19PR979745');
  await expect(page.getByTestId('insure-screen').getByRole('textbox').first()).toBeEnabled();
  // Nor any other file twice: a stylesheet preloaded in another fetch mode than the app links it in
  // downloads again, and so does a chunk whose preload the app does not find.
  await page.waitForLoadState('networkidle');
  const twice = everything.filter((url, at) => everything.indexOf(url) !== at && !url.includes('/_gw/'));
  expect(twice, everything.join('\n')).toEqual([]);
  expect(stylesheets).toEqual([]);
  expect(asked).toEqual([expect.stringMatching(/^models\/jining-student-growth\.json\?v=[0-9a-f]{16}$/)]);
  const cards = () => everything.filter((url) => /\/catalogue\/[^/]+\.json$/.test(url));
  const index = () => everything.filter((url) => /\/assets\/product-index-[^/]+\.js$/.test(url));
  expect(cards().map((url) => url.replace(/^.*\/catalogue\//, ''))).toEqual(['19PR979745.json']);
  expect(index()).toEqual([]);

  await page.evaluate(() => (window.location.hash = '#/jiningDetails'));
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  // The detail path is looked up among every product: the index comes now, once.
  expect(index()).toHaveLength(1);
  await page.goBack();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(cards()).toHaveLength(1);
});
