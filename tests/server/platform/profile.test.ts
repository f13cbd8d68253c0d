import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, loginWithPassword, requestSmsCode } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

/** changePassword to New@pass34 for `session`'s account, guessing `oldPwd`. */
const changePassword = (
  url: string,
  session: { token: string; userCode: string },
  phone: string,
  oldPwd: string,
) =>
  call(url, '/user-svc/api/v1/changePassword', {
    token: session.token,
    body: {
      loginAccount: phone,
      userCode: session.userCode,
      oldPwd,
      newPwd: 'New@pass34',
      secondPwd: 'New@pass34',
    },
  });

describe.each(gatewayBackends())('profile, staff lookup and identity ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: string;
  let second: string;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = (await loginAs(gw.url, 'parent')).token;
    second = (await loginAs(gw.url, 'secondParent')).token;
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('answers the own user info and "not found" for another user code', async () => {
    const own = await call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U20260000001', { token: parent });
    expect(own.body.data).toMatchObject({
      userCode: 'U20260000001',
      actualName: '张丽',
      dateOfBirth: '1988-03-15',
      sex: '1',
      phone: '13800138000',
    });
    const foreign = await call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U20260000003', {
      token: parent,
    });
    expect(foreign.body).toEqual({ code: '4040', msg: '用户不存在' });
    expect(JSON.stringify(foreign.body)).not.toContain('王丽华');
  });

  it('saves user info; a verified identity keeps its name', async () => {
    const saved = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: parent,
      body: { userCode: 'U20260000001', contactAddress: '济宁市任城区 1 号' },
    });
    expect(saved.body.code).toBe('0000');
    expect(saved.body.data.contactAddress).toBe('济宁市任城区 1 号');
    const rename = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: parent,
      body: { userCode: 'U20260000001', actualName: '张三' },
    });
    expect(rename.body).toEqual({ code: '4000', msg: '您已完成实名认证，不能更换实名信息' });
    const badName = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: second,
      body: { userCode: 'U20260000003', actualName: 'x1' },
    });
    expect(badName.status).toBe(400);
    expect(badName.body.msg).toBe('请输入2-20位中文名或汉字和字母任意组合!');
    const other = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: second,
      body: { userCode: 'U20260000001', contactAddress: 'x' },
    });
    expect(other.body.code).toBe('4040');
  });

  it('queryUserInfo answers the stored account fields', async () => {
    const answer = await call(
      gw.url,
      '/user-svc/api/v1/queryUserInfo?userCode=U20260000001&sysCode=sys_edu_wxb_wx',
      { token: parent },
    );
    expect(answer.body.data).toMatchObject({
      userCode: 'U20260000001',
      isStaff: false,
      identityVerified: true,
      managerUserCode: 'U20260000002',
      managerName: '王建华',
    });
  });

  it('selectByEmployeeNum tells staff from customers, by user code or employee number', async () => {
    const staff = await call(gw.url, '/user-svc/api/selectByEmployeeNum?userCode=U20260000002');
    expect(staff.body.data).toMatchObject({
      isStaff: true,
      staffName: '王建华',
      branchCode: 'JT0000',
      branchName: '本部',
      employeeNum: 'JT0000E0001',
    });
    expect(staff.body.data.licenseNumber).toMatch(/^\d{18}$/);
    expect(
      (await call(gw.url, '/user-svc/api/selectByEmployeeNum?userCode=JT0000E0001')).body.data.isStaff,
    ).toBe(true);
    const customer = await call(gw.url, '/user-svc/api/selectByEmployeeNum?userCode=U20260000001');
    expect(customer.body.data).toEqual({ isStaff: false });
  });

  it('identity verification checks the name and the ID number with the engine validator', async () => {
    const before = await call(gw.url, '/user-svc/api/v1/queryPersonalUserAuthenInfo?channelCode=edu', {
      token: second,
    });
    expect(before.body.data.authStatus).toBe('0');
    const badSum = await call(gw.url, '/user-svc/api/v1/personalUserAuthen', {
      token: second,
      body: { name: '王丽华', idNo: '370811198903150021' },
    });
    expect(badSum.status).toBe(400);
    expect(badSum.body.msg).toBe('投保人身份证号码校验错误!');
    const short = await call(gw.url, '/user-svc/api/v1/personalUserAuthen', {
      token: second,
      body: { name: '王丽华', idNo: '37081119890315' },
    });
    expect(short.body.msg).toBe('投保人身份证号位数有误!');
    const done = await call(gw.url, '/user-svc/api/v1/personalUserAuthen', {
      token: second,
      body: { name: '王丽华', idNo: '11010519890902002x' },
    });
    expect(done.body.code).toBe('0000');
    expect(done.body.data).toMatchObject({
      authStatus: '1',
      actualName: '王丽华',
      dateOfBirth: '1989-09-02',
      sex: '1',
    });
    expect(done.body.data.idNumber).toBe('110***********002X');
    const replace = await call(gw.url, '/user-svc/api/v1/personalUserAuthen', {
      token: second,
      body: { name: '王丽华', idNo: '370811198803150022' },
    });
    expect(replace.body.msg).toBe('您已完成实名认证，不能更换实名信息');
  });

  it('the demo parent is verified, with the ID number masked', async () => {
    const answer = await call(
      gw.url,
      '/user-svc/api/v1/queryPersonalUserAuthenInfo?channelCode=edu&param=U20260000001',
      { token: parent },
    );
    expect(answer.body.data).toMatchObject({
      authStatus: '1',
      actualName: '张丽',
      idNumber: '370***********0022',
    });
  });
});

describe.each(gatewayBackends())('passwords and phone change ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { rateLimits: { smsPerIpPerHour: 1000 } } });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  /** A fresh account with a password, logged in. */
  const register = async (phone: string, password: string) => {
    const code = await requestSmsCode(gw.url, phone, '/user-svc/api/v1/register/regMsg');
    const created = await call(gw.url, '/user-svc/api/v1/appRegister', {
      body: { phoneNum: phone, passWord: password, smsVerificationCode: code },
    });
    expect(created.body.code).toBe('0000');
    return created.body.data as { token: string; userCode: string };
  };

  it('changePassword needs the old password and ends the other logins', async () => {
    const phone = '15200000001';
    const session = await register(phone, 'Old@pass12');
    const elsewhere = await loginWithPassword(gw.url, phone, 'Old@pass12');
    // Used once first, so the gateway has this login in its session cache: the change must still end it at once.
    expect(
      (
        await call(gw.url, `/user-svc/api/v1/user/userInfo?userCode=${session.userCode}`, {
          token: elsewhere.token,
        })
      ).body.code,
    ).toBe('0000');
    const body = {
      loginAccount: phone,
      userCode: session.userCode,
      oldPwd: 'Wrong@pass1',
      newPwd: 'New@pass34',
      secondPwd: 'New@pass34',
    };
    expect(
      (await call(gw.url, '/user-svc/api/v1/changePassword', { token: session.token, body })).body.msg,
    ).toBe('原密码错误');
    const mismatch = await call(gw.url, '/user-svc/api/v1/changePassword', {
      token: session.token,
      body: { ...body, oldPwd: 'Old@pass12', secondPwd: 'New@pass35' },
    });
    expect(mismatch.body.msg).toBe('两次输入的密码不一致');
    const changed = await call(gw.url, '/user-svc/api/v1/changePassword', {
      token: session.token,
      body: { ...body, oldPwd: 'Old@pass12' },
    });
    expect(changed.body.code).toBe('0000');
    expect(
      (
        await call(gw.url, `/user-svc/api/v1/user/userInfo?userCode=${session.userCode}`, {
          token: elsewhere.token,
        })
      ).body.code,
    ).toBe('406');
    expect(
      (
        await call(gw.url, `/user-svc/api/v1/user/userInfo?userCode=${session.userCode}`, {
          token: session.token,
        })
      ).body.code,
    ).toBe('0000');
    await expect(loginWithPassword(gw.url, phone, 'Old@pass12')).rejects.toThrow('账号或密码错误');
    expect((await loginWithPassword(gw.url, phone, 'New@pass34')).userCode).toBe(session.userCode);
  });

  it('changePassword evaluates at most 5 of 20 simultaneous wrong old passwords; the rest are refused (429)', async () => {
    const phone = '15200000005';
    const session = await register(phone, 'Old@pass12');
    gw.clock.advance(61_000); // a fresh minute of the per-address attempts
    const change = (oldPwd: string) => changePassword(gw.url, session, phone, oldPwd);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Wrong@pass${i}`)));
    const evaluated = answers.filter((a) => a.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.map((a) => a.body.msg)).toEqual(evaluated.map(() => '原密码错误'));
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.code)).toEqual(
      Array.from({ length: 20 - evaluated.length }, () => '4290'),
    );
    expect((await change('Old@pass12')).status).toBe(429);
    gw.clock.advance(15 * 60_000);
    for (let i = 0; i < 4; i += 1) expect((await change(`Wrong@pass${i}`)).body.msg).toBe('原密码错误');
    expect((await change('Old@pass12')).body.code).toBe('0000');
    expect((await loginWithPassword(gw.url, phone, 'New@pass34')).userCode).toBe(session.userCode);
  });

  it('pwdfind resets the password with an SMS code and ends every login', async () => {
    const phone = '15200000002';
    const session = await register(phone, 'Old@pass12');
    gw.clock.advance(61_000);
    const code = await requestSmsCode(gw.url, phone, '/user-svc/api/v1.5/regMsg');
    const reset = await call(gw.url, '/user-svc/api/v1/pwdfind', {
      body: { phoneNum: phone, smsVerificationCode: code, newPwd: 'Reset@pass9', secondPwd: 'Reset@pass9' },
    });
    expect(reset.body).toEqual({ code: '0000', msg: '密码已重置，请使用新密码登录', data: null });
    expect(
      (
        await call(gw.url, `/user-svc/api/v1/user/userInfo?userCode=${session.userCode}`, {
          token: session.token,
        })
      ).body.code,
    ).toBe('406');
    expect((await loginWithPassword(gw.url, phone, 'Reset@pass9')).userCode).toBe(session.userCode);
  });

  it('changePhoneNum moves the account to a new phone proven by an SMS code', async () => {
    const phone = '15200000003';
    const next = '15200000004';
    const session = await register(phone, 'Phone@pass1');
    const taken = await call(gw.url, '/user-svc/api/v1/changePhoneNum', {
      token: session.token,
      body: {
        userCode: session.userCode,
        oldPhoneNum: phone,
        newPhoneNum: '13800138000',
        smsVerificationCode: '123456',
      },
    });
    expect(taken.body.msg).toBe('该手机号已被其他账号使用');
    const code = await requestSmsCode(gw.url, next, '/user-svc/api/v1/register/regMsg');
    const changed = await call(gw.url, '/user-svc/api/v1/changePhoneNum', {
      token: session.token,
      body: { userCode: session.userCode, oldPhoneNum: phone, newPhoneNum: next, smsVerificationCode: code },
    });
    expect(changed.body).toEqual({ code: '0000', msg: '手机号修改成功', data: { phone: next } });
    // The same login goes on, and its next call already knows the new phone (the session cache forgot the old one).
    const info = await call(gw.url, `/user-svc/api/v1/user/userInfo?userCode=${session.userCode}`, {
      token: session.token,
    });
    expect(info.body.data.phone).toBe(next);
    const password = {
      userCode: session.userCode,
      oldPwd: 'Phone@pass1',
      newPwd: 'Phone@pass2',
      secondPwd: 'Phone@pass2',
    };
    expect(
      (
        await call(gw.url, '/user-svc/api/v1/changePassword', {
          token: session.token,
          body: { ...password, loginAccount: next },
        })
      ).body.code,
    ).toBe('0000');
    await expect(loginWithPassword(gw.url, next, 'Phone@pass1')).rejects.toThrow('账号或密码错误');
    expect((await loginWithPassword(gw.url, next, 'Phone@pass2')).userCode).toBe(session.userCode);
    await expect(loginWithPassword(gw.url, phone, 'Phone@pass2')).rejects.toThrow('账号或密码错误');
  });
});

describe.each(gatewayBackends())('changePassword per-IP limit ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { rateLimits: { loginPerIpPerMinute: 3 } } });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it("counts guesses at the old password among the address's login attempts (429 once used up)", async () => {
    const phone = '15200000006';
    const code = await requestSmsCode(gw.url, phone, '/user-svc/api/v1/register/regMsg');
    const created = await call(gw.url, '/user-svc/api/v1/appRegister', {
      body: { phoneNum: phone, passWord: 'Old@pass12', smsVerificationCode: code },
    });
    const session = created.body.data as { token: string; userCode: string };
    const change = (oldPwd: string) => changePassword(gw.url, session, phone, oldPwd);
    // appRegister was the address's first attempt of the minute; two guesses use up the other two.
    expect((await change('Wrong@pass1')).body.msg).toBe('原密码错误');
    expect((await change('Wrong@pass2')).body.msg).toBe('原密码错误');
    const limited = await change('Old@pass12');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('4290');
    gw.clock.advance(60_000);
    expect((await change('Old@pass12')).body.code).toBe('0000');
  });
});
