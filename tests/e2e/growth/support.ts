import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestSms, passwordLogin } from '../shell/helpers';
import { execFileSync } from 'node:child_process';
import { PHONE } from '../../../scripts/lib/phone';

export { PARENT, STAFF } from '../shell/helpers';

/** Screenshots for review go to test-results/growth/. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/growth/${name}.png`, fullPage: false });

/** A phone-sized page logged in through the app's password login page. */
export async function loggedInPage(
  browser: Browser,
  baseURL: string,
  account: { phone: string; password: string; name: string },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...PHONE,
  });
  const page = await context.newPage();
  await page.goto('/#/passport/PasswordLogin');
  await passwordLogin(page, page.request, account);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  return page;
}

/** Calls the gateway as the user logged in on `page` (their stored token). */
export async function gatewayCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: string; msg: string; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const response = await page.request.fetch(`/_gw${path}`, {
    method,
    headers: { authorization: token, ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  return (await response.json()) as { code: string; msg: string; data: T };
}

/**
 * Submits a valid order for `productCode` as the user logged in on `page` (payload built by the engine).
 * Each payload's child has an ID number of its own, drawn at random from a few hundred (the harness
 * runs in a process of its own: nothing to count with); one already on an open order of this lane's
 * gateway is refused as 已投保该产品 (4090), and a new one is drawn: any new child will do here.
 */
export async function submitSampleOrder(
  page: Page,
  productCode: string,
): Promise<{ orderCode: string; applicationFormCode: string }> {
  const userCode = await page.evaluate(() => localStorage.getItem('userCode') ?? '');
  for (let attempt = 1; ; attempt += 1) {
    // A serial issued to the buyer, as the app's confirm step gets one (orderContext): the sales record
    // accepts writes under a serial only from the flow it was issued to.
    const serial = await gatewayCall<string>(page, 'GET', '/idg-svc/api/v1/idg3');
    const payload: unknown = JSON.parse(
      execFileSync(
        'npx',
        ['tsx', 'tests/e2e/growth/harness/sample-order.ts', productCode, userCode, serial.data],
        { encoding: 'utf8' },
      ),
    );
    const resub = await gatewayCall<string>(page, 'GET', '/idg-svc/api/v1/resub_token');
    const answer = await gatewayCall<{ orderCode: string; applicationFormCode: string }>(
      page,
      'POST',
      '/order/submitOrder/v2',
      payload,
      { 'x-resub-token': resub.data },
    );
    if (answer.code === DUPLICATE_INSURED && answer.msg.includes('已投保该产品') && attempt < 5) continue;
    expect(answer.code, answer.msg).toBe('0000');
    return answer.data;
  }
}

/** The gateway's answer to a child already on an open order of the product (spec: 已投保该产品). */
const DUPLICATE_INSURED = '4090';

/** The growth services answer on this gateway (server/app.ts registers them); a missing route fails, never skips. */
export function requireGrowthGateway(): void {
  test.beforeEach(async ({ request }) => {
    const answer = await request.get('/_gw/growth/promoter/summary');
    expect(answer.status(), 'growth services registered in server/app.ts').not.toBe(404);
  });
}

/**
 * A new account made through the gateway's own calls (image code, SMS code from the sandbox inbox,
 * appRegister) — not the demo accounts, whose first login another journey may already have made.
 */
export async function newAccount(request: APIRequestContext, prefix = '16') {
  const account = { phone: `${prefix}${String(Date.now()).slice(-9)}`, password: 'Edu@2026first', name: '' };
  const time = `${Date.now()}`;
  await request.get(`/_gw/user-svc/api/v2/kaptcha?time=${time}`);
  const captcha = (await (await request.get(`/_gw/_dev/captcha?time=${time}`)).json()) as {
    data: { answer: string };
  };
  const sent = await request.get(
    `/_gw/user-svc/api/v1.5/regMsg?phoneNum=${account.phone}&imageVerificationCode=${captcha.data.answer}`,
    { headers: { imgcode: time } },
  );
  expect(sent.ok()).toBe(true);
  const code = await latestSms(request, account.phone);
  const made = await request.post('/_gw/user-svc/api/v1/appRegister', {
    data: { phoneNum: account.phone, passWord: account.password, smsVerificationCode: code },
  });
  expect(((await made.json()) as { code: string }).code).toBe('0000');
  return account;
}
