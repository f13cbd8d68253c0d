import { expect, test } from '@playwright/test';
import { PARENT, captchaAnswer, hashPath, latestSms, passwordLogin, shot } from './helpers';

test.describe('account journeys (spec §2 guard, login, fullPath)', () => {
  test('SMS-code login from a guarded page comes back to it', async ({ page, request }) => {
    await page.goto('/#/myIndex');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FmyIndex/);
    await shot(page, 'login-chooser');
    await page.getByRole('link', { name: '验证码登录' }).click();
    await expect(page).toHaveURL(/#\/passport\/VerCodeLogin\?fullPath=%2FmyIndex/);

    const before =
      (
        (await (await request.get(`/_gw/_dev/sms-inbox?phone=${PARENT.phone}`)).json()) as {
          data: { latest: string | null };
        }
      ).data.latest ?? '';
    await page.getByRole('textbox', { name: '请输入手机号' }).fill(PARENT.phone);
    await page.getByRole('textbox', { name: '请输入图形验证码' }).fill(await captchaAnswer(page, request));
    await page.getByTestId('send-sms').click();
    await expect(page.getByTestId('send-sms')).toHaveText(/\d+秒后重发/);
    await expect(page.getByTestId('send-sms')).toBeDisabled();
    const code = await latestSms(request, PARENT.phone, before);
    await page.getByRole('textbox', { name: '请输入短信验证码' }).fill(code);

    // The agreements must be accepted first.
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('请先阅读并同意用户注册须知和隐私条款');
    await page.getByText('我已阅读并同意').click();
    await shot(page, 'login-sms-filled');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(/#\/myIndex$/);
    await expect(page.getByTestId('my-name')).toContainText(PARENT.name);
    await expect(page.getByTestId('count-06')).toBeVisible();
    await shot(page, 'my-index');
  });

  test('password login: a guarded route → login → back with its query', async ({ page, request }) => {
    await page.goto('/#/policyList?status=06');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FpolicyList%3Fstatus%3D06/);
    await page.getByRole('link', { name: '密码登录' }).click();
    await passwordLogin(page, request);
    await expect.poll(() => hashPath(page)).toBe('/policyList?status=06');
    await expect(page.getByRole('tab', { name: '保障中' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('policy-card').first()).toHaveAttribute('data-status', '06');
  });

  test('a wrong password keeps the form and shows the server message', async ({ page, request }) => {
    await page.goto('/#/passport/PasswordLogin');
    await passwordLogin(page, request, { ...PARENT, password: 'Wrong@2026x' });
    await expect(page.getByTestId('form-problem')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '请输入手机号/账号' })).toHaveValue(PARENT.phone);
    await expect.poll(() => hashPath(page)).toBe('/passport/PasswordLogin');
  });

  for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`a hostile fullPath ${hostile} is not followed`, async ({ page, request }) => {
      await page.goto(`/#/passport/PasswordLogin?fullPath=${encodeURIComponent(hostile)}`);
      await passwordLogin(page, request);
      await expect.poll(() => hashPath(page)).toBe('/');
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
      await expect(page.getByTestId('home')).toBeVisible();
    });
  }

  test('a reload mid-session keeps the user and the app state', async ({ page, request }) => {
    await page.goto('/#/passport/PasswordLogin');
    await passwordLogin(page, request);
    await expect.poll(() => hashPath(page)).toBe('/');
    // App state: switch the language (part of the saved snapshot) and open a guarded page.
    await page.goto('/#/myIndex');
    await page.getByTestId('locale-switch').selectOption('en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal centre');
    await page.reload();
    await expect.poll(() => hashPath(page)).toBe('/myIndex');
    await expect(page.getByTestId('my-name')).toContainText(PARENT.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal centre');
    await shot(page, 'reload-keeps-state');
    await page.getByTestId('locale-switch').selectOption('zh-CN');
  });

  test('logout clears the session: guarded pages ask to log in again', async ({ page, request }) => {
    await page.goto('/#/passport/PasswordLogin?fullPath=%2FmyIndex');
    await passwordLogin(page, request);
    await expect.poll(() => hashPath(page)).toBe('/myIndex');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashPath(page)).toBe('/');
    await page.goto('/#/zancunList');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FzancunList/);
  });
});
