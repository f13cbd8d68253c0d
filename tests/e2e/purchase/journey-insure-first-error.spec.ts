/**
 * "Next" on a form whose only problem is the age rule on a birthday derived from the ID number (a
 * field the buyer cannot see): the toast says that problem, not the generic 请完善投保信息!, and the
 * page shows it whole, below the sticky nav bar and above the fixed bottom bar.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PARENT, fillField, idNumber, openInsure, pick, pickRegion, shot } from './helpers';

/** The element's box against the nav bar's bottom and the bottom bar's top (CSS pixels, viewport). */
async function placement(page: Page, text: string) {
  return page.evaluate((text) => {
    const alert = [...document.querySelectorAll('[role="alert"]')].find((el) => el.textContent === text);
    const nav = document.querySelector('header.app-nav');
    const footer = document.querySelector('[data-testid="insure-screen"] footer');
    if (!alert || !nav) return null;
    const box = alert.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      navBottom: nav.getBoundingClientRect().bottom,
      footerTop: footer ? footer.getBoundingClientRect().top : window.innerHeight,
      scrollY: window.scrollY,
    };
  }, text);
}

/** 'YYYYMMDD' of the day `days` days before today in China (the day ages are counted from). */
const bornDaysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

// 370102200401012458 and, on 2026-11-29, 370102202611202451 (the numbers of the report).
for (const { title, birthday, message } of [
  { title: '22 years old', birthday: '20040101', message: '不得超过18周岁' },
  { title: '9 days old', birthday: bornDaysAgo(9), message: '须满28天' },
]) {
  test(`next on 20PR315672 with a child ${title}: the toast and the page show the age problem`, async ({
    page,
  }) => {
    await openInsure(page, '20PR315672');
    await fillField(page, '投保人信息', '投保人姓名', '张丽');
    await fillField(page, '投保人信息', '证件号码', idNumber('370811', '19860512', '026'));
    await fillField(page, '投保人信息', '手机号码', DEMO_PARENT.phone);
    const child = '被保险人1';
    await fillField(page, child, '学生姓名', '张小明');
    await fillField(page, child, '证件号码', idNumber('370102', birthday, '245'));
    await pickRegion(page, child, '学校所在地区', ['山东省', '济南市', '历下区']);
    await pick(page, child, '学校类型', '小学');
    // This product takes a typed school name (customSchool 01).
    await fillField(page, child, '学校名称', '历下区实验小学');
    await pick(page, child, '年级', '三年级');
    await pick(page, child, '班级', '2班');
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.getByRole('button', { name: '下一步' }).click();

    const error = `出生日期：被保险人张小明年龄不符合投保要求：${message}`;
    await expect(page.locator('.adm-toast-main')).toHaveText(`被保险人张小明年龄不符合投保要求：${message}`);
    await expect(page.getByRole('region', { name: '被保险人1' }).getByRole('alert')).toHaveText(error);
    // Scrolled to, whole: below the nav bar's bottom and above the bottom bar's top.
    await expect
      .poll(async () => {
        const box = await placement(page, error);
        return box && box.top >= box.navBottom && box.bottom <= box.footerTop ? 'whole' : box;
      })
      .toBe('whole');
    await shot(page, `insure-first-error-${birthday}`);
  });
}
