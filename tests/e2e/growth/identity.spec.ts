import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { PARENT2 } from '../shell/helpers';
import { gatewayCall, loggedInPage, shot } from './support';

/** The seeded roster of a product (tests/e2e/growth/offline-roster.ts). */
const roster = (productCode: string): { name: string; cardNo: string; owner: string | null }[] =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'tests/e2e/growth/offline-roster.ts', productCode], { encoding: 'utf8' }),
  ) as { name: string; cardNo: string; owner: string | null }[];

/**
 * Identity verification (docs/identity.md) where a product requires it: the Jining offline product's
 * manifest asks for it before the offline information is confirmed. Form (engine validators) → the
 * sandbox face provider → /CertificationResult with the gateway's answer → back to the product →
 * confirmed; /userInfo shows the verified status.
 */
// Runs first: the second parent is not verified yet.
test('a failed face check shows the failure from the gateway and offers to verify again', async ({
  browser,
  baseURL,
}) => {
  const page = await loggedInPage(browser, baseURL!, { ...PARENT2, name: '王丽华' });
  await page.goto('/#/userInfo');
  await expect(page.getByTestId('identity-status')).toHaveAttribute('data-verified', '0');
  await page.getByTestId('identity-status').getByRole('link').click();
  const form = page.getByTestId('identity-form');
  await form.getByRole('textbox', { name: '真实姓名', exact: true }).fill('王丽华');
  await form.getByRole('textbox', { name: '身份证号', exact: true }).fill('11010519890902002X');
  await form.getByRole('button', { name: '下一步：人脸核验' }).click();
  await page.waitForURL(/\/_gw\/op-log\/sandbox\/face\//);
  await page.getByRole('button', { name: '识别失败' }).click();
  const result = page.getByTestId('certification-result');
  await expect(result).toHaveAttribute('data-outcome', 'fail');
  await expect(result.getByText('人脸核验未通过，请重新认证')).toBeVisible();
  await shot(page, 'identity-7-failed');
  await result.getByRole('button', { name: '重新认证' }).click();
  await expect(
    page.getByTestId('identity-form').getByRole('textbox', { name: '真实姓名', exact: true }),
  ).toHaveValue('王丽华'); // the form kept its input
});

test('identity verification: product step → name + ID → face sandbox → /CertificationResult → verified', async ({
  browser,
  baseURL,
}) => {
  const child = roster('21PR803361').find((s) => s.owner === PARENT2.phone)!;
  const page = await loggedInPage(browser, baseURL!, { ...PARENT2, name: '王丽华' });
  await page.goto('/#/jiningOfflineDetails?productCode=21PR803361');
  const panel = page.getByTestId('offline-panel');
  await panel.getByRole('textbox', { name: '被保人姓名', exact: true }).fill(child.name);
  await panel.getByRole('textbox', { name: '被保人身份证号', exact: true }).fill(child.cardNo);
  await panel.getByRole('button', { name: '核对' }).click();
  await expect(page.getByTestId('offline-record')).toHaveAttribute('data-status', '1');
  await page.getByTestId('offline-record').getByText('父母', { exact: true }).click();
  await page.getByRole('button', { name: '确认投保信息' }).click();
  await expect(page.getByTestId('offline-need-identity')).toContainText('确认投保信息前请先完成实名认证');
  await shot(page, 'identity-1-product-requires');
  await page.getByRole('button', { name: '去实名认证' }).click();

  const form = page.getByTestId('identity-form');
  await form.getByRole('textbox', { name: '真实姓名', exact: true }).fill('王丽华');
  await form.getByRole('textbox', { name: '身份证号', exact: true }).fill('11010519890902002');
  await form.getByRole('button', { name: '下一步：人脸核验' }).click();
  await expect(form.getByText('投保人身份证号位数有误!')).toBeVisible();
  await form.getByRole('textbox', { name: '身份证号', exact: true }).fill('11010519890902002x');
  await shot(page, 'identity-2-form');
  await form.getByRole('button', { name: '下一步：人脸核验' }).click();

  // the sandbox provider's page (the gateway's), reached with the obfuscated payload
  await page.waitForURL(/\/_gw\/op-log\/sandbox\/face\//);
  await expect(page.getByText('请确认本人为 王丽华（证件号 110***********002X）')).toBeVisible();
  await shot(page, 'identity-3-face-sandbox');
  await page.getByRole('button', { name: '识别通过' }).click();

  await page.waitForURL(/#\/CertificationResult\?checkId=/);
  const result = page.getByTestId('certification-result');
  await expect(result).toHaveAttribute('data-outcome', 'pass');
  await expect(result.getByText('认证成功')).toBeVisible();
  await expect(result.getByText('王丽华（110***********002X）已通过实名及人脸核验')).toBeVisible();
  await shot(page, 'identity-4-certification-result');
  const status = await gatewayCall<{ authStatus: string; faceVerified: boolean }>(
    page,
    'GET',
    '/user-svc/api/v1/queryPersonalUserAuthenInfo?channelCode=edu',
  );
  expect(status.data).toMatchObject({ authStatus: '1', faceVerified: true });

  // back to the product: the same record comes back and can now be confirmed
  await result.getByRole('button', { name: '返回' }).click();
  await expect(page.getByTestId('offline-record')).toHaveAttribute('data-status', '1');
  await page.getByTestId('offline-record').getByText('父母', { exact: true }).click();
  await page.getByRole('button', { name: '确认投保信息' }).click();
  await expect(page.getByTestId('offline-record')).toHaveAttribute('data-status', '2');
  await shot(page, 'identity-5-offline-confirmed');
  await expect(page.getByText('投保信息已确认', { exact: true })).toBeHidden(); // the toast is gone before leaving

  await page.goto('/#/userInfo');
  await expect(page.getByTestId('identity-status')).toHaveAttribute('data-verified', '1');
  await expect(page.getByTestId('identity-status')).toContainText('已实名');
  await shot(page, 'identity-6-user-info');
});
