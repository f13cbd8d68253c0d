/**
 * Journeys 2-4: bad input is refused with the spec's messages; a double tap creates one order; a
 * network failure during submit keeps everything and the buyer can retry.
 */
import { expect, test } from '@playwright/test';
import { fillField, fillHolderAndChild, idNumber, openInsure, runSequence, shot, toConfirm } from './helpers';

const PRODUCT = '19PR979745';
const SUBMIT = /\/order\/submitOrder\/v2/;

test('an invalid ID number, a wrong phone and a child over the age limit show the spec messages and block next', async ({
  page,
}) => {
  await openInsure(page, PRODUCT);
  await fillField(page, '投保人信息', '证件号码', '370811198605120261');
  await expect(
    page.getByRole('region', { name: '投保人信息' }).getByText('投保人身份证号码校验错误!'),
  ).toBeVisible();
  await fillField(page, '投保人信息', '证件号码', '37081119860512');
  await expect(
    page.getByRole('region', { name: '投保人信息' }).getByText('投保人身份证号位数有误!'),
  ).toBeVisible();
  await fillField(page, '投保人信息', '手机号码', '12345678901');
  await expect(page.getByText('请填写正确的手机号!')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请完善投保信息!').first()).toBeVisible();
  await shot(page, '10-invalid-input');

  // Everything valid except the child's age: born 2001, over the product's limit.
  await fillHolderAndChild(page, { id: idNumber('370811', '20010101', runSequence(4)), name: '李大明' });
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(
    page.getByRole('region', { name: '被保险人1' }).getByText(/李大明年龄不符合投保要求：不得超过\d+周岁/),
  ).toBeVisible();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await shot(page, '10-child-over-age');
});

test('a double tap on submit creates one order', async ({ page }) => {
  let submits = 0;
  page.on('request', (request) => {
    if (SUBMIT.test(request.url()) && request.method() === 'POST') submits += 1;
  });
  await openInsure(page, PRODUCT);
  await fillHolderAndChild(page, { id: idNumber('370811', '20150210', runSequence(5)), name: '王小双' });
  await toConfirm(page);
  await page.getByRole('button', { name: '确认投保' }).dblclick();
  await expect(page.getByTestId('payment-result')).toBeVisible();
  expect(submits).toBe(1);
  await shot(page, '11-double-tap-one-order');
});

test('a network failure during submit keeps the form and lets the buyer retry', async ({ page }) => {
  await openInsure(page, PRODUCT);
  await fillHolderAndChild(page, { id: idNumber('370811', '20140808', runSequence(6)), name: '赵小网' });
  await toConfirm(page);
  await page.route(SUBMIT, (route) => route.abort('internetdisconnected'));
  const submit = page.getByRole('button', { name: '确认投保' });
  await submit.click();
  await expect(submit).toBeEnabled();
  await expect(page.getByText('赵小网')).toBeVisible();
  await shot(page, '12-submit-network-failure');
  await page.unroute(SUBMIT);
  await submit.click();
  await expect(page.getByTestId('payment-result')).toBeVisible();
});
