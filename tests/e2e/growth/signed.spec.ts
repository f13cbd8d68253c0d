import { expect, test } from '@playwright/test';
import { loggedInPage, PARENT, requireGrowthGateway, shot } from './support';

requireGrowthGateway();

/** Issue 6 journey 2 (the reading side): the parent's signed agreement is listed, detailed and opened as a PDF. */
test('a signed agreement is listed, shown and opened as a PDF', async ({ browser, baseURL }) => {
  const parent = await loggedInPage(browser, baseURL!, PARENT);
  await parent.goto('/#/watchSign');
  const list = parent.getByTestId('watch-sign');
  await expect(list).toContainText('签约日期');
  await shot(parent, 'sign-1-watch');
  await list.getByRole('link').first().click();
  const detail = parent.getByTestId('detail-sign');
  await expect(detail).toContainText('协议编号');
  await expect(detail).toContainText('CT');
  await detail.getByRole('link', { name: '点击查看' }).click();
  await expect(parent).toHaveURL(/#\/pdf\?url=/);
  await expect(parent.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');
  await shot(parent, 'sign-2-pdf');
});
