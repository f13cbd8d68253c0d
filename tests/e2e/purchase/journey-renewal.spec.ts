/**
 * Issue 13 item 13: /insurerenew shows the new cover period and the premium before 去续保 (the same
 * figures the insure page then asks the gateway for), keeps the renewed policy's plan, and the
 * insure page it leads to says it is a renewal.
 */
import { expect, test } from '@playwright/test';
import { renewalStartDate } from '../../../engine/rules/dates';
import { openInsure, shot } from './helpers';

test('续保 from an in-force policy: period and premium before 去续保, and the insure page says it is a renewal', async ({
  page,
}) => {
  await openInsure(page, '19PR979745');
  await page.goto('/#/policyList?status=06');
  // The seeded in-force policy (its renewal window is open: 去续保), not one another journey of this lane just bought.
  await page.locator('a[href*="policyDetailGuarantee"][href*="SEED"]').first().click();
  const detail = page.getByTestId('policy-detail');
  await expect(detail).toHaveAttribute('data-status', '06');
  const policyNo = (await detail.getByText(/^PL/).first().textContent()) ?? '';
  const plan =
    (await detail.locator('.row', { hasText: '保障方案' }).locator('span').last().textContent()) ?? '';
  const oldEnd = ((await detail.getByTestId('cover-period').textContent()) ?? '').split('~')[1]?.trim() ?? '';
  // The renewal's cover starts where the in-force policy's ends (not tomorrow), or tomorrow if that is later.
  const tomorrow = new Date(Date.now() + (8 + 24) * 3_600_000).toISOString().slice(0, 10);
  const renewalStart = renewalStartDate(oldEnd);
  const expectedStart = renewalStart > tomorrow ? renewalStart : tomorrow;
  await page.getByRole('button', { name: '续保' }).click();

  const renewal = page.getByTestId('renewal-screen');
  await expect(renewal).toBeVisible();
  await expect(renewal.getByTestId('renewal-period')).toHaveText(
    new RegExp(`^${expectedStart} ~ \\d{4}-\\d{2}-\\d{2}$`),
  );
  await expect(renewal.getByTestId('renewal-premium')).toHaveText(/^¥\d+\.\d{2}$/);
  const quoted = await renewal.getByTestId('renewal-premium').textContent();
  await shot(page, '60-renewal-quote');

  await renewal.getByRole('button', { name: '去续保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page.getByTestId('renewal-banner')).toHaveText(`续保投保：本单续保保单 ${policyNo}`);
  // The renewed plan is kept, and the gateway's premium agrees with the quote.
  await expect(page.getByRole('radio', { name: new RegExp(plan) })).toBeChecked();
  await expect(page.getByTestId('premium')).toHaveText(quoted ?? '');
  await expect(page.getByTestId('premium')).toHaveAttribute('aria-busy', 'false');
  await shot(page, '61-renewal-insure');
});
