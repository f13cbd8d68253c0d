import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, login, PARENT, register, SECOND_PARENT, STAFF, submitOrder } from './support/client';
import { formatChinaDate } from '../../../server/domain/gateway/time';

/** Issue 12, defect 8: text a database cannot store, text that deceives other users, dates that do not exist, caching. */
describe.each(gatewayBackends())('hostile input and personal data in transit ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let appCode: string;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = await login(gw.url, PARENT);
    appCode = (await submitOrder(parent, gw.clock.now())).applicationFormCode;
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  const payOut = (body: Record<string, unknown>) =>
    parent.post('/edu-svc/pay/out/savePayOut', { appCode, payOutStartTime: '2026-12-01 00:00:00', ...body });

  it('refuses a NUL in any JSON string with 400 naming the field, not a database error', async () => {
    // Checked before any contract, so in keys the contract does not have too (savePayOut is strict).
    const nul = await payOut({ bankName: '工商\u0000银行' });
    expect(nul).toMatchObject({
      status: 400,
      msg: '参数 bankName 有误：含有空字符（NUL）或无效的 Unicode 字符，请删除后重试',
    });
    const nested = await parent.post('/edu-svc/pay/out/savePayOut', {
      appCode,
      payOutStartTime: '2026-12-01 00:00:00',
      extra: { list: ['ok', 'a\u0000b'] },
    });
    expect(nested).toMatchObject({ status: 400, msg: expect.stringContaining('extra.list.1') });
    const inKey = await payOut({ 'we\u0000ird': 'x' });
    expect(inKey.status).toBe(400);
  });

  it('refuses an unpaired surrogate with 400 naming the field', async () => {
    const lone = await payOut({ accountName: 'abc\ud800' });
    expect(lone).toMatchObject({ status: 400, msg: expect.stringContaining('accountName') });
    const query = await parent.get(
      `/edu-svc/schoolinfo/getSchoolByNameAddressPhone?name=${encodeURIComponent('\u0000')}`,
    );
    expect(query).toMatchObject({ status: 400, msg: expect.stringContaining('name') });
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await parent.post('/user-svc/api/v1/user/userInfo', {
      userCode: parent.userCode,
      contactAddress: '济宁市任城区 1 号😀',
    });
    expect(emoji.code).toBe('0000');
  });

  it('refuses a payout start date that does not exist', async () => {
    const impossible = await payOut({ payOutStartTime: '2026-13-45 00:00:00' });
    expect(impossible).toMatchObject({
      status: 400,
      msg: expect.stringContaining('不是有效的日期'),
    });
    expect((await payOut({ payOutStartTime: '2026-02-30 00:00:00' })).status).toBe(400);
    expect((await payOut({ payOutStartTime: '2028-02-29 00:00:00' })).code).toBe('0000');
  });

  it('refuses direction-changing and invisible characters and markup in a school name every user will see', async () => {
    const school = (name: string) =>
      parent.post('/edu-svc/schoolinfo/addSchoolInfo', {
        name,
        provinceCode: '370000',
        cityCode: '370800',
        countyCode: '370811',
        address: '任城区光明路8号',
        schoolKind: 'edu_07',
        schoolNature: '02',
      });
    for (const name of [
      '实验小学\u202e校学验实',
      '实验\u200b小学',
      '\u2066实验小学\u2069',
      '实验\ufeff小学',
    ]) {
      const answer = await school(name);
      expect(answer).toMatchObject({ status: 400, msg: expect.stringContaining('name') });
      expect(answer.msg).toContain('不能含有看不见的字符或改变文字方向的字符');
    }
    const markup = await school('<img src=x onerror=alert(1)>实验小学');
    expect(markup).toMatchObject({
      status: 400,
      code: '4000',
      msg: '参数 name 有误：不能含有 < 或 >',
    });
    expect(await gw.db.query("SELECT 1 FROM biz_schools WHERE name LIKE '%onerror%'")).toEqual([]);
    expect((await school('任城区育才小学')).code).toBe('0000');
  });

  it("refuses direction-changing and invisible characters and markup in a customer's name their promoter sees", async () => {
    const staff = await login(gw.url, STAFF);
    const visitor = await register(gw.url, '15100000631');
    const addCustomer = (customerName: string) =>
      visitor.post('/edu-svc/registerCustomer/addCustomer', {
        managerUserCode: staff.userCode,
        customerName,
      });
    const stored = () =>
      gw.db.query('SELECT customer_name FROM biz_customers WHERE customer_user_code = $1', [
        visitor.userCode,
      ]);
    for (const [name, reason] of [
      ['李\u202e明小', '不能含有看不见的字符或改变文字方向的字符'],
      ['李\u200b小明', '不能含有看不见的字符或改变文字方向的字符'],
      ['\u2066李小明\u2069', '不能含有看不见的字符或改变文字方向的字符'],
      ['<img src=x onerror=alert(1)>', '不能含有 < 或 >'],
    ] as const) {
      const answer = await addCustomer(name);
      expect(answer, JSON.stringify(name)).toMatchObject({
        status: 400,
        code: '4000',
        msg: `参数 customerName 有误：${reason}`,
      });
    }
    expect(await stored()).toEqual([]);

    const added = await addCustomer(' 李小明 ');
    expect(added).toMatchObject({ code: '0000', data: { created: true, managerUserCode: staff.userCode } });
    const seen = await staff.get<{ customers: { customerUserCode: string; customerName: string }[] }>(
      '/edu-svc/registerCustomer/queryPromotersInfo',
    );
    expect(seen.data.customers.find((c) => c.customerUserCode === visitor.userCode)?.customerName).toBe(
      '李小明',
    );
  });

  it('refuses a date of birth that does not exist or is after today, and a contact address with invisible characters or markup', async () => {
    // Not identity-verified, so the birthday may change.
    const second = await login(gw.url, SECOND_PARENT);
    const path = `/user-svc/api/v1/user/userInfo?userCode=${second.userCode}`;
    const save = (body: Record<string, unknown>, client = second) =>
      client.post('/user-svc/api/v1/user/userInfo', { userCode: second.userCode, ...body });
    const before = (await second.get(path)).data;

    for (const dateOfBirth of ['2026-02-30', '2025-13-01', '2023-02-29']) {
      expect(await save({ dateOfBirth }), dateOfBirth).toMatchObject({
        status: 400,
        code: '4000',
        msg: '参数 dateOfBirth 有误：不是有效的日期',
      });
    }
    const today = formatChinaDate(gw.clock.now());
    const tomorrow = formatChinaDate(new Date(gw.clock.now().getTime() + 86_400_000));
    for (const dateOfBirth of ['2099-01-01', tomorrow]) {
      expect(await save({ dateOfBirth }), dateOfBirth).toMatchObject({
        status: 400,
        code: '4000',
        msg: `参数 dateOfBirth 有误：出生日期不能晚于今天（${today}）`,
      });
    }
    expect((await save({ dateOfBirth: '2099-01-01' }, second.withLanguage('en-US'))).msg).toBe(
      `Parameter dateOfBirth is invalid: the date of birth cannot be after today (${today})`,
    );
    for (const [contactAddress, reason] of [
      ['济宁市\u202e号8路明光', '不能含有看不见的字符或改变文字方向的字符'],
      ['济宁市\u200b任城区', '不能含有看不见的字符或改变文字方向的字符'],
      ['<script>alert(1)</script>济宁市', '不能含有 < 或 >'],
    ] as const) {
      expect(await save({ contactAddress }), JSON.stringify(contactAddress)).toMatchObject({
        status: 400,
        code: '4000',
        msg: `参数 contactAddress 有误：${reason}`,
      });
    }
    expect((await second.get(path)).data).toEqual(before);

    const saved = await save({ dateOfBirth: '2016-02-29', contactAddress: ' 济宁市任城区光明路 8 号 ' });
    expect(saved).toMatchObject({
      code: '0000',
      data: { dateOfBirth: '2016-02-29', contactAddress: '济宁市任城区光明路 8 号' },
    });
    expect((await save({ dateOfBirth: today, contactAddress: '' })).data).toMatchObject({
      dateOfBirth: today,
      contactAddress: '',
    });
  });

  it('marks answers with personal data not to be stored by any cache', async () => {
    const info = await parent.get(`/user-svc/api/v1/user/userInfo?userCode=${parent.userCode}`);
    expect(info.code).toBe('0000');
    expect(info.headers.get('cache-control')).toBe('no-store');
    const policies = await parent.post('/order/searchOrderDetailForPro', { applicationFormCode: appCode });
    expect(policies.headers.get('cache-control')).toBe('no-store');
  });
});
