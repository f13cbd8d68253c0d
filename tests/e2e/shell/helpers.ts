import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts seeded by the gateway (README). */
export const PARENT = { phone: '13800138000', password: 'Edu@2026pass', name: '张丽' };
/** A second parent with one order per status, for journeys that change an order. */
export const PARENT2 = { phone: '13700137000', password: 'Edu@2026pass', name: '' };
export const STAFF = { phone: '13900139000', password: 'Edu@2026staff', name: '王建华' };

/**
 * Moves the test gateway's clock by `ms` (POST /_gw/_dev/clock; 0 reads it) and answers its time now:
 * a journey waits for a state (a payment window, the insurer's delay), never for a real clock.
 */
export async function advanceGatewayClock(request: APIRequestContext, ms: number): Promise<Date> {
  const answer = await request.post('/_gw/_dev/clock', { data: { advanceMs: ms } });
  expect(answer.ok(), 'the test gateway moves its clock').toBe(true);
  return new Date(((await answer.json()) as { data: { now: string } }).data.now);
}

/** Screenshots for review go to test-results/shell/. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/shell/${name}.png`, fullPage: false });

/** The answer to the captcha the page shows (dev-only gateway endpoint), once its image has loaded. */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = (await image.getAttribute('src')) ?? '';
  const time = new URL(src, 'http://x').searchParams.get('time') ?? '';
  const reply = await request.get(`/_gw/_dev/captcha?time=${encodeURIComponent(time)}`);
  const body = (await reply.json()) as { data: { answer: string } };
  return body.data.answer;
}

/** The latest SMS code sent to a phone (dev-only sandbox inbox). */
export async function latestSms(request: APIRequestContext, phone: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/_gw/_dev/sms-inbox?phone=${phone}`)).json()) as {
        data: { latest: string | null };
      };
      code = body.data.latest ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
}

/** Logs in on /passport/PasswordLogin (the page must already be open). */
export async function passwordLogin(page: Page, request: APIRequestContext, account = PARENT) {
  await page.getByRole('textbox', { name: '请输入手机号/账号' }).fill(account.phone);
  await page.getByRole('textbox', { name: '请输入密码' }).fill(account.password);
  await page.getByRole('textbox', { name: '请输入图形验证码' }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
}

/** The in-app path of the hash router. */
export const hashPath = (page: Page) =>
  page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)));
