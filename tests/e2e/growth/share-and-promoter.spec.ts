import { expect, test } from '@playwright/test';
import { loginBySms } from '../purchase/helpers';
import { gatewayCall, loggedInPage, requireGrowthGateway, shot, STAFF } from './support';

requireGrowthGateway();

/**
 * Issue 6 journey 1 (up to the purchase, which the purchase journeys cover): staff share a product
 * poster; a visitor opening the QR link registers and becomes the staff member's customer, who then
 * shows in the promoter's customer list and detail.
 */
test('staff share a poster; the visitor from its link becomes their customer', async ({ browser, baseURL }) => {
  const staff = await loggedInPage(browser, baseURL!, STAFF);
  await staff.goto('/#/jiningDetails');
  await staff.getByRole('button', { name: '分享' }).click();
  const poster = staff.getByTestId('share-poster');
  await expect(poster).toBeVisible();
  await expect(poster).toContainText('执业证编号：202611000000800001');
  await expect(poster).toContainText('长按识别二维码分享');
  const qr = poster.getByRole('img', { name: /分享二维码/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const link = (await qr.getAttribute('data-link')) ?? '';
  expect(link).toMatch(/#\/jiningDetails\?promoCode=U20260000002$/);
  await shot(staff, 'share-1-staff-poster');
  const download = staff.waitForEvent('download');
  await poster.getByRole('button', { name: '保存图片' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await poster.getByRole('button', { name: '关闭' }).click();
  await expect(poster).toBeHidden();

  // A visitor opens the link in a fresh browser: the poster asks them to log in first.
  const visitorContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.slice(link.indexOf('#') - 1));
  await visitor.getByRole('button', { name: '分享' }).click();
  await expect(visitor.getByTestId('share-poster')).toContainText('请先登录');
  await shot(visitor, 'share-2-visitor-poster');
  await visitor.getByRole('button', { name: '关闭' }).click();

  // Registration by SMS code; the code from the link is bound (addCustomer) once logged in.
  await visitor.goto('/#/passport/VerCodeLogin');
  await loginBySms(visitor, '15100000666');
  await expect.poll(() => visitor.evaluate(() => localStorage.getItem('schanelCode'))).toBe('05');
  const userCode = await visitor.evaluate(() => localStorage.getItem('userCode') ?? '');
  await expect.poll(async () => (await gatewayCall(staff, 'GET', `/growth/promoter/customers/${userCode}`)).code).toBe('0000');

  await staff.goto('/#/customerList');
  await expect(staff.getByTestId('customer-item').filter({ hasText: '151****0666' })).toBeVisible();
  await staff.goto(`/#/customerDetail?customerUserCode=${userCode}`);
  await expect(staff.getByTestId('customer-detail')).toContainText('151****0666');
  await staff.goto('/#/myAchievement');
  await expect(staff.getByTestId('achievement')).toContainText('客户数');
  await shot(staff, 'promoter-1-achievement');
  await staff.goto('/#/validList');
  await expect(staff.getByTestId('promoter-order').first()).toBeVisible();
  await shot(staff, 'promoter-2-valid-list');
});
