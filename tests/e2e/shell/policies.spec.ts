import { expect, test, type Page } from '@playwright/test';
import { hashPath, passwordLogin, shot } from './helpers';

/** The status page title and the actions each status allows (src/policies/statuses.ts). */
const STATUS_PAGES: Record<string, { path: string; title: string; actions: string[] }> = {
  '01': { path: '/policyDetailTobePaid', title: '待支付', actions: ['去支付', '取消订单'] },
  '02': { path: '/policyDetailPaymentTimeout', title: '支付超时', actions: ['重新投保', '删除订单'] },
  '03': { path: '/policyDetailWaitIssue', title: '待出单', actions: [] },
  '04': { path: '/policyDetailIssueFail', title: '出单失败', actions: ['重新投保', '删除订单'] },
  '05': { path: '/policyDetailWaitInsurance', title: '待起保', actions: ['电子保单', '发送到邮箱', '评价'] },
  '06': {
    path: '/policyDetailGuarantee',
    title: '保障中',
    actions: ['电子保单', '发送到邮箱', '评价', '续保'],
  },
  '07': { path: '/policyDetailPolicyOverdue', title: '已过期', actions: ['电子保单', '发送到邮箱', '续保'] },
  '08': { path: '/policyDetailSurrender', title: '已退保', actions: ['电子保单', '发送到邮箱'] },
  '09': { path: '/PolicyDetailCancel', title: '已取消', actions: ['重新投保', '删除订单'] },
};

async function login(page: Page, request: Parameters<typeof passwordLogin>[1], target: string) {
  await page.goto(`/#/passport/PasswordLogin?fullPath=${encodeURIComponent(target)}`);
  await passwordLogin(page, request);
  await expect.poll(() => hashPath(page)).toBe(target);
}

test.describe('policies (spec §2 policy pages)', () => {
  test('the policy list: tabs by status, infinite list, and one page per status with its actions', async ({
    page,
    request,
  }) => {
    await login(page, request, '/policyList');
    const cards = page.getByTestId('policy-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('list-footer')).toHaveText('没有更多了');
    await shot(page, 'policy-list');

    // Each status tab lists only its status.
    await page.getByRole('tab', { name: '待支付' }).click();
    await expect.poll(() => hashPath(page)).toBe('/policyList?status=01');
    await expect(cards.first()).toHaveAttribute('data-status', '01');
    for (const status of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
      expect(status).toBe('01');
    await page.getByRole('tab', { name: '全部' }).click();
    // The 待支付 cards stay on screen until the whole list has come back: wait for the list of every
    // status, not for the first card (which may still be a 待支付 one).
    const listed = () =>
      cards.evaluateAll((els) =>
        els.map((e) => ({ status: e.getAttribute('data-status') ?? '', href: e.getAttribute('href') ?? '' })),
      );
    await expect
      .poll(async () => new Set((await listed()).map((s) => s.status)).size)
      .toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId('list-footer')).toHaveText('没有更多了');
    const byStatus = new Map((await listed()).map((s) => [s.status, s.href]));

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

  test('the application form of a policy lists the clauses the buyer confirmed', async ({
    page,
    request,
  }) => {
    await login(page, request, '/policyList?status=06');
    await page.getByTestId('policy-card').first().click();
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '06');
    await page.getByRole('link', { name: '投保单详情' }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/insureDetail\?appCode=AF/);
    const clauses = page
      .getByTestId('insure-detail')
      .locator('section', { has: page.getByRole('heading', { name: '已确认条款' }) })
      .locator('li');
    await expect(clauses.first()).toBeVisible();
    expect((await clauses.allTextContents()).every((name) => name.trim().length > 0)).toBe(true);
    // What was sold (insurer, plan, cover limits), read from the manifest version the order stores (issue 14).
    const sold = page.getByTestId('sold-cover');
    await expect(sold).toContainText('所售保障');
    await expect(sold).toContainText('承保公司');
    await shot(page, 'insure-detail-clauses');
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
    await expect(page.locator('.policy-actions button')).toHaveText(['重新投保', '删除订单']);
  });

  test('the e-policy action gets a token and renders the policy PDF with pdf.js; the link dies with its token', async ({
    page,
    request,
  }) => {
    await login(page, request, '/policyList?status=06');
    await page.getByTestId('policy-card').first().click();
    const policyNo =
      (await page.getByTestId('policy-detail').textContent())?.match(/保单号(PL\w+)/)?.[1] ?? '';
    expect(policyNo).not.toBe('');
    const tokenCall = page.waitForResponse((r) => r.url().includes('/_gw/edu-svc/yj/api/getToken'));
    await page.getByRole('button', { name: '电子保单' }).click();
    const tokenReply = (await (await tokenCall).json()) as { code: string; data: { url: string } };
    expect(tokenReply.code).toBe('0000');
    await expect.poll(() => hashPath(page)).toMatch(/^\/pdf\?url=/);
    const rawHash = await page.evaluate(() => window.location.hash);
    const encoded = new URLSearchParams(rawHash.slice(rawHash.indexOf('?') + 1)).get('url') ?? '';
    const pdfUrl = Buffer.from(encoded, 'base64').toString('utf8');
    expect(pdfUrl).toBe(`/_gw${tokenReply.data.url}`);
    expect(pdfUrl).toMatch(/^\/_gw\/edu-svc\/yj\/api\/ePolicy\?token=/);
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');
    const firstPage = page.locator('.pdf-pages canvas').first();
    await expect(firstPage).toBeVisible();
    // pdf.js drew the gateway's e-policy: its text (the canvas's fallback content) names the policy, IDs masked.
    await expect(firstPage).toContainText(policyNo);
    await expect(firstPage).toContainText('电子保单');
    await expect(firstPage).toContainText(/\d{3}\*{11}[\dX]{4}/);
    await shot(page, 'pdf-epolicy');
    // Without the token the PDF is refused; a forged one too.
    expect((await request.get('/_gw/edu-svc/yj/api/ePolicy')).status()).toBe(400);
    expect((await request.get(`${pdfUrl.slice(0, -4)}AAAA`)).status()).toBe(403);

    // A link the gateway refuses (an e-policy link lives 5 minutes; a forged one is refused alike)
    // says so on /pdf, without a retry that cannot succeed, and leads back to the policy.
    await page.goBack();
    await expect(page.getByTestId('policy-detail')).toContainText(policyNo);
    const detailPath = await hashPath(page);
    const refused = Buffer.from(`${pdfUrl.slice(0, -4)}AAAA`, 'utf8').toString('base64');
    await page.goto(`/#/pdf?url=${encodeURIComponent(refused)}`);
    const notice = page.getByTestId('pdf-link-refused');
    await expect(notice).toContainText('文件链接已失效');
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await shot(page, 'pdf-link-refused');
    await notice.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => hashPath(page)).toBe(detailPath);
  });

  test('the e-policy of a surrendered policy shows the surrender endorsement', async ({ page, request }) => {
    await login(page, request, '/policyList?status=08');
    await page.getByTestId('policy-card').first().click();
    await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '08');
    await page.getByRole('button', { name: '电子保单' }).click();
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('.pdf-pages canvas').first()).toContainText(
      /批改：本保单已于 .+ 退保（批单号 EN\w+）/,
    );
    await shot(page, 'pdf-epolicy-surrendered');
  });

  test('signed agreements: tap to view renders the contract PDF with pdf.js; a foreign URL is refused', async ({
    page,
    request,
  }) => {
    await login(page, request, '/signList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('已签协议');
    await expect(page.getByTestId('sign-item').first()).toContainText('签署日期');
    await page.getByRole('link', { name: '点击查看' }).first().click();
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('.pdf-pages canvas').first()).toBeVisible();
    await shot(page, 'pdf-contract');
    await page.goto(
      `/#/pdf?url=${encodeURIComponent(Buffer.from('https://evil.example/x.pdf').toString('base64'))}`,
    );
    await expect(page.getByTestId('pdf-refused')).toContainText('仅支持打开本站或网关提供的文件');
    await shot(page, 'pdf-refused');
  });

  test('/viewImage shows a same-origin image, an error with retry for a file that is not an image, and refuses a foreign URL', async ({
    page,
    request,
  }) => {
    const view = (url: string) =>
      `/#/viewImage?url=${encodeURIComponent(Buffer.from(url).toString('base64'))}`;
    await login(page, request, '/myIndex');
    await page.goto(view('/favicon.svg'));
    await expect(page.getByTestId('image-page')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('img', { name: '查看' })).toBeVisible();
    await shot(page, 'view-image');
    await page.goto(view('/index.html'));
    await expect(page.getByTestId('image-page')).toHaveAttribute('data-status', 'error');
    await expect(page.getByRole('button', { name: /重试/ })).toBeVisible();
    await page.goto(view('https://evil.example/x.png'));
    await expect(page.getByTestId('image-refused')).toContainText('仅支持打开本站或网关提供的文件');
  });

  test('a guarded status page without login goes to login; the public wait-insurance page opens, and its data call answering 406 leads to login', async ({
    page,
  }) => {
    await page.goto('/#/policyDetailGuarantee?orderCode=X1');
    await expect(page).toHaveURL(/#\/passport\/login\?fullPath=%2FpolicyDetailGuarantee%3ForderCode%3DX1/);
    const detailCall = page.waitForResponse((r) => r.url().includes('/_gw/order/searchOrderDetailForPro'));
    await page.goto('/#/policyDetailWaitInsurance?orderCode=X1');
    const reply = (await (await detailCall).json()) as { code: string };
    expect(reply.code).toBe('406');
    await expect(page).toHaveURL(
      /#\/passport\/login\?fullPath=%2FpolicyDetailWaitInsurance%3ForderCode%3DX1/,
    );
  });
});
