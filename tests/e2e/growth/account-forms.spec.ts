import { expect, test, type Page } from '@playwright/test';
import { advanceGatewayClock, captchaAnswer, latestSms, passwordLogin } from '../shell/helpers';
import { newAccount, shot } from './support';

/**
 * The shared phone + image code + SMS code block (PhoneCodeFields): image code, send, the code from
 * the inbox. A refused send (a wrong image code; one SMS per phone per 60 s) gives a new captcha and
 * clears its field (what the block does), so the send is retried until the inbox has a new code.
 */
async function phoneAndCode(page: Page, phoneBox: string, phone: string, after: string): Promise<string> {
  await page.getByRole('textbox', { name: phoneBox }).fill(phone);
  let code = '';
  await expect(async () => {
    await page
      .getByRole('textbox', { name: '请输入图形验证码' })
      .fill(await captchaAnswer(page, page.request));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible({ timeout: 4_000 });
    code = await latestSms(page.request, phone, after);
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  await page.getByRole('textbox', { name: '请输入短信验证码' }).fill(code);
  return code;
}

/**
 * The account forms built on the shared phone + SMS-code block: recover a password, then bind a new
 * phone (Register and SMS-code login are seen in share-and-promoter.spec.ts and the shell journeys).
 */
test('password recovery and phone binding through the shared phone + SMS-code block', async ({ page }) => {
  const account = await newAccount(page.request, '17');
  const registrationCode = await latestSms(page.request, account.phone);

  // The registration's code went to this phone a moment ago and the gateway sends one SMS per phone
  // per 60 s: its clock moves past that window (a journey waits for a state, not a real minute).
  await advanceGatewayClock(page.request, 61_000);

  // Recovery: a mismatched second password is refused inline and nothing typed is lost.
  await page.goto('/#/forgetPassword');
  const code = await phoneAndCode(page, '请输入手机号', account.phone, registrationCode);
  await page.getByRole('textbox', { name: '请输入新密码' }).fill('Edu@2026again');
  await page.getByRole('textbox', { name: '请再次输入新密码' }).fill('Edu@2026other');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('form-problem')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '请输入手机号' })).toHaveValue(account.phone);
  await expect(page.getByRole('textbox', { name: '请输入短信验证码' })).toHaveValue(code);
  await shot(page, 'account-1-forget-password');
  await page.getByRole('textbox', { name: '请再次输入新密码' }).fill('Edu@2026again');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('密码已重置，请登录')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '请输入手机号/账号' })).toBeVisible();
  await passwordLogin(page, page.request, { ...account, password: 'Edu@2026again' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Binding a new phone: the SMS code goes to the new number; the stored user follows.
  const userCode = await page.evaluate(() => localStorage.getItem('userCode') ?? '');
  const newPhone = `18${account.phone.slice(2)}`;
  await page.goto(`/#/bindPhone/${account.phone}/${userCode}`);
  await phoneAndCode(page, '请输入新手机号', newPhone, '');
  await shot(page, 'account-2-bind-phone');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('手机号更换成功')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('phone'))).toBe(newPhone);
});
