/**
 * Issue 12, defect 7: the critical-illness product's age band follows from the insured — shown
 * read-only on the insure page and moving with the ID number typed in.
 */
import { expect, test } from '@playwright/test';
import { fillField, idNumber, openInsure, shot } from './helpers';

/** 'YYYYMMDD' of a birthday `years` years and a month before today. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};

test('the age band of 19PR799624 is derived from the insured and cannot be chosen', async ({ page }) => {
  await openInsure(page, '19PR799624');
  const band = page.getByTestId('derived-factor-ageBand');
  await expect(band).toContainText('按被保险人信息自动确定');
  // Read-only: nothing in it can be tapped to choose another band.
  await expect(band.getByRole('button')).toHaveCount(0);
  await expect(band.getByRole('checkbox')).toHaveCount(0);
  await fillField(page, '被保险人1', '证件号码', idNumber('370811', bornYearsAgo(10), '013'));
  await expect(band).toContainText('7-12周岁');
  await expect(page.getByTestId('premium')).toHaveText('¥199.00');
  await shot(page, 'derived-age-band');
});
