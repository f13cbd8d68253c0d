/**
 * Issue 13 item 15: lists that fit where the parent is. The 济宁市 market lists Jining's (and
 * Shandong-wide) products under the area's name, never another city's product nor a raw area code;
 * home groups what a visitor can buy by area and leaves out the offline roster variants; the school
 * list follows the chosen 学校类型.
 */
import { expect, test } from '@playwright/test';
import { openInsure, pick, pickRegion, shot } from './helpers';

test('the Jining market lists its own area under its name', async ({ page }) => {
  await page.goto('/#/selectCompany');
  await page.getByTestId('province').selectOption({ label: '山东省' });
  await page.getByRole('button', { name: '济宁市' }).click();
  await expect(page.getByTestId('location-market')).toContainText('济宁市');
  await page.getByTestId('market-choice').filter({ hasText: '济宁市教育保险超市' }).click();
  const market = page.getByTestId('market-home');
  await expect(market).toContainText('济宁市学生成长保障计划');
  await expect(market).not.toContainText('370800');
  await expect(market.getByText('济宁市 ·')).toBeVisible();
  // Another city's product and the school roster variants are not sold here.
  await expect(market).not.toContainText('济南市学生安全特色保障');
  await expect(market).not.toContainText('线下签约版');
  await shot(page, '50-jining-market');
});

test('home groups what a visitor can buy by area, without the offline roster variants', async ({ page }) => {
  await page.goto('/#/');
  const home = page.getByTestId('home');
  await expect(home.getByRole('heading', { name: '全国可投' })).toBeVisible();
  await expect(home.getByRole('region', { name: '山东省济宁市' })).toContainText('济宁市学生成长保障计划');
  await expect(home.getByRole('region', { name: '云南省' })).toContainText('云南省学生幼儿安全保障计划');
  await expect(home.getByRole('region', { name: '全国可投' })).toContainText('华泰学生责任保护伞');
  // The login-only school roster variants (offline channel) are not for a visitor.
  await expect(home).not.toContainText('济宁市学生平安保险（线下签约版）');
  await expect(home).not.toContainText('儿童疫苗接种安心保');
  await expect(home).not.toContainText('可配置页');
  await shot(page, '51-home-grouped');
});

test('the school list follows the chosen school type', async ({ page }) => {
  await openInsure(page, '19PR979745');
  await pickRegion(page, '被保险人1', '学校所在地区', ['山东省', '济宁市', '任城区']);
  await pick(page, '被保险人1', '学校类型', '初中');
  await page.getByRole('region', { name: '被保险人1' }).getByRole('button', { name: '学校名称' }).click();
  const chooser = page.locator('.adm-popup-body:visible').last();
  await expect(chooser.locator('.adm-list-item')).toHaveText([/^任城区第一初级中学/]);
  await shot(page, '52-school-by-type');
});
