/**
 * Journeys 2-4: bad input is refused with the spec's messages; a double tap creates one order; a
 * network failure during submit keeps everything and the buyer can retry (also after a reload).
 */
import { expect, test, type Page } from '@playwright/test';
import { answerOf } from '../helpers/answer';
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
  const first = await dropNextSubmitAnswer(page);
  await page.getByRole('button', { name: '确认投保' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('网络异常')).toBeVisible();
  const retried = page.waitForResponse((response) => SUBMIT.test(response.url()));
  await dialog.getByRole('button', { name: '重试' }).click();
  const answer = (await (await retried).json()) as { code: string; data: { orderCode: string } };
  expect(answer.code).toBe('0000');
  expect(first.orderCode).not.toBe('');
  expect(answer.data.orderCode).toBe(first.orderCode); // the first order, not a second one
  expect(tokens).toHaveLength(2);
  expect(tokens[1]).toBe(tokens[0]);
  await expect(page.getByTestId('payment-result')).toBeVisible();
});

// A reload between the lost answer and the next tap: on a product with the duplicate check (which the
// first order would trip: 已投保该产品) and on one without it (where a new token made a second order).
for (const { product, sequence, name, kind } of [
  { product: PRODUCT, sequence: 8, name: '孙小载', kind: 'with the duplicate check' },
  { product: '20PR768517', sequence: 9, name: '周小载', kind: 'without a duplicate check' },
]) {
  test(`a submit whose answer was lost, then a reload of the confirm page (${kind}): the next submit sends the same X-RESUB-TOKEN and gets the same order`, async ({
    page,
  }) => {
    const submits: { token: string; body: string }[] = [];
    page.on('request', (request) => {
      if (SUBMIT.test(request.url()) && request.method() === 'POST')
        submits.push({ token: request.headers()['x-resub-token'] ?? '', body: request.postData() ?? '' });
    });
    const childId = idNumber('370811', '20141010', runSequence(sequence));
    await openInsure(page, product);
    await fillHolderAndChild(page, { id: childId, name });
    await toConfirm(page);
    const first = await dropNextSubmitAnswer(page);
    const submit = page.getByRole('button', { name: '确认投保' });
    await submit.click();
    await expect(page.getByRole('dialog').getByText('网络异常')).toBeVisible();
    expect(first.orderCode).not.toBe('');

    // The parent reloads instead of tapping 重试 (or the messaging app's browser reloads the page).
    await page.reload();
    await expect(page.getByTestId('confirm-screen')).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    // As the parent sees it (390×844, the fixed footer at the bottom): the confirm page as on any load.
    await page.screenshot({
      path: `test-results/purchase/12-submit-unanswered-reloaded-${product}.png`,
      scale: 'css',
    });
    await page.getByText('本人确认以上投保信息真实有效').click();
    await expect(submit).toBeEnabled();
    const resubmitted = await answerOf<{ code: string; msg?: string; data?: { orderCode: string } }>(
      page,
      SUBMIT,
    );
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    await submit.click();

    // The browser sent the submit twice, the second time with the first one's token and body: the
    // gateway answers it with the first order (not 已投保该产品, not a second order).
    await expect.poll(() => submits.length).toBe(2);
    // (Soft: a failing run goes on to say whether a second order was made.)
    expect.soft(submits[1]?.token).toBe(submits[0]?.token);
    expect.soft(submits[1]?.body).toBe(submits[0]?.body);
    const answer = await resubmitted.json;
    expect(answer.code, answer.msg).toBe('0000');
    expect.soft(answer.data?.orderCode).toBe(first.orderCode);
    await expect(page.getByTestId('payment-result')).toBeVisible();
    await shot(page, `12-submit-unanswered-reloaded-answered-${product}`);
    expect(submits).toHaveLength(2);
    // And the gateway holds one order for the child: the first.
    expect(await ordersInsuring(page, token, product, childId, submits[0]?.body ?? '{}')).toEqual([
      first.orderCode,
    ]);
  });
}

/**
 * The gateway takes the next order submit, and its answer never reaches the phone (the connection is
 * cut): the order code it made is in `orderCode` once the submit has gone through.
 */
async function dropNextSubmitAnswer(page: Page): Promise<{ orderCode: string }> {
  const first = { orderCode: '' };
  await page.route(
    SUBMIT,
    async (route) => {
      const answer = (await (await route.fetch()).json()) as { code: string; data?: { orderCode: string } };
      expect(answer.code).toBe('0000');
      first.orderCode = answer.data?.orderCode ?? '';
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  return first;
}

/** The caller's orders of the product that insure this card from the submit's start day (edu-svc repeatInsurance names them). */
async function ordersInsuring(
  page: Page,
  token: string,
  productCode: string,
  cardId: string,
  submitted: string,
): Promise<string[]> {
  const { applicationForms } = JSON.parse(submitted) as { applicationForms: { startDate: string } };
  const reply = await page.request.post('/_gw/edu-svc/wxb/repeatInsurance', {
    headers: { authorization: token },
    data: { cardId, cardType: '0', productCode, startDate: applicationForms.startDate },
  });
  const body = (await reply.json()) as { code: string; data: { orderCodes: string[] } };
  return body.data.orderCodes;
}
