/**
 * Shared steps of the purchase journeys: log in by SMS code through the real gateway (the image
 * code and SMS code are read from the development-only endpoints), fill form fields by label, and
 * keep a screenshot of every screen under test-results/purchase/.
 */
import { expect, type Page } from '@playwright/test';
import { SMS_MIN_INTERVAL_MS } from '../../../server/accounts/sms-codes';
import { advanceGatewayClock } from '../shell/helpers';

export const DEMO_PARENT = { phone: '13800138000', password: 'Edu@2026pass' };

/**
 * The whole page at CSS pixels (390 wide): a record for a reader, not an assertion. At the phone's
 * 3× the ~140 full-page shots of a run cost about three times the browser time, for nothing the journeys check.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/purchase/${name}.png`, fullPage: true, scale: 'css' });
}

async function devAnswer(page: Page, path: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  const body = (await response.json()) as { code: string; data: Record<string, unknown> };
  return body.data;
}

/**
 * The gateway sends one code per phone a minute (server/accounts/sms-codes.ts). A phone sent a code
 * less than a minute ago by the gateway's clock (the same account logging in again: a retried
 * journey) gets the test gateway's clock moved past that window, so the journey waits for a state,
 * not a real minute. `latest` is the inbox's newest message, as JSON.
 */
async function passSmsWindow(page: Page, latest: string): Promise<void> {
  const sentAt = (JSON.parse(latest) as { sentAt?: string } | null)?.sentAt;
  if (!sentAt) return;
  const now = await advanceGatewayClock(page.request, 0);
  const left = SMS_MIN_INTERVAL_MS - (now.getTime() - Date.parse(sentAt));
  if (left > 0) await advanceGatewayClock(page.request, left + 1_000);
}

/** On /passport/VerCodeLogin: image code, SMS code, consent, log in. */
export async function loginBySms(page: Page, phone: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '验证码登录' })).toBeVisible();
  await page.getByRole('textbox', { name: '请输入手机号' }).fill(phone);
  const captcha = page.getByRole('img', { name: /图形验证码/ });
  await expect(captcha).toHaveAttribute('src', /time=/);
  const time = new URL((await captcha.getAttribute('src')) ?? '', page.url()).searchParams.get('time') ?? '';
  const { answer } = await devAnswer(page, `/_gw/_dev/captcha?time=${encodeURIComponent(time)}`);
  await page.getByRole('textbox', { name: '请输入图形验证码' }).fill(String(answer));
  // Only a code sent after this tap counts: earlier runs may have left codes in the inbox.
  const inbox = async () =>
    JSON.stringify(
      ((await devAnswer(page, `/_gw/_dev/sms-inbox?phone=${phone}`)).messages as unknown[])[0] ?? null,
    );
  const before = await inbox();
  await passSmsWindow(page, before);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(inbox).not.toBe(before);
  const { latest } = await devAnswer(page, `/_gw/_dev/sms-inbox?phone=${phone}`);
  await page.getByRole('textbox', { name: '请输入短信验证码' }).fill(String(latest));
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** On /passport/PasswordLogin: account, password, image code (no SMS rate limit between journeys). */
export async function loginByPassword(page: Page, phone: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '密码登录' })).toBeVisible();
  const boxes = page.getByRole('main').getByRole('textbox');
  await boxes.nth(0).fill(phone);
  await page.locator('input[type="password"]').fill(password);
  const captcha = page.getByRole('img', { name: /图形验证码/ });
  await expect(captcha).toHaveAttribute('src', /time=/);
  const time = new URL((await captcha.getAttribute('src')) ?? '', page.url()).searchParams.get('time') ?? '';
  const { answer } = await devAnswer(page, `/_gw/_dev/captcha?time=${encodeURIComponent(time)}`);
  await page.getByRole('textbox', { name: '请输入图形验证码' }).fill(String(answer));
  const consent = page.getByText('我已阅读并同意');
  if (await consent.count()) await consent.click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in from the login chooser with the password, then waits to leave the login pages. */
export async function loginFromChooser(
  page: Page,
  phone = DEMO_PARENT.phone,
  password = DEMO_PARENT.password,
): Promise<void> {
  await page.getByRole('link', { name: '密码登录' }).click();
  await loginByPassword(page, phone, password);
  await expect(page).not.toHaveURL(/passport/);
}

/** Types into the form field with this label inside a section (the screens label every input). */
export async function fillField(page: Page, scope: string, label: string, value: string): Promise<void> {
  const field = page.getByRole('region', { name: scope }).getByRole('textbox', { name: label });
  await field.fill(value);
  await field.blur();
}

/** Three digits that differ per run, so a rerun against the same gateway is not a duplicate. */
export function runSequence(offset = 0): string {
  return String((Math.floor(Date.now() / 1000) + offset * 7) % 1000).padStart(3, '0');
}

/** A valid 18-digit resident ID number (spec §5 checksum) for a region code, birthday YYYYMMDD and sequence. */
export function idNumber(region: string, birthday: string, sequence: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const first17 = `${region}${birthday}${sequence}`;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** Opens a picker field and confirms the option with this label (or the first one). */
export async function pick(page: Page, scope: string, label: string, option?: string): Promise<void> {
  await page.getByRole('region', { name: scope }).getByRole('button', { name: label, exact: true }).click();
  const popup = page.locator('.adm-popup-body:visible').last();
  await expect(popup).toBeVisible();
  if (option) {
    // Turn the wheel the way a screen reader does, through its "next item" control, until the
    // option is the current one (the wheel's rows are clipped and masked: not clickable targets).
    // Each turn is re-read from the wheel (a click re-renders it before dispatchEvent returns).
    const current = popup.getByRole('button', { name: /^当前选择的是：/ });
    await expect(current).toHaveAttribute('aria-label', /^当前选择的是：/);
    for (
      let step = 0;
      step < 40 && (await current.getAttribute('aria-label')) !== `当前选择的是：${option}`;
      step += 1
    ) {
      await popup.getByRole('button', { name: /^选择下一项：/ }).dispatchEvent('click');
    }
    await expect(current).toHaveAttribute('aria-label', `当前选择的是：${option}`);
  }
  await popup.getByText('确定', { exact: true }).click();
  await expect(popup).toBeHidden();
  // The field now shows what was picked (a wheel that did not turn would keep the first row).
  if (option)
    await expect(
      page.getByRole('region', { name: scope }).getByRole('button', { name: label, exact: true }),
    ).toContainText(option);
}

/** Region cascader: province, city, county by name. */
export async function pickRegion(
  page: Page,
  scope: string,
  label: string,
  path: readonly string[],
): Promise<void> {
  await page.getByRole('region', { name: scope }).getByRole('button', { name: label, exact: true }).click();
  const popup = page.locator('.adm-popup-body:visible').last();
  await expect(popup).toBeVisible();
  for (const name of path) {
    // A one-city product opens preset on its city: a level already chosen shows as a tab.
    if (await popup.getByRole('tab', { name, exact: true }).count()) continue;
    await popup.locator('.adm-cascader-view-content').getByText(name, { exact: true }).click();
    // Chosen: the level shows as a tab (and the next level's list is the one on screen).
    await expect(popup.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await popup.getByText('确定', { exact: true }).click();
  await expect(popup).toBeHidden();
}

export interface Child {
  name: string;
  id: string;
  school: string;
  /** Picker choices; by default not the first option of any wheel, so a wheel that does not turn fails. */
  schoolKind?: string;
  grade?: string;
  klass?: string;
}

/** Fills one insured child of a student product (Jining family form). */
export async function fillChild(page: Page, scope: string, child: Child): Promise<void> {
  await fillField(page, scope, '学生姓名', child.name);
  await fillField(page, scope, '证件号码', child.id);
  await pickRegion(page, scope, '学校所在地区', ['山东省', '济宁市', '任城区']);
  await pick(page, scope, '学校类型', child.schoolKind ?? '小学');
  await page.getByRole('region', { name: scope }).getByRole('button', { name: '学校名称' }).click();
  const chooser = page.locator('.adm-popup-body:visible').last();
  await chooser.getByRole('searchbox').fill(child.school);
  await chooser.locator('.adm-list-item').filter({ hasText: child.school }).first().click();
  await expect(chooser).toBeHidden();
  await pick(page, scope, '年级', child.grade ?? '三年级');
  await pick(page, scope, '班级', child.klass ?? '2班');
}

/** Logs in through the guard's redirect when the page asks for it. */
export async function buyAndLogin(page: Page, detailPath: string, phone: string): Promise<void> {
  await page.goto(`/#${detailPath}`);
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  await page.getByRole('button', { name: '立即投保' }).click();
  // A public product's form opens to a visitor (issue 14: drafts before login); its bar leads to login.
  await loginFromVisitorBar(page);
  await page.getByRole('link', { name: '验证码登录' }).click();
  await loginBySms(page, phone);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
}

/** A visitor on an insure page: a login-only product went to login already; a public one shows the bar that leads there. */
export async function loginFromVisitorBar(page: Page): Promise<void> {
  const bar = page.getByTestId('visitor-login-bar');
  await expect.poll(async () => /passport\/login/.test(page.url()) || (await bar.isVisible())).toBe(true);
  if (!/passport\/login/.test(page.url())) await bar.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/passport\/login/);
}

/** Holder and one child on the Jining student product, ready for "next" once clauses are read. */
export async function fillHolderAndChild(page: Page, child: Partial<Child> = {}): Promise<void> {
  await fillField(page, '投保人信息', '投保人姓名', '张丽');
  await fillField(page, '投保人信息', '证件号码', idNumber('370811', '19860512', '026'));
  await fillField(page, '投保人信息', '手机号码', DEMO_PARENT.phone);
  await fillChild(page, '被保险人1', {
    name: '李小明',
    id: idNumber('370811', '20160315', runSequence(3)),
    school: '任城区实验小学',
    ...child,
  });
}

/** Opens the insure page of a product as the demo parent (password login through the guard). */
export async function openInsure(page: Page, productCode: string): Promise<void> {
  await page.goto(`/#/insure?productCode=${productCode}`);
  await loginFromVisitorBar(page);
  await loginFromChooser(page);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
}

/** From a filled insure page: read all clauses, go to confirm, acknowledge, wait for the button. */
export async function toConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('confirm-screen')).toBeVisible();
  await page.getByText('本人确认以上投保信息真实有效').click();
  await expect(page.getByRole('button', { name: '确认投保' })).toBeEnabled();
}
