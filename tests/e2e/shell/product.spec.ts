import { expect, test } from '@playwright/test';
import { PARENT2, hashPath, passwordLogin, shot } from './helpers';

test.describe('product routes from the catalogue (spec §2)', () => {
  test('a public detail page; buy → login (fullPath and productCode carried) → the insure page with a premium', async ({ page, request }) => {
    await page.goto('/#/fuxingUnionDetails');
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('复星联合学生百万医疗保险');
    await page.getByRole('button', { name: '立即投保' }).click();
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

  test('a to-be-paid order: /paySuccess reads its payment state and pays through the cashier', async ({ page, request }) => {
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
    const payCall = page.waitForRequest((r) => r.url().includes('/_gw/ins-order/orderPay/payOrder/edu/weixin'));
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

  test('an unknown path is not found; a title-only product shows its title; a login-required product asks to log in', async ({ page }) => {
    await page.goto('/#/noSuchDetails');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/#/jiningYangGuangDetails');
    await expect(page.getByTestId('detail-title-only')).toBeVisible();
    // A manifest flag: the vaccine detail page requires login.
    await page.goto('/#/VaccineDetails?productCode=21PR560633');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FVaccineDetails%3FproductCode%3D21PR560633&productCode=21PR560633/);
  });

  test('the information pages and the diagnostics page render', async ({ page }) => {
    for (const [path, testId] of [
      ['/aboutUs', 'about-us'],
      ['/problem', 'problem'],
      ['/informationDisclosure', 'information-disclosure'],
      ['/registerKnow', 'register-know'],
      ['/insureSvcProfile', 'insure-svc-profile'],
      ['/claimSvcProfile', 'claim-svc-profile'],
      ['/taiyuanContract', 'taiyuan-contract'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    await page.goto('/#/test');
    await expect(page.getByTestId('diagnostics')).toContainText('可访问');
    await shot(page, 'diagnostics');
  });
});
