import { expect, test, type Page } from '@playwright/test';
import { hashPath, passwordLogin, shot } from './helpers';

/** The status page title and the actions each status allows (src/policies/statuses.ts). */
const STATUS_PAGES: Record<string, { path: string; title: string; actions: string[] }> = {
  '01': { path: '/policyDetailTobePaid', title: '待支付', actions: ['去支付', '取消订单'] },
  '02': { path: '/policyDetailPaymentTimeout', title: '支付超时', actions: ['删除订单'] },
  '03': { path: '/policyDetailWaitIssue', title: '待出单', actions: [] },
  '04': { path: '/policyDetailIssueFail', title: '出单失败', actions: ['删除订单'] },
  '05': { path: '/policyDetailWaitInsurance', title: '待起保', actions: ['电子保单', '评价'] },
  '06': { path: '/policyDetailGuarantee', title: '保障中', actions: ['电子保单', '评价', '续保'] },
  '07': { path: '/policyDetailPolicyOverdue', title: '已过期', actions: ['电子保单', '续保'] },
  '08': { path: '/policyDetailSurrender', title: '已退保', actions: ['电子保单'] },
  '09': { path: '/PolicyDetailCancel', title: '已取消', actions: ['删除订单'] },
};

async function login(page: Page, request: Parameters<typeof passwordLogin>[1], target: string) {
  await page.goto(`/#/passport/PasswordLogin?fullPath=${encodeURIComponent(target)}`);
  await passwordLogin(page, request);
  await expect.poll(() => hashPath(page)).toBe(target);
}

test.describe('policies (spec §2 policy pages)', () => {
  test('the policy list: tabs by status, infinite list, and one page per status with its actions', async ({ page, request }) => {
    await login(page, request, '/policyList');
    const cards = page.getByTestId('policy-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('list-footer')).toHaveText('没有更多了');
    await shot(page, 'policy-list');

    // Each status tab lists only its status.
    await page.getByRole('tab', { name: '待支付' }).click();
    await expect.poll(() => hashPath(page)).toBe('/policyList?status=01');
    await expect(cards.first()).toHaveAttribute('data-status', '01');
    for (const status of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) expect(status).toBe('01');
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(cards.first()).toBeVisible();

    const seeded = await cards.evaluateAll((els) => els.map((e) => ({ status: e.getAttribute('data-status') ?? '', href: e.getAttribute('href') ?? '' })));
    const byStatus = new Map(seeded.map((s) => [s.status, s.href]));
    expect(byStatus.size).toBeGreaterThanOrEqual(8);

    for (const [status, href] of byStatus) {
      const expected = STATUS_PAGES[status];
      if (!expected) throw new Error(`unknown status ${status}`);
      await page.goto(`/${href}`);
      await expect.poll(() => hashPath(page)).toMatch(new RegExp(`^${expected.path}\\?orderCode=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      const detail = page.getByTestId('policy-detail');
      await expect(detail).toHaveAttribute('data-status', status);
      // ID numbers are masked: first 3 and last 4 kept.
      await expect(detail).toContainText(/\d{3}\*{7,}[\dX]{4}/);
      const buttons = await page.locator('.policy-actions button').allTextContents();
      expect(buttons).toEqual(expected.actions);
      await shot(page, `policy-${status}`);
    }
  });

  test('cancel an unpaid order: it moves to the cancelled page', async ({ page, request }) => {
    await login(page, request, '/policyList?status=01');
    await page.getByTestId('policy-card').first().click();
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '01');
    await page.getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByText('确定取消该订单吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/PolicyDetailCancel\?orderCode=/);
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '09');
    await expect(page.locator('.policy-actions button')).toHaveText(['删除订单']);
  });

  test('the e-policy action opens the PDF viewer with the gateway URL of the policy', async ({ page, request }) => {
    await login(page, request, '/policyList?status=06');
    await page.getByTestId('policy-card').first().click();
    const policyNo = (await page.getByTestId('policy-detail').textContent())?.match(/保单号(PL\w+)/)?.[1] ?? '';
    expect(policyNo).not.toBe('');
    await page.getByRole('button', { name: '电子保单' }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/pdf\?url=/);
    const rawHash = await page.evaluate(() => window.location.hash);
    const encoded = new URLSearchParams(rawHash.slice(rawHash.indexOf('?') + 1)).get('url') ?? '';
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(`/_gw/pol-svc/ePolicy/${policyNo}`);
  });

  test('signed agreements: tap to view renders the contract PDF with pdf.js; a foreign URL is refused', async ({ page, request }) => {
    await login(page, request, '/signList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('已签协议');
    await expect(page.getByTestId('sign-item').first()).toContainText('签署日期');
    await page.getByRole('link', { name: '点击查看' }).first().click();
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect(page.locator('.pdf-pages canvas').first()).toBeVisible();
    await shot(page, 'pdf-contract');
    await page.goto(`/#/pdf?url=${encodeURIComponent(Buffer.from('https://evil.example/x.pdf').toString('base64'))}`);
    await expect(page.getByTestId('pdf-refused')).toContainText('仅支持打开本站或网关提供的文件');
    await shot(page, 'pdf-refused');
  });

  test('a guarded status page without login goes to login; the public wait-insurance page opens, and its data call answering 406 leads to login', async ({ page }) => {
    await page.goto('/#/policyDetailGuarantee?orderCode=X1');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FpolicyDetailGuarantee%3ForderCode%3DX1/);
    const detailCall = page.waitForResponse((r) => r.url().includes('/_gw/order/searchOrderDetailForPro'));
    await page.goto('/#/policyDetailWaitInsurance?orderCode=X1');
    const reply = (await (await detailCall).json()) as { code: string };
    expect(reply.code).toBe('406');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FpolicyDetailWaitInsurance%3ForderCode%3DX1/);
  });
});
