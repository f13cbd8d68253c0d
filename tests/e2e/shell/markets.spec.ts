import { expect, test } from '@playwright/test';
import { hashPath, shot } from './helpers';

/** Spec §8 market prompts, verbatim. */
const OFFLINE = '您所选的地区保险超市已下线，是否跳转或者选择其他保险超市';
const EXTRA = '您还有其他的该地区保险超市请问是否跳转';

test.describe('local markets (spec §4)', () => {
  test('choose an area with two markets: the choice page, then the market; coming back asks about the other market', async ({
    page,
  }) => {
    await page.goto('/#/selectCompany');
    await page.getByTestId('province').selectOption({ label: '山东省' });
    await page.getByRole('button', { name: '济宁市' }).click();
    await expect.poll(() => hashPath(page)).toBe('/locationMarketHome?areaCode=370800');
    await expect(page.getByTestId('market-choice')).toHaveCount(2);
    await shot(page, 'market-choice');
    await page.getByTestId('market-choice').filter({ hasText: '济宁市教育保险超市' }).click();
    await expect.poll(() => hashPath(page)).toBe('/insureMarketHome?id=MK370800A');
    await expect(page.getByTestId('market-home')).toContainText('济宁市教育保险超市');
    await shot(page, 'market-home');

    // Already initialised with a current market: the extra-market prompt; refusing keeps the current one.
    await page.goto('/#/locationMarketHome?areaCode=370800');
    await expect(page.getByText(EXTRA)).toBeVisible();
    await shot(page, 'market-extra-prompt');
    await page.getByRole('button', { name: '暂不' }).click();
    await expect(page.getByText(EXTRA)).toBeHidden();
    await expect.poll(() => hashPath(page)).toBe('/locationMarketHome?areaCode=370800');

    // Accepting jumps to the other market.
    await page.reload();
    await expect(page.getByText(EXTRA)).toBeVisible();
    await page.getByRole('button', { name: '跳转' }).click();
    await expect.poll(() => hashPath(page)).toBe('/insureMarketHome?id=MK370800B');
  });

  test('an offline market: the offline prompt; refusing clears the selection, accepting opens the choice page', async ({
    page,
  }) => {
    await page.goto('/#/market2Share?id=MK370100A');
    await expect.poll(() => hashPath(page)).toBe('/insureMarketHome?id=MK370100A');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await shot(page, 'market-offline-prompt');
    await page.getByRole('button', { name: '暂不' }).click();
    await expect(page.getByText(OFFLINE)).toBeHidden();
    // The selection is cleared: home is the normal home, not the market's.
    await page.goto('/#/');
    await expect(page.getByTestId('home')).toBeVisible();
    await expect.poll(() => hashPath(page)).toBe('/');

    await page.goto('/#/market2Share?id=MK370100A');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await page.getByRole('button', { name: '跳转' }).click();
    await expect.poll(() => hashPath(page)).toBe('/locationMarketHome?areaCode=370100');
    await expect(page.getByTestId('market-choice')).toContainText('已下线');
  });

  test('a shared market link without a location is the ONLY_MARKET page model: home goes to the market home', async ({
    page,
  }) => {
    await page.goto('/#/market2Share?id=MK320300A');
    await expect.poll(() => hashPath(page)).toBe('/insureMarketHome?id=MK320300A');
    await expect(page.getByTestId('market-home')).toContainText('徐州市学生保险超市');
    await page.goto('/#/');
    await expect.poll(() => hashPath(page)).toBe('/insureMarketHome?id=MK320300A');
  });
});
