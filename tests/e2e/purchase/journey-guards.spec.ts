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

test('a network failure during submit says 网络异常 and keeps the form; the buyer may retry or cancel', async ({
  page,
}) => {
  await openInsure(page, PRODUCT);
  await fillHolderAndChild(page, { id: idNumber('370811', '20140808', runSequence(6)), name: '赵小网' });
  await toConfirm(page);
  await page.route(SUBMIT, (route) => route.abort('internetdisconnected'));
  const submit = page.getByRole('button', { name: '确认投保' });
  await submit.click();
  // Spec §8: 网络异常 with a retry button, not the API client's 获取数据失败.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('网络异常')).toBeVisible();
  await expect(page.getByText('获取数据失败')).toHaveCount(0);
  await shot(page, '12-submit-network-failure');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(submit).toBeEnabled();
  await expect(page.getByText('赵小网')).toBeVisible();
  await page.unroute(SUBMIT);
  await submit.click();
  await expect(page.getByTestId('payment-result')).toBeVisible();
});

test('a submit whose answer was lost is retried with the same X-RESUB-TOKEN and answered with the same order', async ({
  page,
}) => {
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (SUBMIT.test(request.url()) && request.method() === 'POST')
      tokens.push(request.headers()['x-resub-token'] ?? '');
  });
  await openInsure(page, PRODUCT);
  await fillHolderAndChild(page, { id: idNumber('370811', '20140909', runSequence(7)), name: '钱小失' });
  await toConfirm(page);
  // The gateway takes the order; its answer never reaches the phone.
  let firstOrder = '';
  await page.route(
    SUBMIT,
    async (route) => {
      const answer = (await (await route.fetch()).json()) as { code: string; data?: { orderCode: string } };
      expect(answer.code).toBe('0000');
      firstOrder = answer.data?.orderCode ?? '';
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: '确认投保' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('网络异常')).toBeVisible();
  const retried = page.waitForResponse((response) => SUBMIT.test(response.url()));
  await dialog.getByRole('button', { name: '重试' }).click();
  const answer = (await (await retried).json()) as { code: string; data: { orderCode: string } };
  expect(answer.code).toBe('0000');
  expect(firstOrder).not.toBe('');
  expect(answer.data.orderCode).toBe(firstOrder); // the first order, not a second one
  expect(tokens).toHaveLength(2);
  expect(tokens[1]).toBe(tokens[0]);
  await expect(page.getByTestId('payment-result')).toBeVisible();
});
