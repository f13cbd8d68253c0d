/**
 * Issue 13 item 4: a parent who has no account arrives by a promoter's link to a product that needs
 * login. From the login redirect they register; registering logs them in and continues to the
 * product with the promoter's code (spec §2 guard), and the order they then place names the
 * promoter as its agent.
 */
import { expect, test } from '@playwright/test';
import { captchaAnswer, latestSms } from '../shell/helpers';
import { fillField, idNumber, runSequence, shot } from './helpers';
import { answerOf } from '../helpers/answer';

const PROMOTER = 'U20260000002';
const PASSWORD = 'Edu@2026new1';
/** A phone nobody has registered in this gateway (a rerun against the same one gets another). */
const newPhone = () => `17${String(Date.now()).slice(-9)}`;

test('registering from a guarded product link keeps the target and the promoter: logged in, back on the product, promoter is the agent', async ({
  page,
}) => {
  await page.goto(`/#/VaccineDetails?promoCode=${PROMOTER}`);
  await expect(page).toHaveURL(/passport\/login\?.*fullPath=/);

  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/passport\/register\?.*fullPath=%2FVaccineDetails/);
  await expect(page).toHaveURL(new RegExp(`promoCode=${PROMOTER}`));
  const phone = newPhone();
  await page.getByRole('textbox', { name: '请输入手机号' }).fill(phone);
  await page.getByRole('textbox', { name: '请输入图形验证码' }).fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '请输入短信验证码' }).fill(await latestSms(page.request, phone));
  await page.getByRole('textbox', { name: '请输入密码' }).fill(PASSWORD);
  await page.getByText('我已阅读并同意').click();
  await shot(page, '40-register-from-guard');
  await page.getByRole('button', { name: '注册', exact: true }).click();

  // Logged in without typing anything again, and on the product the link named.
  await expect(page).toHaveURL(/#\/VaccineDetails\?promoCode=/);
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('schanelCode'))).toBe('05');
  await shot(page, '41-registered-on-product');

  // Buy: the order's agent is the promoter whose code the link carried.
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await fillField(page, '投保人信息', '投保人姓名', '孙晓梅');
  await fillField(page, '投保人信息', '证件号码', idNumber('370811', '19880306', runSequence(11)));
  await fillField(page, '投保人信息', '手机号码', phone);
  await fillField(page, '被保险人1', '被保险人姓名', '孙小禾');
  await fillField(page, '被保险人1', '证件号码', idNumber('370811', '20220410', runSequence(12)));
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('confirm-screen')).toBeVisible();
  await page.getByText('本人确认以上投保信息真实有效').click();
  const submit = page.getByRole('button', { name: '确认投保' });
  await expect(submit).toBeEnabled();
  const submitted = await answerOf<{ code: string; msg?: string; data: { orderCode: string } }>(
    page,
    /\/order\/submitOrder\/v2/,
  );
  // Read before the submit: the page goes on to payment once the order is made.
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  await submit.click();
  const answer = await submitted.json;
  expect(answer.code, answer.msg).toBe('0000');
  await expect(page.getByTestId('confirm-screen')).toBeHidden(); // on to payment

  const detail = await page.request.post('/_gw/order/searchOrderDetailForPro', {
    headers: { authorization: token },
    data: { orderCode: answer.data.orderCode },
  });
  const body = (await detail.json()) as { data: { applicationForm: { agents?: { agentCode: string }[] } } };
  expect(body.data.applicationForm.agents?.map((a) => a.agentCode)).toEqual([PROMOTER]);
});
