import { expect, test, type Page } from '@playwright/test';
import { gatewayCall, loggedInPage, PARENT } from './support';
import { fillHolderAndChild, idNumber, runSequence, toConfirm } from '../purchase/helpers';

/** Screenshots for review go to test-results/contract/. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/contract/${name}.png`, fullPage: false });

/** A 1×1 PNG standing in for the ID card photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BAILOR_ID = '370811198803150022';

/**
 * Issue 6 journey 2: a contract-based product (21PR336218, /lanshanDetails): buying leads to its
 * contract page; the parent uploads the certificate, signs (sandbox e-signature), opens the PDF, finds
 * the agreement in /signList and opens it there too, then goes on to the insure page.
 */
test('a contract-based product: the agreement is signed, listed in /signList and opened as a PDF', async ({
  browser,
  baseURL,
}) => {
  const parent = await loggedInPage(browser, baseURL!, PARENT);
  await parent.goto('/#/lanshanDetails');
  await parent.getByRole('button', { name: '立即投保' }).click();
  await expect(parent).toHaveURL(/#\/lanshanContract\?productCode=21PR336218/);
  const page = parent.getByTestId('contract-page');
  await expect(page.getByTestId('contract-manager')).toHaveText('王建华');

  const form = parent.getByTestId('contract-form');
  await form.getByRole('textbox', { name: '委托人姓名' }).fill(PARENT.name);
  await form.getByRole('textbox', { name: '委托人身份证号' }).fill('370811198803150023');
  await form
    .getByLabel('上传身份证人像面')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PHOTO });
  // A wrong ID number is caught before anything is uploaded, and the input stays.
  await expect(parent.getByTestId('contract-problem')).toContainText('委托人身份证号');
  await expect(form.getByRole('textbox', { name: '委托人身份证号' })).toHaveValue('370811198803150023');
  await form.getByRole('textbox', { name: '委托人身份证号' }).fill(BAILOR_ID);
  await form
    .getByLabel('上传身份证人像面')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(parent.getByTestId('contract-cert-done')).toContainText('证件信息已上传');
  await expect(parent.getByRole('img', { name: '已上传的身份证照片' })).toBeVisible();
  await form.getByRole('button', { name: '签署协议' }).click();
  await expect(parent.getByTestId('contract-problem')).toHaveText('请先阅读并同意《委托协议》');
  await form.getByText('我已阅读并同意《委托协议》').click();
  await shot(parent, 'contract-1-form');
  await form.getByRole('button', { name: '签署协议' }).click();

  const signed = parent.getByTestId('contract-signed');
  await expect(signed).toContainText('委托协议已签署');
  await expect(signed).toContainText('CT');
  const contractNo = (await signed.locator('.row').first().locator('span').last().textContent()) ?? '';
  expect(contractNo).toMatch(/^CT/);
  await shot(parent, 'contract-2-signed');
  await signed.getByRole('link', { name: '查看协议' }).click();
  await expect(parent).toHaveURL(/#\/pdf\?url=/);
  await expect(parent.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');
  await shot(parent, 'contract-3-pdf');

  await parent.goto('/#/signList');
  const item = parent.getByTestId('sign-item').filter({ hasText: PARENT.name }).first();
  await expect(item).toBeVisible();
  const today = await parent.evaluate(() =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date()),
  );
  await expect(item).toContainText(today);
  await shot(parent, 'contract-4-signlist');
  await item.getByRole('link').click();
  await expect(parent.getByTestId('pdf-page')).toHaveAttribute('data-status', 'ready');

  // Back on the contract page the signed contract is recognised (api/logged); signing again shows the form.
  await parent.goto('/#/lanshanContract?productCode=21PR336218');
  await expect(parent.getByTestId('contract-signed')).toContainText('您已签署该产品的委托协议');
  await expect(parent.getByTestId('contract-signed')).toContainText(contractNo);
  await parent.getByRole('button', { name: '重新签署' }).click();
  await expect(parent.getByTestId('contract-form')).toBeVisible();
});

/** Issue 6 journey 4: a contract-based product without an account manager (20PR552806) shows 未配置客户经理. */
test('a product without an account manager shows 未配置客户经理', async ({ browser, baseURL }) => {
  const parent = await loggedInPage(browser, baseURL!, PARENT);
  await parent.goto('/#/xuzhouWuyouDetails?productCode=20PR552806');
  await parent.getByRole('button', { name: '立即投保' }).click();
  await expect(parent).toHaveURL(/#\/xuZhouOfflineSign\?productCode=20PR552806/);
  const notice = parent.getByTestId('contract-no-manager');
  await expect(notice).toContainText('未配置客户经理');
  await expect(parent.getByTestId('contract-form')).toHaveCount(0);
  await shot(parent, 'contract-5-no-manager');
});

/** The purchase side: after signing, the order sent on confirm carries the commission-contract fields and the contract is related to it. */
test('a signed contract goes onto the order: commission-contract fields, contract related', async ({
  browser,
  baseURL,
}) => {
  const parent = await loggedInPage(browser, baseURL!, PARENT);
  await parent.goto('/#/jiningOfflineContract?productCode=21PR803361');
  await signOnPage(parent);
  const signed = parent.getByTestId('contract-signed');
  const contractNo = (
    (await signed.locator('.row').first().locator('span').last().textContent()) ?? ''
  ).trim();
  await signed.getByRole('button', { name: '继续投保' }).click();
  await expect(parent).toHaveURL(/#\/insure\?productCode=21PR803361/);
  await expect(parent.getByTestId('insure-screen')).toBeVisible();
  await fillHolderAndChild(parent, { id: idNumber('370811', '20150611', runSequence(8)), name: '李签约' });
  await toConfirm(parent);
  await parent.getByRole('button', { name: '确认投保' }).click();

  let orderCode = '';
  await expect
    .poll(
      async () => {
        const list = await gatewayCall<{ list: { contractNo: string; orderCode: string | null }[] }>(
          parent,
          'GET',
          '/edu-svc/api/contract_list',
        );
        orderCode = list.data.list.find((c) => c.contractNo === contractNo)?.orderCode ?? '';
        return orderCode;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const detail = await gatewayCall<{ applicationForm: Record<string, unknown> }>(
    parent,
    'POST',
    '/order/searchOrderDetailForPro',
    { orderCode },
  );
  expect(detail.data.applicationForm).toMatchObject({
    commissionContractNo: contractNo,
    bailorName: PARENT.name,
    bailorIdNo: BAILOR_ID,
  });
  expect(String(detail.data.applicationForm.signatureDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shot(parent, 'contract-6-after-order');
});

/** Fills and signs the contract form on a contract page (name, ID number, photo, consent). */
async function signOnPage(parent: Page) {
  const form = parent.getByTestId('contract-form');
  await form.getByRole('textbox', { name: '委托人姓名' }).fill(PARENT.name);
  await form.getByRole('textbox', { name: '委托人身份证号' }).fill(BAILOR_ID);
  await form
    .getByLabel('上传身份证人像面')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(parent.getByTestId('contract-cert-done')).toBeVisible();
  await form.getByText('我已阅读并同意《委托协议》').click();
  await form.getByRole('button', { name: '签署协议' }).click();
  await expect(parent.getByTestId('contract-signed')).toContainText('委托协议已签署');
}

/**
 * The flow is a rule, not a link: going straight to the insure page of a contract-based product
 * without a signed contract leads to its contract page (未配置客户经理 when it has no manager), and a
 * contract signed earlier (another tab: nothing kept in the session) carries the purchase on.
 */
test('going straight to /insure of a contract-based product leads to its contract page until a contract is signed', async ({
  browser,
  baseURL,
}) => {
  const parent = await loggedInPage(browser, baseURL!, PARENT);
  await parent.goto('/#/insure?productCode=20PR552806');
  await expect(parent).toHaveURL(/#\/xuZhouOfflineSign\?productCode=20PR552806/);
  await expect(parent.getByTestId('contract-no-manager')).toContainText('未配置客户经理');
  await expect(parent.getByTestId('insure-screen')).toHaveCount(0);
  await shot(parent, 'contract-7-insure-no-manager');

  // 21PR803585 is signed by no other journey: the form shows, and after signing buying goes on.
  await parent.goto('/#/insure?productCode=21PR803585');
  await expect(parent).toHaveURL(/#\/jiningOfflineContract\?productCode=21PR803585/);
  await expect(parent.getByTestId('contract-form')).toBeVisible();
  await expect(parent.getByTestId('insure-screen')).toHaveCount(0);
  await shot(parent, 'contract-8-insure-redirected');
  await signOnPage(parent);
  await parent.getByTestId('contract-signed').getByRole('button', { name: '继续投保' }).click();
  await expect(parent).toHaveURL(/#\/insure\?productCode=21PR803585/);
  await expect(parent.getByTestId('insure-screen')).toBeVisible();

  // A fresh tab keeps no contract: straight to /insure leads to the contract page, where the contract signed before carries on.
  const fresh = await loggedInPage(browser, baseURL!, PARENT);
  await fresh.goto('/#/insure?productCode=21PR803585');
  await expect(fresh).toHaveURL(/#\/jiningOfflineContract\?productCode=21PR803585/);
  const earlier = fresh.getByTestId('contract-signed');
  await expect(earlier).toContainText('您已签署该产品的委托协议');
  await shot(fresh, 'contract-9-earlier-contract');
  await earlier.getByRole('button', { name: '继续投保' }).click();
  await expect(fresh).toHaveURL(/#\/insure\?productCode=21PR803585/);
  await expect(fresh.getByTestId('insure-screen')).toBeVisible();
  await shot(fresh, 'contract-10-insure-after-contract');
});
