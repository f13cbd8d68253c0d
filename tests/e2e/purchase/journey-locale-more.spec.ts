/**
 * Issue 16 item 1, the rest of the app in English: what the purchase walk (journey-locale.spec.ts)
 * does not reach. A parent walks the information articles (About us, FAQ and the other ten), the
 * product's share poster and review tabs, an in-force policy with its rating popup and its renewal
 * page, and the signed agreements; a staff member walks the promoter pages and the share poster.
 * Each screen: no CJK outside content (`[data-content]`), the brokerage's articles come in English
 * (`lang="en-US"`), a screenshot, and the gateway calls it causes are counted (locale-check.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { format, type MessageKey } from '../../../engine/messages';
// Registers the en-US catalogue (the storefront loads it on demand) for the button names.
import '../../../engine/messages/gateway-messages';
import { isArticleRoute, routes, type RouteName } from '../../../engine/routes/table';
import { loggedInPage } from '../growth/support';
import { PARENT, STAFF } from '../shell/helpers';
import { checkWords, GatewayCalls } from './locale-check';

const t = (key: MessageKey, params?: Record<string, string | number>) => format(key, params, 'en-US');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/purchase/locale-en-US-${name}.png`, fullPage: false });
}

/** Logs in (in Chinese, the default), then 我的 → language → English. */
async function englishSession(browser: Browser, baseURL: string, account: typeof PARENT): Promise<Page> {
  const page = await loggedInPage(browser, baseURL, account);
  await page.goto('/#/myIndex');
  await page.getByTestId('locale-switch').selectOption('en-US');
  await expect(page.getByTestId('locale-switch')).toHaveValue('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  return page;
}

/**
 * One screen of the walk: `open` brings it up; then its words are checked, it is photographed, and
 * the gateway calls it caused are at most `most`, none of them a repeated GET.
 */
async function screen(
  page: Page,
  calls: GatewayCalls,
  name: string,
  most: number,
  open: () => Promise<void>,
): Promise<void> {
  calls.enter(name);
  await open();
  await page.waitForLoadState('networkidle');
  await checkWords(page, 'en-US', name);
  await shot(page, name);
  calls.expectFrugal(name, most);
}

test('a parent reads the articles, shares, reads reviews, rates and renews in English', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const page = await englishSession(browser, baseURL!, PARENT);
  const calls = new GatewayCalls(page);

  // Every article route: the brokerage's English text, marked as content in English, one call each.
  const articles = (Object.keys(routes) as RouteName[]).filter(isArticleRoute);
  expect(articles.length).toBe(12);
  for (const name of articles)
    await screen(page, calls, `article-${name}`, 1, async () => {
      await page.goto(`/#${routes[name].path}`);
      const article = page.getByTestId(`article-${name}`);
      await expect(article).toBeVisible();
      await expect(article).toHaveAttribute('lang', 'en-US');
      await expect(article).not.toHaveText(/[\u3400-\u9fff]/);
    });

  await screen(page, calls, 'detail', 12, async () => {
    await page.goto('/#/jiningDetails');
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    // The nav title is the manifest's English route.title (i18n.en-US), marked as product content in English.
    const title = page
      .getByRole('banner')
      .getByRole('heading', { level: 1, name: 'Jining Student Growth Protection Plan' });
    await expect(title).toHaveAttribute('lang', 'en-US');
    await expect(title).toHaveAttribute('data-content', 'product');
  });
  await screen(page, calls, 'share', 4, async () => {
    await page.getByRole('button', { name: t('screens.detail.share') }).click();
    await expect(page.getByTestId('share-poster')).toBeVisible();
  });
  await page.getByRole('button', { name: t('growth.share.close') }).click();

  await screen(page, calls, 'estimate-insure', 3, async () => {
    await page.goto('/#/estimateList?productCode=19PR979745&tab=1');
    await expect(page.getByRole('tab', { name: t('screens.estimate.tab.insure') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  await screen(page, calls, 'estimate-claim', 3, async () => {
    await page.getByRole('tab', { name: t('screens.estimate.tab.claim') }).click();
    await expect(page.getByRole('tab', { name: t('screens.estimate.tab.claim') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await screen(page, calls, 'policy-list', 4, async () => {
    await page.goto('/#/policyList?status=06');
    await expect(page.getByTestId('policy-card').first()).toBeVisible();
  });
  await screen(page, calls, 'policy-guarantee', 6, async () => {
    await page.locator('a[href*="policyDetailGuarantee"][href*="SEED"]').first().click();
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '06');
  });
  await screen(page, calls, 'rating', 3, async () => {
    await page.getByRole('button', { name: t('shell.policy.action.rate') }).click();
    await expect(page.getByText(t('screens.rating.title'))).toBeVisible();
  });
  await page.getByRole('button', { name: t('screens.rating.close') }).click();
  await screen(page, calls, 'renewal', 4, async () => {
    await page.getByRole('button', { name: t('shell.policy.action.renew') }).click();
    await expect(page.getByTestId('renewal-screen')).toBeVisible();
    await expect(page.getByTestId('renewal-premium')).toHaveText(/^¥\d+\.\d{2}$/);
  });

  await screen(page, calls, 'watch-sign', 3, async () => {
    await page.goto('/#/watchSign');
    await expect(page.getByTestId('watch-sign')).toBeVisible();
  });
  await screen(page, calls, 'detail-sign', 3, async () => {
    await page.getByTestId('watch-sign').locator('a.growth-card').first().click();
    await expect(page.getByTestId('detail-sign')).toBeVisible();
  });
  console.log(`gateway calls per screen (parent): ${calls.summary()}`);
  await page.context().close();
});

test('a staff member walks the promoter pages and the share poster in English', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const page = await englishSession(browser, baseURL!, STAFF);
  const calls = new GatewayCalls(page);
  const link = (route: RouteName) => page.locator(`a[href="#${routes[route].path}"]`).first();

  await screen(page, calls, 'share-poster', 14, async () => {
    await page.goto('/#/jiningDetails');
    await page.getByRole('button', { name: t('screens.detail.share') }).click();
    await expect(page.getByTestId('share-poster')).toBeVisible();
  });
  await page.getByRole('button', { name: t('growth.share.close') }).click();

  await screen(page, calls, 'promoter-achievement', 3, async () => {
    await page.goto('/#/myAchievement');
    await expect(page.getByTestId('achievement')).toBeVisible();
  });
  await screen(page, calls, 'promoter-valid-list', 3, async () => {
    await link('validList').click();
    await expect(page.getByTestId('promoter-order').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-order-detail', 3, async () => {
    await page.getByTestId('promoter-order').first().click();
    await expect(page.getByTestId('promoter-order-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-customer-list', 3, async () => {
    await page.goto('/#/customerList');
    await expect(page.getByTestId('customer-item').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-customer-detail', 4, async () => {
    await page.getByTestId('customer-item').first().click();
    await expect(page.getByTestId('customer-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-renewal-list', 3, async () => {
    await page.goto('/#/renewalList');
    await expect(page.getByTestId('renewal-item').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-renewal-detail', 3, async () => {
    await page.getByTestId('renewal-item').first().click();
    await expect(page.getByTestId('promoter-order-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-rewards', 3, async () => {
    await page.goto('/#/rewardDetail');
    await expect(page.getByTestId('promoter-order').first()).toBeVisible();
  });
  await screen(page, calls, 'sales-replay', 3, async () => {
    await page.goto('/#/salesReplay');
    await expect(page.getByTestId('replay-item').first()).toBeVisible();
  });
  await screen(page, calls, 'sales-replay-order', 4, async () => {
    await page.getByTestId('replay-item').first().click();
    await expect(page.getByTestId('replay-order')).toBeVisible();
  });
  console.log(`gateway calls per screen (staff): ${calls.summary()}`);
  await page.context().close();
});
