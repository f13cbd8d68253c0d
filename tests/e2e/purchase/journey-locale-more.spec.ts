/**
 * Issue 16 item 1, the rest of the app in English: what the purchase walk (journey-locale.spec.ts)
 * does not reach. A parent walks the information articles (About us, FAQ and the other ten), the
 * product's share poster and review tabs, an in-force policy with its rating popup and its renewal
 * page, and the signed agreements; a staff member walks the promoter pages and the share poster;
 * and, in English and in Chinese, a parent walks the lists that name products (home, a market, search,
 * the cooperation list, drafts), the location pages, the insurers and an application's detail.
 * Each screen: no CJK outside content (`[data-content]`), the brokerage's articles come in English
 * (`lang="en-US"`), a screenshot, and the gateway calls it causes are counted (locale-check.ts).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { format, type Locale, type MessageKey } from '../../../engine/messages';
// Registers the en-US catalogue (the storefront loads it on demand) for the button names.
import '../../../engine/messages/gateway-messages';
import { isArticleRoute, routes, type RouteName } from '../../../engine/routes/table';
import { loggedInPage, submitSampleOrder } from '../growth/support';
import { PARENT, STAFF } from '../shell/helpers';
import { checkWords, GatewayCalls } from './locale-check';

const t = (key: MessageKey, params?: Record<string, string | number>) => format(key, params, 'en-US');

async function shot(page: Page, name: string, locale: Locale = 'en-US'): Promise<void> {
  await page.screenshot({ path: `test-results/purchase/locale-${locale}-${name}.png`, fullPage: false });
}

/** Logs in (in Chinese, the default), then 我的 → language → `locale` (English unless told). */
async function englishSession(
  browser: Browser,
  baseURL: string,
  account: typeof PARENT,
  locale: Locale = 'en-US',
): Promise<Page> {
  const page = await loggedInPage(browser, baseURL, account);
  await page.goto('/#/myIndex');
  await page.getByTestId('locale-switch').selectOption(locale);
  await expect(page.getByTestId('locale-switch')).toHaveValue(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
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
  locale: Locale = 'en-US',
): Promise<void> {
  calls.enter(name);
  await open();
  await calls.settled();
  await checkWords(page, locale, name);
  await shot(page, name, locale);
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

  await screen(page, calls, 'detail', 3, async () => {
    await page.goto('/#/jiningDetails');
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    // The nav title is the manifest's English route.title (i18n.en-US), marked as product content in English.
    const title = page
      .getByRole('banner')
      .getByRole('heading', { level: 1, name: 'Jining Student Growth Protection Plan' });
    await expect(title).toHaveAttribute('lang', 'en-US');
    await expect(title).toHaveAttribute('data-content', 'product');
  });
  await screen(page, calls, 'share', 1, async () => {
    await page.getByRole('button', { name: t('screens.detail.share') }).click();
    await expect(page.getByTestId('share-poster')).toBeVisible();
  });
  await page.getByRole('button', { name: t('growth.share.close') }).click();

  await screen(page, calls, 'estimate-insure', 1, async () => {
    await page.goto('/#/estimateList?productCode=19PR979745&tab=1');
    await expect(page.getByRole('tab', { name: t('screens.estimate.tab.insure') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  await screen(page, calls, 'estimate-claim', 1, async () => {
    await page.getByRole('tab', { name: t('screens.estimate.tab.claim') }).click();
    await expect(page.getByRole('tab', { name: t('screens.estimate.tab.claim') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await screen(page, calls, 'policy-list', 1, async () => {
    await page.goto('/#/policyList?status=06');
    await expect(page.getByTestId('policy-card').first()).toBeVisible();
  });
  await screen(page, calls, 'policy-guarantee', 1, async () => {
    await page.locator('a[href*="policyDetailGuarantee"][href*="SEED"]').first().click();
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '06');
  });
  await screen(page, calls, 'rating', 1, async () => {
    await page.getByRole('button', { name: t('shell.policy.action.rate') }).click();
    await expect(page.getByText(t('screens.rating.title'))).toBeVisible();
  });
  await page.getByRole('button', { name: t('screens.rating.close') }).click();
  await screen(page, calls, 'renewal', 1, async () => {
    await page.getByRole('button', { name: t('shell.policy.action.renew') }).click();
    await expect(page.getByTestId('renewal-screen')).toBeVisible();
    await expect(page.getByTestId('renewal-premium')).toHaveText(/^¥\d+\.\d{2}$/);
  });

  await screen(page, calls, 'watch-sign', 1, async () => {
    await page.goto('/#/watchSign');
    await expect(page.getByTestId('watch-sign')).toBeVisible();
  });
  await screen(page, calls, 'detail-sign', 1, async () => {
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

  await screen(page, calls, 'share-poster', 3, async () => {
    await page.goto('/#/jiningDetails');
    await page.getByRole('button', { name: t('screens.detail.share') }).click();
    await expect(page.getByTestId('share-poster')).toBeVisible();
  });
  await page.getByRole('button', { name: t('growth.share.close') }).click();

  await screen(page, calls, 'promoter-achievement', 1, async () => {
    await page.goto('/#/myAchievement');
    await expect(page.getByTestId('achievement')).toBeVisible();
  });
  await screen(page, calls, 'promoter-valid-list', 1, async () => {
    await link('validList').click();
    await expect(page.getByTestId('promoter-order').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-order-detail', 1, async () => {
    await page.getByTestId('promoter-order').first().click();
    await expect(page.getByTestId('promoter-order-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-customer-list', 1, async () => {
    await page.goto('/#/customerList');
    await expect(page.getByTestId('customer-item').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-customer-detail', 2, async () => {
    await page.getByTestId('customer-item').first().click();
    await expect(page.getByTestId('customer-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-renewal-list', 1, async () => {
    await page.goto('/#/renewalList');
    await expect(page.getByTestId('renewal-item').first()).toBeVisible();
  });
  await screen(page, calls, 'promoter-renewal-detail', 1, async () => {
    await page.getByTestId('renewal-item').first().click();
    await expect(page.getByTestId('promoter-order-detail')).toBeVisible();
  });
  await screen(page, calls, 'promoter-rewards', 1, async () => {
    await page.goto('/#/rewardDetail');
    await expect(page.getByTestId('promoter-order').first()).toBeVisible();
  });
  await screen(page, calls, 'sales-replay', 1, async () => {
    await page.goto('/#/salesReplay');
    await expect(page.getByTestId('replay-item').first()).toBeVisible();
  });
  // The sale's record, then its recorded events (the recording of the order just bought).
  await screen(page, calls, 'sales-replay-order', 2, async () => {
    await page.getByTestId('replay-item').first().click();
    await expect(page.getByTestId('replay-order')).toBeVisible();
  });
  console.log(`gateway calls per screen (staff): ${calls.summary()}`);
  await page.context().close();
});

const JINING_NAME: Record<Locale, string> = {
  'en-US': 'Jining Student Growth Protection Plan',
  'zh-CN': '济宁市学生成长保障计划',
};

/**
 * The lists that name products (home, a market, search, the cooperation list, drafts), the location
 * pages, the insurers and an application's detail, in each language: product names come from the
 * gateway in the reader's language where the manifest translates them (marked as product content
 * with that `lang`), area and market names are the brokerage's content, and the rest is catalogue
 * text in the UI language (en-US: no CJK outside content; zh-CN: no Latin-only words).
 */
for (const locale of ['en-US', 'zh-CN'] as const)
  test(`a parent walks home, the markets, search, the cooperation list, drafts and an application in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const page = await englishSession(browser, baseURL!, PARENT, locale);
    const calls = new GatewayCalls(page);
    const open = (name: string, most: number, how: () => Promise<void>) =>
      screen(page, calls, name, most, how, locale);
    /** The Jining plan's name as the gateway answers it in `locale`, marked as product content in it. */
    const jining = (where: Locator) =>
      where.locator(`[data-content="product"][lang="${locale}"]`, { hasText: JINING_NAME[locale] }).first();

    // Kept alive: loaded at login in Chinese; after the switch to English it asks once more, in English.
    await open('home', locale === 'en-US' ? 1 : 0, async () => {
      await page.goto('/#/');
      await expect(jining(page.getByTestId('home'))).toBeVisible();
    });
    await open('select-area', 0, async () => {
      await page.goto('/#/selectCompany');
      await page.getByTestId('province').selectOption('370000');
      await expect(page.getByRole('button', { name: '济宁市' })).toBeVisible();
    });
    await open('location-market', 1, async () => {
      await page.getByRole('button', { name: '济宁市' }).click();
      await expect(page.getByTestId('market-choice').first()).toBeVisible();
      await expect(
        page.getByTestId('location-market').locator('[data-content="brokerage"]').first(),
      ).toHaveText('济宁市');
    });
    await open('market-home', 1, async () => {
      await page.goto('/#/insureMarketHome?id=MK370800A');
      const market = page.getByTestId('market-home');
      await expect(jining(market)).toBeVisible();
      await expect(
        market.getByRole('heading', { level: 2 }).locator('[data-content="brokerage"]'),
      ).toBeVisible();
    });
    await open('search', 1, async () => {
      await page.goto('/#/searchCenter');
      await page.getByRole('searchbox').fill(locale === 'en-US' ? 'jining student' : '济宁市学生');
      await expect(jining(page.getByTestId('search-center'))).toBeVisible();
    });
    await open('cooperation-list', 1, async () => {
      await page.goto('/#/cooperationList');
      await expect(jining(page.getByTestId('cooperation-list'))).toBeVisible();
    });
    await open('insure-companies', 1, async () => {
      await page.goto('/#/insureCompanies');
      // The insurers' names are product content, in English where a manifest translates them.
      await expect(
        page.getByTestId('insurer').locator(`[data-content="product"][lang="${locale}"]`).first(),
      ).toBeVisible();
    });
    await open('drafts', 1, async () => {
      await page.goto('/#/zancunList');
      // The seeded drafts: the Jining plan's (translated) and the Jinan one's (Chinese only, lang zh-CN).
      await expect(jining(page.getByTestId('draft'))).toBeVisible();
      await expect(
        page.getByTestId('draft').locator('h3 [data-content="product"][lang="zh-CN"]').first(),
      ).toBeVisible();
    });
    // An application of the Jining plan (the seeded orders are of products without English names).
    const { applicationFormCode } = await submitSampleOrder(page, '19PR979745');
    await open('insure-detail', 1, async () => {
      await page.goto(`/#/insureDetail?appCode=${applicationFormCode}`);
      const detail = page.getByTestId('insure-detail');
      await expect(detail).toBeVisible();
      // What was sold and the clauses confirmed, named from the order's manifest version in the reader's language.
      const sold = page.getByTestId('sold-cover');
      await expect(sold.locator(`[data-content="product"][lang="${locale}"]`).first()).toBeVisible();
      await expect(detail.locator(`li [data-content="product"][lang="${locale}"]`).first()).toBeVisible();
    });
    console.log(`gateway calls per screen (lists, ${locale}): ${calls.summary()}`);
    await page.context().close();
  });
