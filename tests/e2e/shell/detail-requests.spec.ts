/**
 * What a product detail page asks the network for, counted: each file and each call once (a render
 * that asks the server again, or an image both inlined and fetched, shows up here), its pictures as
 * the two bundled image files its first screen shows, the product's own model (one file, built from its
 * manifest and family at build time: scripts/build/product-models.ts), the three
 * calls the page makes (rating statistics, sale status, comments), no stylesheet and no icon (the
 * shared stylesheets and the favicon are inline in the document: scripts/build/inline-stylesheets.ts,
 * inline-favicon.ts) and no code of the pages a buyer has not opened (the form, the PDF viewer,
 * recording, posters, staff pages).
 */
import { expect, test } from '@playwright/test';

/** A request as `type path`, without the origin: `image assets/banner-….svg`. */
const described = (type: string, url: string) => `${type} ${url.replace(/^https?:\/\/[^/]+\//, '')}`;

test('a detail page asks for each file and call once: its two images, its model, three calls', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(described(request.resourceType(), request.url())));
  // The page makes its three calls once the main thread is idle (src/app/idle.ts), which on a busy
  // machine can be after the network has been quiet for a while: wait for their answers, not for a lull.
  const answered = Promise.all(
    ['/_bai/comments/product', '/_bai/statistics/product', '/product_status?'].map((call) =>
      page.waitForResponse((response) => response.url().includes(call)),
    ),
  );
  await page.goto('/#/jiningDetails');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root').getByTestId('detail-screen')).toBeVisible();
  await answered;
  // Everything the page asks for on its own has been asked for and answered; a render that asks
  // again would do so once the answers are drawn and the page is idle again.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));

  const repeated = asked.filter((request, at) => asked.indexOf(request) !== at);
  expect(repeated, `asked for twice:\n${asked.join('\n')}`).toEqual([]);

  expect(asked.filter((request) => request.startsWith('stylesheet ') || request.includes('favicon'))).toEqual(
    [],
  );
  expect(asked.filter((request) => request.startsWith('image ')).sort()).toEqual([
    expect.stringMatching(/^image assets\/banner-student-accident-[\w-]+\.svg$/),
    expect.stringMatching(/^image assets\/features-student-accident-[\w-]+\.svg$/),
  ]);
  expect(asked.filter((request) => request.includes('assets/products/')).sort()).toEqual([
    expect.stringMatching(/^\w+ assets\/products\/models\/jining-student-growth\.json\?v=/),
  ]);
  expect(asked.filter((request) => request.includes('/api/')).sort()).toEqual([
    'fetch _gw/comment-svc/api/v1/_bai/comments/product',
    'fetch _gw/comment-svc/api/v1/_bai/statistics/product',
    'fetch _gw/prod-svc/api/v1/product_status?productCode=19PR979745',
  ]);
  const otherPages = asked.filter((request) =>
    /^script .*\/(InsurePage|ConfirmPage|PdfPage|renderPdf|rrweb|record|salesRecording|poster-\w+|StaffOnly)-/.test(
      request,
    ),
  );
  expect(otherPages).toEqual([]);
});
