import { expect, test } from '@playwright/test';
import { PARENT2, hashPath, passwordLogin, shot } from './helpers';

test.describe('product routes from the catalogue (spec §2)', () => {
  test('a public detail page; buy → the form, open to a visitor → login (fullPath and productCode carried) → the insure page with a premium', async ({
    page,
    request,
  }) => {
    await page.goto('/#/fuxingUnionDetails');
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('复星联合学生百万医疗保险');
    await page.getByRole('button', { name: '立即投保' }).click();
    // A public product's form opens before login (issue 14: drafts before login); its bar leads to login.
    await expect(page.getByTestId('insure-screen')).toBeVisible();
    await page.getByTestId('visitor-login-bar').getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/passport\/login\?/);
    const rawHash = await page.evaluate(() => window.location.hash);
    const query = new URLSearchParams(rawHash.slice(rawHash.indexOf('?') + 1));
    expect(query.get('fullPath')).toBe('/insure?productCode=19PR352395');
    expect(query.get('productCode')).toBe('19PR352395');
    await page.getByRole('link', { name: '密码登录' }).click();
    await passwordLogin(page, request);
    await expect.poll(() => hashPath(page)).toBe('/insure?productCode=19PR352395');
    await expect(page.getByTestId('insure-screen')).toBeVisible();
    await expect(page.getByTestId('premium')).toContainText(/\d/);
    await shot(page, 'insure-after-login');

    // The protocol viewer and a notification page are mounted for the same product.
    await page.goto('/#/checkProtocol?productCode=19PR352395');
    await expect(page.getByTestId('protocol-screen')).toBeVisible();
    await shot(page, 'protocol-viewer');
    await page.goto('/#/insuranceNotificationAgreement?productCode=19PR352395');
    await expect(page.getByTestId('notify-screen')).toBeVisible();
  });

  test('a to-be-paid order: /paySuccess reads its payment state and pays through the cashier', async ({
    page,
    request,
  }) => {
    await page.goto('/#/passport/PasswordLogin?fullPath=%2FpolicyList%3Fstatus%3D01');
    await passwordLogin(page, request, PARENT2);
    const card = page.getByTestId('policy-card').first();
    const href = (await card.getAttribute('href')) ?? '';
    const orderCode = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('orderCode') ?? '';
    await page.goto(`/#/paySuccess?orderCode=${orderCode}`);
    await expect(page.getByTestId('payment-result')).toBeVisible();
    await expect(page.getByTestId('order-code')).toHaveText(orderCode);
    await shot(page, 'pay-result-unpaid');
    // Paying opens the gateway's cashier on this site (a fresh X-RESUB-TOKEN goes with the pay call).
    const payCall = page.waitForRequest((r) =>
      r.url().includes('/_gw/ins-order/orderPay/payOrder/edu/weixin'),
    );
    await page.getByRole('button', { name: /支付/ }).click();
    expect((await payCall).headers()['x-resub-token']).toBeTruthy();
    await expect(page).not.toHaveURL(/#\/paySuccess/);
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
    await shot(page, 'cashier');
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/#\/paySuccess\?orderCode=/);
    await expect(page.getByTestId('order-code')).toHaveText(orderCode);
    await expect(page.getByTestId('payment-result')).not.toContainText('待支付');
    await shot(page, 'pay-result-paid');
  });

  test('an unknown path is not found; a title-only product shows its title; a login-required product asks to log in', async ({
    page,
  }) => {
    await page.goto('/#/noSuchDetails');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/#/jiningYangGuangDetails');
    await expect(page.getByTestId('detail-title-only')).toBeVisible();
    // A manifest flag: the vaccine detail page requires login.
    await page.goto('/#/VaccineDetails?productCode=21PR560633');
    await expect(page).toHaveURL(
      /#\/passport\/login\?fullPath=%2FVaccineDetails%3FproductCode%3D21PR560633&productCode=21PR560633/,
    );
  });

  test("an insure page for a code the catalogue does not have asks a visitor to log in, then says there is no such product; the page's own product loads from its card", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const cards: number[] = [];
    page.on('response', (response) => {
      if (/\/catalogue\/[^/]+\.json$/.test(response.url())) cards.push(response.status());
    });
    // Not a public product (there is none by that code): the form needs login, as before it.
    await page.goto('/#/insure?productCode=99PR000000');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2Finsure%3FproductCode%3D99PR000000/);
    await page.getByRole('link', { name: '密码登录' }).click();
    await passwordLogin(page, request, PARENT2);
    await expect(page.getByText('未找到该产品')).toBeVisible();
    // The gateway's "no card" is 204, not a 404 in the console.
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards)).toEqual(new Set([204]));
    // A code that could not name a file is not asked for at all.
    cards.length = 0;
    await page.goto('/#/insure?productCode=..%2Findex');
    await expect(page.getByText('未找到该产品')).toBeVisible();
    expect(cards).toEqual([]);
    expect(errors).toEqual([]);
    // Not a dead end: 返回首页 leads out.
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test("a visitor's insure link whose product card does not arrive says the page failed to load, and 重试 goes there again", async ({
    page,
  }) => {
    // The boot script's request and the app's own (it asks again when the boot script's failed).
    let failures = 2;
    let asked = 0;
    await page.route(/\/catalogue\/19PR979745\.json$/, (route) => {
      asked += 1;
      return failures-- > 0 ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/#/insure?productCode=19PR979745');
    // Not sent to log in for a public product because its card did not come: the navigation failed.
    const failed = page.getByTestId('navigation-failed');
    await expect(failed).toContainText('加载失败');
    await expect(failed).toContainText('请检查网络后重试');
    await expect(page).toHaveTitle('加载失败');
    expect(await hashPath(page)).toBe('/insure?productCode=19PR979745');
    expect(asked).toBe(2);
    await failed.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('insure-screen').getByRole('textbox').first()).toBeEnabled();
    expect(await hashPath(page)).toBe('/insure?productCode=19PR979745');
    // 重试 asks once more, and the page then asks nothing again (the answer is kept).
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(3);
  });

  test('an information page shows the seeded server article; a failed load offers a retry; a missing article is an empty page', async ({
    page,
  }) => {
    await page.goto('/#/aboutUs');
    const article = page.getByTestId('article-aboutUs');
    await expect(article.getByTestId('rich-text')).toBeVisible();
    // Titled once: the nav bar's heading; the article of the same title adds no second one.
    await expect(page.getByRole('heading', { name: '关于我们' })).toHaveCount(1);
    await expect(article.getByRole('heading')).toHaveCount(0);
    await expect(article.getByTestId('rich-text')).toContainText('持牌保险经纪机构');
    // The route's article column says /aboutUs carries the brokerage hotline under the article; /problem does not.
    await expect(page.getByTestId('service-hotline')).toBeVisible();
    await shot(page, 'info-about-us');

    // The gateway fails once: the page shows the error with a retry, and the retry loads the article.
    let failures = 1;
    await page.route('**/_gw/edu-svc/wxb/_bai/selectFileById*', async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 502, body: 'bad gateway' });
      return route.fallback();
    });
    await page.goto('/#/problem');
    await expect(page.getByTestId('error-state')).toBeVisible();
    await shot(page, 'info-problem-error');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('article-problem').getByTestId('rich-text')).toContainText('如何续保');
    await expect(page.getByTestId('service-hotline')).toHaveCount(0);
    await page.unroute('**/_gw/edu-svc/wxb/_bai/selectFileById*');

    // /richTextPage with an id the server does not have: an empty page, and the user is not logged out.
    await page.goto('/#/richTextPage?id=no-such-article');
    await expect(page.getByTestId('empty-state')).toHaveText('暂无内容');
  });

  test('/insureCompanies without a product code lists the insurers from one list call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_gw/prod-svc/')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto('/#/insureCompanies');
    await expect(page.getByTestId('insurer').first()).toBeVisible();
    expect(calls).toEqual(['/_gw/prod-svc/api/v2/product/edu/list']);
    // Logos are the manifests' bundled assets, resolved like the product pages do.
    await expect
      .poll(() =>
        page
          .getByTestId('insurer')
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot(page, 'insure-companies');
  });

  test('the information pages and the diagnostics page render', async ({ page }) => {
    for (const [path, testId] of [
      ['/aboutUs', 'article-aboutUs'],
      ['/problem', 'article-problem'],
      ['/informationDisclosure', 'article-informationDisclosure'],
      ['/registerKnow', 'article-registerKnow'],
      ['/insureSvcProfile', 'article-insureSvcProfile'],
      ['/claimSvcProfile', 'article-claimSvcProfile'],
      ['/taiyuanContract', 'article-taiyuanContract'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      // The page is the server's article (page-<route>), sanitized: a title and rich text, never the skeleton.
      await expect(page.getByTestId(testId)).toHaveAttribute('data-article-id', `page-${path.slice(1)}`);
      await expect(page.getByTestId(testId).getByTestId('rich-text')).not.toBeEmpty();
    }
    await page.goto('/#/test');
    await expect(page.getByTestId('diagnostics')).toContainText('可访问');
    await shot(page, 'diagnostics');
  });
});
