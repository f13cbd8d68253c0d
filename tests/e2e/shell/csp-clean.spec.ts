/**
 * The gateway serves the app under a strict content security policy (server/http/security.ts: no
 * eval, scripts from the app's origin only). A page that trips it is a page a stricter browser or a
 * future policy breaks, and each violation is noise in every operator's report. zod, for one,
 * probes `new Function('')` to decide whether to compile its validators unless it runs jitless
 * (src/app/zod-jitless.ts). This journey walks the pages a buyer sees, with validation on, and
 * expects the browser to have reported no violation at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillField, loginFromChooser } from '../purchase/helpers';
import { shot } from './helpers';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every violation the page reports, from its first script on (kept across reloads in the page's own list). */
async function recordViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return console;
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? ['the recorder did not run']);

test('a buyer walks home → detail → login → insure with validation and the browser reports no CSP violation', async ({
  page,
}) => {
  const consoleReports = await recordViolations(page);

  await page.goto('/#/');
  await expect(page.locator('#root > *').first()).toBeVisible();
  expect(await violations(page), 'home').toEqual([]);

  await page.goto('/#/jiningDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  expect(await violations(page), 'product detail').toEqual([]);

  await page.getByRole('button', { name: '立即投保' }).click();
  // A public product's form opens to a visitor; its bar leads to login, and login back to the form.
  await page.getByTestId('visitor-login-bar').getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/passport\/login/);
  await loginFromChooser(page);
  await expect(page.getByTestId('insure-screen')).toBeVisible();

  // Validation runs (the zod validators): a wrong ID number is refused with a message.
  await fillField(page, '投保人信息', '证件号码', '37081119860512026');
  await expect(page.getByRole('region', { name: '投保人信息' }).getByRole('alert').first()).toBeVisible();
  await shot(page, 'csp-clean-insure');

  expect(await violations(page), 'insure with validation').toEqual([]);
  expect(consoleReports).toEqual([]);
});

test('the policy comes with the document, not with each script, style or JSON file it loads', async ({
  page,
}) => {
  const answers: Promise<{ url: string; dest: string; csp: boolean; nosniff: boolean }>[] = [];
  page.on('response', (response) =>
    answers.push(
      Promise.all([response.request().allHeaders(), response.allHeaders()]).then(([sent, got]) => ({
        url: response.url(),
        dest: sent['sec-fetch-dest'] ?? '',
        csp: 'content-security-policy' in got,
        nosniff: got['x-content-type-options'] === 'nosniff',
      })),
    ),
  );
  await page.goto('/#/insure?productCode=20PR315672');
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(answers);
  const documents = seen.filter((answer) => answer.dest === 'document');
  const loaded = seen.filter((answer) => ['script', 'style', 'empty'].includes(answer.dest));
  expect(documents.map((answer) => answer.csp)).toEqual([true]);
  // The route's scripts, the product's card and manifests: about 20 answers, none with the policy.
  expect(loaded.length).toBeGreaterThan(10);
  expect(loaded.filter((answer) => answer.csp && !/\/first-screen\//.test(answer.url))).toEqual([]);
  expect(seen.every((answer) => answer.nosniff)).toBe(true);
});
