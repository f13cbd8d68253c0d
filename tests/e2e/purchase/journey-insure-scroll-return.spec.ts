/**
 * The insure page draws its first view first and the parts below it (the insured persons, the
 * clauses) just after (renderers/screens/insure/use-below-fold.ts). A reader who scrolled down to the
 * clauses, opened one and came back must land where they were, not at a page cut short: a return to
 * a remembered scroll position draws the whole form at once.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PARENT, buyAndLogin } from './helpers';

test('back from a clause returns to the clauses of the insure page, the whole form drawn', async ({
  page,
}) => {
  // Clauses open to a signed-in reader.
  await buyAndLogin(page, '/jiningDetails', DEMO_PARENT.phone);
  const screen = page.getByTestId('insure-screen');
  // Drawn in two steps: the screen says it is busy until the parts below the first view are in.
  await expect(screen).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('region', { name: '被保险人1' })).toBeVisible();

  const documents = page.getByTestId('protocol-checklist').locator('.adm-list-item');
  await documents.first().scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await documents.first().click();
  await expect(page.getByTestId('protocol-screen')).toBeVisible();
  await page.goBack();
  await expect(screen).toBeVisible();
  await expect(screen).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await expect(documents.first()).toBeInViewport();
});
