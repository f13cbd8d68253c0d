import { expect, test } from '@playwright/test';
import { MESSAGING_SDK_URL } from '../../../contract/growth/messagingSdk';
import { passwordLogin } from '../shell/helpers';
import { requireGrowthGateway, shot, STAFF } from './support';
import { PHONE } from '../../../scripts/lib/phone';

requireGrowthGateway();

/**
 * A stand-in for the messaging app's JS-SDK, served at the SDK's real address (the one true edge:
 * the machine has no internet). It records the share card the page configures.
 */
const FAKE_SDK = `window.wx = {
  calls: [],
  config(options) { this.calls.push(['config', options]); },
  ready(callback) { callback(); },
  error() {},
  updateAppMessageShareData(card) { this.calls.push(['appMessage', card]); },
  updateTimelineShareData(card) { this.calls.push(['timeline', card]); },
};`;

/**
 * Inside the messaging app the product page loads the JS-SDK under the served CSP (script-src 'self'
 * plus exactly the SDK file) and configures the share card; any other outside script stays blocked.
 */
test('the share card loads the JS-SDK under the CSP; other outside scripts stay blocked', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL: baseURL!,
    ...PHONE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
  });
  await context.route(MESSAGING_SDK_URL, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK }),
  );
  await context.route('https://evil.example/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'window.evilRan = true;' }),
  );
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    // Script loads only: zod's one-time `Function('')` probe (script-src eval) is reported too and is
    // expected under this CSP (zod then validates without compiling).
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective === 'script-src-elem') seen.push(event.blockedURI);
    });
  });
  const page = await context.newPage();
  await page.goto('/#/passport/PasswordLogin');
  await passwordLogin(page, page.request, STAFF);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/#/jiningDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  type Call = [string, Record<string, unknown>];
  const calls = () => page.evaluate(() => (window as unknown as { wx?: { calls: Call[] } }).wx?.calls ?? []);
  await expect
    .poll(async () => (await calls()).map(([name]) => name))
    .toEqual(['config', 'appMessage', 'timeline']);
  const [config, card] = (await calls()).map(([, value]) => value);
  expect(config).toMatchObject({
    appId: expect.any(String) as unknown,
    signature: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown,
  });
  expect(card).toMatchObject({
    title: expect.stringContaining('济宁市学生成长保障计划') as unknown,
    link: expect.stringMatching(/#\/jiningDetails\?promoCode=U20260000002$/) as unknown,
  });
  await shot(page, 'share-card-1-messaging-app');

  // The SDK file loaded without a violation; a script from anywhere else is refused by the browser.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/x.js';
    document.head.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
    .toEqual(['https://evil.example/x.js']);
  expect(await page.evaluate(() => (window as unknown as { evilRan?: boolean }).evilRan ?? false)).toBe(
    false,
  );
  await context.close();
});
