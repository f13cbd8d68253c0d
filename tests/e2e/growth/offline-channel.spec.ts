import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { gatewayCall, loggedInPage, PARENT, shot } from './support';

/** The seeded roster of a product (tests/e2e/growth/offline-roster.ts). */
const roster = (productCode: string): { name: string; cardNo: string; owner: string | null }[] =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'tests/e2e/growth/offline-roster.ts', productCode], { encoding: 'utf8' }),
  ) as { name: string; cardNo: string; owner: string | null }[];

/**
 * The offline school channel (docs/offline-channel.md) as a parent meets it on /VaccineDetails: the
 * insured card-number check against the school's roster, the information update, the confirmation
 * and its reset — through the app's pages against the real gateway.
 */
test('offline channel: card-number check → information update → confirmed → reset', async ({
  browser,
  baseURL,
}) => {
  const child = roster('21PR560633')[0]!;
  const cardNo = child.cardNo;
  const page = await loggedInPage(browser, baseURL!, PARENT);
  await page.goto('/#/VaccineDetails');
  const panel = page.getByTestId('offline-panel');
  await expect(panel.getByText('线下投保信息核对')).toBeVisible();

  // the engine's ID validator with the spec's insured message, before any call
  await panel.getByRole('textbox', { name: '被保人姓名', exact: true }).fill(child.name);
  const wrong = `${cardNo.slice(0, 17)}${cardNo.endsWith('1') ? '2' : '1'}`;
  await panel.getByRole('textbox', { name: '被保人身份证号', exact: true }).fill(wrong);
  await panel.getByRole('button', { name: '核对' }).click();
  await expect(panel.getByText('被保人身份证号码校验错误!')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: '被保人身份证号', exact: true })).toHaveValue(wrong); // the form keeps the input
  await shot(page, 'offline-1-card-check-error');

  await panel.getByRole('textbox', { name: '被保人身份证号', exact: true }).fill(cardNo.toLowerCase());
  await panel.getByRole('button', { name: '核对' }).click();
  const record = page.getByTestId('offline-record');
  await expect(record).toHaveAttribute('data-status', '1');
  await expect(record.getByText('待确认')).toBeVisible();
  await expect(record.getByText(`${cardNo.slice(0, 3)}***********${cardNo.slice(-4)}`)).toBeVisible();
  await expect(record.getByText('实验学校')).toBeVisible();

  // update: a bad phone is refused by the spec's phone rule, then the corrected information is saved
  await record.getByRole('textbox', { name: '班级', exact: true }).fill('4班');
  await record.getByRole('textbox', { name: '投保人手机号', exact: true }).fill('12345');
  await record.getByText('父母', { exact: true }).click();
  await record.getByRole('button', { name: '保存修改' }).click();
  await expect(record.getByText('请填写正确的手机号!')).toBeVisible();
  await record.getByRole('textbox', { name: '投保人手机号', exact: true }).fill(PARENT.phone);
  await record.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('投保信息已保存')).toBeVisible();
  await shot(page, 'offline-2-record-to-confirm');

  await record.getByRole('button', { name: '确认投保信息' }).click();
  await expect(record).toHaveAttribute('data-status', '2');
  await expect(record.getByText('已确认')).toBeVisible();
  await expect(record.getByText('4班')).toBeVisible();
  await shot(page, 'offline-3-confirmed');

  // the gateway holds the confirmed record for this parent
  const stored = await gatewayCall<{
    insStatus: string;
    className: string;
    holderPhone: string;
    relationType: string;
  }>(
    page,
    'GET',
    `/edu-svc/offline/insInfo/verifyInsuredCardNo?productCode=21PR560633&insuredName=${encodeURIComponent(child.name)}&insuredCardNo=${cardNo}`,
  );
  expect(stored.data).toMatchObject({
    insStatus: '2',
    className: '4班',
    holderPhone: PARENT.phone,
    relationType: '02',
  });

  // a reload shows the same record (the check is kept for the tab), and reset reopens it
  await page.reload();
  await expect(page.getByTestId('offline-record')).toHaveAttribute('data-status', '2');
  await page.getByRole('button', { name: '重新核对' }).click();
  await expect(page.getByTestId('offline-record')).toHaveAttribute('data-status', '1');
  await shot(page, 'offline-4-reset');
});
