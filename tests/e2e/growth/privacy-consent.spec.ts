import { expect, test, type Browser } from '@playwright/test';
import { passwordLogin } from '../shell/helpers';
import { gatewayCall, newAccount, requireGrowthGateway } from './support';
import { PHONE } from '../../../scripts/lib/phone';

requireGrowthGateway();

/** A fresh phone-sized browser that counts the consent-log calls it makes. */
async function freshBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    ...PHONE,
  });
  const page = await context.newPage();
  const saves: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/edu-svc/agreePrivacyLog/save'))
      saves.push(request.postDataJSON() as Record<string, unknown>);
  });
  return { context, page, saves };
}

/**
 * Privacy consent on first login (issue 6): an account with no consent on record logs it once, with
 * the text version, at its first login — and never again, on this device or another one.
 */
test('the first login logs the privacy consent once; later logins do not', async ({ browser, baseURL }) => {
  const first = await freshBrowser(browser, baseURL!);
  const account = await newAccount(first.page.request);
  const firstLogin = first.page.waitForResponse((r) => r.url().includes('/edu-svc/wxb/isFirstLogin'));
  await first.page.goto('/#/passport/PasswordLogin');
  await passwordLogin(first.page, first.page.request, account);
  expect(((await (await firstLogin).json()) as { data: { isFirstLogin: boolean } }).data.isFirstLogin).toBe(
    true,
  );
  await expect.poll(() => first.saves.length).toBe(1);
  expect(first.saves[0]).toMatchObject({
    occasion: 'login',
    doc: 'registerKnow+registerPrivacyClause',
    version: expect.stringMatching(/^p-[0-9a-f]{8}$/) as unknown,
  });
  const userCode = await first.page.evaluate(() => localStorage.getItem('userCode') ?? '');
  expect(
    (
      await gatewayCall<{ isFirstLogin: boolean }>(
        first.page,
        'GET',
        `/edu-svc/wxb/isFirstLogin?userCode=${userCode}`,
      )
    ).data.isFirstLogin,
  ).toBe(false);
  // Reloads on this device ask nothing more.
  await first.page.reload();
  await expect(first.page.getByRole('main')).toBeVisible();
  expect(first.saves).toHaveLength(1);
  await first.context.close();

  // Another device: the gateway answers it is not a first login, so nothing is logged.
  const second = await freshBrowser(browser, baseURL!);
  const again = second.page.waitForResponse((r) => r.url().includes('/edu-svc/wxb/isFirstLogin'));
  await second.page.goto('/#/passport/PasswordLogin');
  await passwordLogin(second.page, second.page.request, account);
  expect(((await (await again).json()) as { data: { isFirstLogin: boolean } }).data.isFirstLogin).toBe(false);
  await second.page.waitForLoadState('networkidle');
  expect(second.saves).toEqual([]);
  await second.context.close();
});
