/**
 * The plan tab chosen on a detail page is the plan the insure form starts on (a buyer who looked at
 * 基础版 and tapped 立即投保 is not shown 成长版 at another price).
 */
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

test('立即投保 under the 基础版 tab opens the form on 基础版, priced as such', async ({ page }) => {
  await page.goto('/#/jiningDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  await page.getByRole('tab', { name: '基础版' }).click();
  await expect(
    page.getByTestId('section-guaranteeDetails').or(page.getByTestId('section-planList')),
  ).toContainText('¥60.00');
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page.getByRole('radio', { name: '基础版' })).toBeChecked();
  await expect(page.getByTestId('premium')).toHaveText('¥60.00');
  // Used once: the address forgets the choice, so what the buyer picks here survives a reload or login.
  await expect(page).not.toHaveURL(/planCode=/);
  await page.getByRole('radio', { name: '成长版' }).click();
  await expect(page.getByTestId('premium')).toHaveText('¥150.00');
  await shot(page, 'detail-plan-choice-insure');
});
