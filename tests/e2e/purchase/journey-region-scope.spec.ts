/**
 * Issue 13 item 3: a Yunnan family buys the Yunnan-only product. The region picker offers Yunnan
 * only; every Yunnan district has schools; a search with no match says so (this product lets the
 * parent choose only, so no typing is offered); the gateway refuses a school outside Yunnan even
 * when the request is altered on its way. A one-city product starts the picker on its city.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PARENT, fillField, idNumber, openInsure, pick, runSequence, shot, toConfirm } from './helpers';
import { answerOf } from '../helpers/answer';

const YUNNAN = '20PR263503';
const JINING = '19PR979745';
const SUBMIT = /\/order\/submitOrder\/v2/;

async function openRegionPicker(page: Page) {
  await page
    .getByRole('region', { name: '被保险人1' })
    .getByRole('button', { name: '学校所在地区', exact: true })
    .click();
  const popup = page.locator('.adm-popup-body:visible').last();
  await expect(popup).toBeVisible();
  return popup;
}

test('the Yunnan product: Yunnan only in the picker, schools in every district, an empty state, and the gateway refuses a Shandong school', async ({
  page,
}) => {
  await openInsure(page, YUNNAN);

  // Only Yunnan to choose from: no other province is offered.
  const popup = await openRegionPicker(page);
  const provinces = popup.locator('.adm-cascader-view-content').first().locator('.adm-check-list-item');
  await expect(provinces).toHaveText(['云南省']);
  await provinces.first().click();
  await popup.locator('.adm-cascader-view-content').getByText('大理白族自治州', { exact: true }).click();
  await popup.locator('.adm-cascader-view-content').getByText('洱源县', { exact: true }).click();
  await shot(page, '30-yunnan-region-picker');
  await popup.getByText('确定', { exact: true }).click();
  await expect(popup).toBeHidden();

  // A district far from the capital has its schools, and a search with no match says so.
  await pick(page, '被保险人1', '学校类型', '小学');
  await page.getByRole('region', { name: '被保险人1' }).getByRole('button', { name: '学校名称' }).click();
  const chooser = page.locator('.adm-popup-body:visible').last();
  await expect(chooser.locator('.adm-list-item')).toHaveText([/^洱源县实验小学/]);
  await chooser.getByRole('searchbox').fill('没有这所学校');
  await expect(chooser.getByTestId('school-empty')).toContainText('该地区暂无匹配的学校');
  // School mode 02 (choose only): nothing to type, the parent is told what to do instead.
  await expect(chooser.getByRole('button', { name: /使用“/ })).toHaveCount(0);
  await expect(chooser.getByTestId('school-empty')).toContainText('联系客服');
  await shot(page, '31-yunnan-school-empty');
  await chooser.getByRole('searchbox').fill('洱源');
  await chooser.locator('.adm-list-item').filter({ hasText: '洱源县实验小学' }).click();
  await expect(chooser).toBeHidden();

  await fillField(page, '投保人信息', '投保人姓名', '杨丽华');
  await fillField(page, '投保人信息', '证件号码', idNumber('532930', '19850707', runSequence(21)));
  await fillField(page, '投保人信息', '手机号码', DEMO_PARENT.phone);
  await fillField(page, '被保险人1', '学生姓名', '杨小朵');
  await fillField(page, '被保险人1', '证件号码', idNumber('532930', '20160909', runSequence(22)));
  await pick(page, '被保险人1', '年级', '三年级');
  await pick(page, '被保险人1', '班级', '2班');
  await toConfirm(page);
  await shot(page, '32-yunnan-confirm');

  // The request altered on its way to name a Shandong school: the gateway refuses it.
  await page.route(SUBMIT, async (route) => {
    const body = route.request().postDataJSON() as {
      applicationForms: { insureds: Record<string, string>[] }[] | { insureds: Record<string, string>[] };
    };
    const form = Array.isArray(body.applicationForms) ? body.applicationForms[0]! : body.applicationForms;
    Object.assign(form.insureds[0]!, {
      provinceCode: '370000',
      provinceName: '山东省',
      cityCode: '370800',
      cityName: '济宁市',
      countyCode: '370811',
      countyName: '任城区',
      schoolName: '任城区实验小学',
    });
    await route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse((r) => SUBMIT.test(r.url()));
  await page.getByRole('button', { name: '确认投保' }).click();
  const answer = (await (await refused).json()) as { code: string; msg: string };
  expect(answer.code).not.toBe('0000');
  expect(answer.msg).toContain('学校所在地区须在本产品的承保区域（云南省）内');
  await expect(page.getByText(/学校所在地区须在本产品的承保区域/)).toBeVisible();

  // Unaltered, the same purchase goes through.
  await page.unroute(SUBMIT);
  await expect(page.getByRole('button', { name: '确认投保' })).toBeEnabled();
  const accepted = await answerOf<{ code: string }>(page, SUBMIT);
  await page.getByRole('button', { name: '确认投保' }).click();
  expect((await accepted.json).code).toBe('0000');
  // The journey ends in the cashier, not on the way there: a browser closed while the page crosses
  // to it (another origin policy, another renderer) can hang until the test's bound.
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
});

test('a one-city product starts the region picker on its city and offers only its districts', async ({
  page,
}) => {
  await openInsure(page, JINING);
  const region = page
    .getByRole('region', { name: '被保险人1' })
    .getByRole('button', { name: '学校所在地区', exact: true });
  await expect(region).toHaveText('山东省 济宁市');
  const popup = await openRegionPicker(page);
  const shown = popup.locator('.adm-check-list-item:visible');
  // The districts of Jining to finish the choice, and nothing above Jining but Jining.
  await expect(shown.filter({ hasText: '任城区' })).toHaveCount(1);
  await expect(shown.filter({ hasText: '历下区' })).toHaveCount(0);
  await popup.getByRole('tab', { name: '济宁市' }).click();
  await expect(shown).toHaveText(['济宁市']);
  await popup.getByRole('tab', { name: '山东省' }).click();
  await expect(shown).toHaveText(['山东省']);
  await shot(page, '33-jining-region-preset');
});
