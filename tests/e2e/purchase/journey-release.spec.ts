/**
 * Issue 14 item 9 in the browser: a visitor fills a public product's form before logging in and
 * finds it again in a new tab and after login. (A submit meeting a real release, the gateway
 * restarted on a rebuilt app: journey-release-restart.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { fillField, loginFromChooser, shot } from './helpers';

const PRODUCT = '19PR979745';

test('a visitor fills the form before logging in; the draft survives a new tab and the login', async ({
  page,
  context,
}) => {
  await page.goto(`/#/insure?productCode=${PRODUCT}`);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page.getByTestId('visitor-login-bar')).toContainText('登录后即可提交投保');
  await fillField(page, '投保人信息', '投保人姓名', '访客张');
  await fillField(page, '投保人信息', '手机号码', '13800138000');
  await expect(page.getByTestId('premium')).toHaveText('¥150.00');
  await shot(page, '20-visitor-insure');

  // A new tab (no session state): the draft comes back from the device.
  const tab = await context.newPage();
  await tab.goto(`/#/insure?productCode=${PRODUCT}`);
  await expect(tab.getByText('已恢复您登录前填写的内容')).toBeVisible();
  await expect(
    tab.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '投保人姓名' }),
  ).toHaveValue('访客张');
  await shot(tab, '21-visitor-draft-restored');

  await tab.getByTestId('visitor-login-bar').getByRole('link', { name: '去登录' }).click();
  await loginFromChooser(tab);
  await expect(tab.getByTestId('insure-screen')).toBeVisible();
  await expect(tab.getByTestId('visitor-login-bar')).toBeHidden();
  await expect(
    tab.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '投保人姓名' }),
  ).toHaveValue('访客张');
  await expect(
    tab.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '手机号码' }),
  ).toHaveValue('13800138000');
  await shot(tab, '22-visitor-draft-after-login');
});
