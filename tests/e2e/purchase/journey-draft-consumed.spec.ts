/**
 * Issue 13 item 5: a 暂存单 does not outlive its order. The drafts list names the insured child;
 * resuming the draft and submitting the order removes it from the list (gateway and app), so the
 * list never invites a second, duplicate order.
 */
import { expect, test } from '@playwright/test';
import { fillHolderAndChild, idNumber, openInsure, runSequence, shot, toConfirm } from './helpers';

test('a saved draft names the child, and submitting the order made from it removes it from /zancunList', async ({
  page,
}) => {
  const child = `钱小${'春夏秋冬'[Number(runSequence()) % 4]}`;
  await openInsure(page, '19PR979745');
  await fillHolderAndChild(page, { id: idNumber('370811', '20170203', runSequence(13)), name: child });
  await page.getByRole('button', { name: '暂存' }).click();
  await expect(page.getByText('暂存成功')).toBeVisible();

  await page.goto('/#/zancunList');
  const draft = page.getByTestId('draft').filter({ hasText: `被保险人：${child}` });
  await expect(draft).toHaveCount(1);
  await shot(page, '40-zancun-names-child');

  await draft.getByRole('button', { name: '继续投保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await toConfirm(page);
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(page.getByTestId('payment-result')).toBeVisible();

  await page.goto('/#/zancunList');
  await expect(page.getByText('暂无暂存单').or(page.getByTestId('draft').first())).toBeVisible();
  await expect(page.getByTestId('draft').filter({ hasText: `被保险人：${child}` })).toHaveCount(0);
  await shot(page, '41-zancun-after-submit');
});
