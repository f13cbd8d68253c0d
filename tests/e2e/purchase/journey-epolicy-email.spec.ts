/**
 * Issue 13 item 14: 发送到邮箱 on an issued policy mails its e-policy through the gateway
 * (mail/sendEmail?type=99). A malformed address is refused with the spec §5 message 请填写正确的邮箱
 * before anything is sent; a good one reaches the (sandbox) inbox with the PDF attached.
 */
import { expect, test } from '@playwright/test';
import { openInsure, runSequence, shot } from './helpers';

test('发送到邮箱 on an in-force policy: a bad address is refused, a good one receives the e-policy', async ({
  page,
}) => {
  const address = `parent${runSequence()}@example.com`;
  await openInsure(page, '19PR979745');
  await page.goto('/#/policyList?status=06');
  const policy = page.locator('a[href*="policyDetailGuarantee"]').first();
  await expect(policy).toBeVisible();
  await policy.click();
  await expect(page.getByTestId('policy-detail')).toHaveAttribute('data-status', '06');

  const sends: string[] = [];
  page.on('request', (request) => {
    if (/\/mail\/sendEmail/.test(request.url())) sends.push(request.url());
  });
  await page.getByRole('button', { name: '发送到邮箱' }).click();
  const form = page.getByTestId('email-policy');
  const box = form.getByRole('textbox', { name: '电子邮箱' });
  // The spec's message, not the browser's own bubble (an address without @ used to stop there, unsent and unexplained).
  await box.fill('abc');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByRole('alert')).toHaveText('请填写正确的邮箱');
  expect(sends).toEqual([]); // refused on the phone: nothing sent
  await shot(page, '50-email-invalid');

  await box.fill(address);
  await form.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText(`电子保单已发送至 ${address}`)).toBeVisible();
  expect(sends).toHaveLength(1);
  await expect(form).toBeHidden();

  const inbox = await page.request.get(`/_gw/_dev/mail-inbox?to=${encodeURIComponent(address)}`);
  const body = (await inbox.json()) as {
    data: { messages: { subject: string; attachments: { contentType: string; size: number }[] }[] };
  };
  expect(body.data.messages).toHaveLength(1);
  expect(body.data.messages[0]?.subject).toMatch(/^您的电子保单 PL/);
  expect(body.data.messages[0]?.attachments[0]?.contentType).toBe('application/pdf');
});
