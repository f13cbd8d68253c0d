import { expect, test } from '@playwright/test';
import { STAFF, hashPath, passwordLogin, shot } from './helpers';

test.describe('account pages', () => {
  test('staff see the promoter entries in the personal centre; user info can be edited', async ({
    page,
    request,
  }) => {
    await page.goto('/#/passport/PasswordLogin?fullPath=%2FmyIndex');
    await passwordLogin(page, request, STAFF);
    await expect.poll(() => hashPath(page)).toBe('/myIndex');
    await expect(page.getByTestId('my-name')).toContainText('员工');
    await expect(page.getByTestId('promoter-entries')).toContainText('我的客户');
    await shot(page, 'my-index-staff');

    // The personal centre leads to the brokerage's articles (one article page for every such route).
    await page.getByRole('link', { name: '常见问题' }).click();
    await expect(page.getByTestId('article-problem')).toHaveAttribute('data-article-id', 'page-problem');
    await page.goBack();

    await page.getByRole('link', { name: '个人信息' }).click();
    await expect(page.getByTestId('user-info')).toBeVisible();
    await page.getByRole('button', { name: '编辑' }).click();
    await page.getByRole('textbox', { name: '联系地址' }).fill('山东省济宁市任城区建设路1号');
    await page.getByRole('textbox', { name: '出生日期' }).fill('1985/01/01');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('出生日期格式应为YYYY-MM-DD');
    await page.getByRole('textbox', { name: '出生日期' }).fill('1985-01-01');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('user-info')).toContainText('山东省济宁市任城区建设路1号');
    await expect(page.getByTestId('user-info')).toContainText('1985-01-01');
  });

  test('a saved draft is listed in /zancunList, resumes into the insure page, and can be deleted', async ({
    page,
    request,
  }) => {
    await page.goto('/#/passport/PasswordLogin?fullPath=%2Finsure%3FproductCode%3D19PR352395');
    await passwordLogin(page, request);
    await expect(page.getByTestId('insure-screen')).toBeVisible();
    // Leave only once the gateway has the draft (navigating away would cancel the save).
    const saved = page.waitForResponse((response) => /saveTempForm/.test(response.url()));
    await page.getByRole('button', { name: '暂存' }).click();
    expect((await (await saved).json()).code).toBe('0000');
    await page.goto('/#/zancunList');
    // Other journeys may have saved a draft of the same product to this account: take the newest.
    const draft = page.getByTestId('draft').filter({ hasText: '复星联合学生百万医疗保险' }).first();
    await expect(draft).toBeVisible();
    await shot(page, 'zancun-list');
    await draft.getByRole('button', { name: '继续投保' }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/insure\?productCode=19PR352395&serialNo=/);
    await expect(page.getByTestId('insure-screen')).toBeVisible();
    await page.goto('/#/zancunList');
    await expect(page.getByTestId('draft').first()).toBeVisible();
    const count = await page.getByTestId('draft').count();
    await page
      .getByTestId('draft')
      .filter({ hasText: '复星联合学生百万医疗保险' })
      .first()
      .getByRole('button', { name: '删除' })
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('draft')).toHaveCount(count - 1);
  });

  test('scroll resets on navigation and is restored on back; home stays mounted', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.getByTestId('home-product').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // An in-app link tap (a script click, so the browser does not scroll the link into view first).
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href*="fuxingUnionDetails"]')?.click(),
    );
    await expect(page.getByTestId('detail-screen')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => hashPath(page)).toBe('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Kept alive: the home list did not load again (its skeleton never came back).
    await expect(page.locator('[data-keep-alive="home"] [data-testid="skeleton"]')).toHaveCount(0);
  });
});
