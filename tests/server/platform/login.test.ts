import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { response as loginResponse } from '../../../contract/user-svc/login';
import { call, loginAs, loginWithPassword, requestSmsCode, solveCaptcha } from '../helpers/accounts';
import { buildApp } from '../../../server/app';
import {
  gatewayBackends,
  PRODUCTS_DIR,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

describe.each(gatewayBackends())('login and registration ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({
      databaseUrl,
      config: { rateLimits: { smsPerIpPerHour: 1000, loginPerIpPerMinute: 1000 } },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  const passwordLogin = async (phone: string, password: string) => {
    const { key, answer } = await solveCaptcha(gw.url);
    return call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: phone, passWord: password, imageVerificationCode: answer },
      headers: { imgcode: key },
    });
  };

  it('logs the demo parent in with password and image code, answering the session of spec §3', async () => {
    const answer = await passwordLogin('13800138000', 'Edu@2026pass');
    expect(answer.body.code).toBe('0000');
    const session = loginResponse.parse(answer.body).data;
    expect(session).toMatchObject({
      userCode: 'U20260000001',
      phone: '13800138000',
      loginAccount: '13800138000',
      userName: '张丽',
      isStaff: false,
    });
    expect(session?.tokenExpireTime).toBe(
      gw.clock.now().getTime() - (gw.clock.now().getTime() % 1000) + 30 * 60_000,
    );
    const info = await call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U20260000001', {
      token: session?.token ?? '',
    });
    expect(info.body.data.actualName).toBe('张丽');
  });

  it('answers staff details for the staff account', async () => {
    const session = await loginAs(gw.url, 'staff');
    expect(session).toMatchObject({
      isStaff: true,
      branchCode: 'JT0000',
      branchName: '本部',
      staffName: '王建华',
      managerUserCode: 'U20260000002',
    });
    expect(session.licenseNumber).toMatch(/^\d+$/);
  });

  it('needs the image code for a password login', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '13800138000', passWord: 'Edu@2026pass' },
    });
    expect(answer.body).toEqual({ code: '4000', msg: '请输入图形验证码' });
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    expect((await passwordLogin('13700137000', 'Wrong@pass1')).body).toEqual({
      code: '4000',
      msg: '账号或密码错误',
    });
    expect((await passwordLogin('13711112222', 'Wrong@pass1')).body).toEqual({
      code: '4000',
      msg: '账号或密码错误',
    });
  });

  it('rejects a body with both a password and an SMS code', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '13800138000', passWord: 'x', smsVerificationCode: '123456' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('passWord');
  });

  it('locks a phone after 5 failed logins for 15 minutes (429, code 4290)', async () => {
    const phone = '13700137000';
    gw.clock.advance(16 * 60_000);
    for (let i = 0; i < 5; i += 1)
      expect((await passwordLogin(phone, `Wrong@pass${i}`)).body.msg).toBe('账号或密码错误');
    const locked = await passwordLogin(phone, 'Edu@2026pass');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('4290');
    gw.clock.advance(15 * 60_000);
    expect((await passwordLogin(phone, 'Edu@2026pass')).body.code).toBe('0000');
  });

  it('evaluates at most 5 of 20 simultaneous wrong passwords for one phone; the rest are refused (429)', async () => {
    const phone = '13700137000';
    gw.clock.advance(16 * 60_000);
    // Each guess with its own valid captcha, as an attacker solving captchas would send them.
    const captchas = await Promise.all(Array.from({ length: 20 }, () => solveCaptcha(gw.url)));
    const answers = await Promise.all(
      captchas.map(({ key, answer }, i) =>
        call(gw.url, '/user-svc/api/v1/login', {
          body: { loginAccount: phone, passWord: `Wrong@pass${i}`, imageVerificationCode: answer },
          headers: { imgcode: key },
        }),
      ),
    );
    const evaluated = answers.filter((a) => a.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.map((a) => a.body.msg)).toEqual(evaluated.map(() => '账号或密码错误'));
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.code)).toEqual(
      Array.from({ length: 20 - evaluated.length }, () => '4290'),
    );
    expect((await passwordLogin(phone, 'Edu@2026pass')).status).toBe(429);
    gw.clock.advance(15 * 60_000);
    expect((await passwordLogin(phone, 'Edu@2026pass')).body.code).toBe('0000');
  });

  it('lets the right password in after 4 wrong ones, and restarts the count', async () => {
    const phone = '13700137000';
    gw.clock.advance(16 * 60_000);
    for (let i = 0; i < 4; i += 1)
      expect((await passwordLogin(phone, `Wrong@pass${i}`)).body.msg).toBe('账号或密码错误');
    expect((await passwordLogin(phone, 'Edu@2026pass')).body.code).toBe('0000');
    for (let i = 0; i < 5; i += 1)
      expect((await passwordLogin(phone, `Wrong@pass${i}`)).body.msg).toBe('账号或密码错误');
    const sixth = await passwordLogin(phone, 'Edu@2026pass');
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    gw.clock.advance(15 * 60_000);
  });

  it('lockout is no denial of service: SMS-code guesses lock nothing, and a locked password leaves the owner SMS login', async () => {
    const phone = '13800138000';
    gw.clock.advance(16 * 60_000);
    const smsLogin = (code: string) =>
      call(gw.url, '/user-svc/api/v1/login', { body: { loginAccount: phone, smsVerificationCode: code } });
    // A stranger with no code ever sent: five guesses do not lock the account.
    for (let i = 0; i < 6; i += 1) expect((await smsLogin(`00000${i}`)).status).not.toBe(429);
    expect((await passwordLogin(phone, 'Edu@2026pass')).body.code).toBe('0000');
    // Five wrong passwords lock password login for the phone…
    for (let i = 0; i < 5; i += 1) await passwordLogin(phone, `Wrong@pass${i}`);
    expect((await passwordLogin(phone, 'Edu@2026pass')).status).toBe(429);
    // …but the owner, passing the image captcha for an SMS code, still logs in.
    gw.clock.advance(61_000);
    const owner = await smsLogin(await requestSmsCode(gw.url, phone, '/user-svc/api/v1.5/regMsg'));
    expect(owner.body.code).toBe('0000');
    gw.clock.advance(15 * 60_000);
  });

  it('counts failed logins across gateway processes on one database: the limit is not per process', async () => {
    // A second gateway on the same database, as a second process on one PostgreSQL would be.
    const second = await buildApp({
      db: gw.db,
      clock: gw.clock,
      config: {
        env: 'test',
        publicUrl: 'http://127.0.0.1',
        secret: 'second-process-secret-0123456789abcdef',
        productsDir: PRODUCTS_DIR,
        rateLimits: { loginPerIpPerMinute: 1000 },
      },
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const phone = '13900139000';
      gw.clock.advance(16 * 60_000);
      const loginOn = async (url: string, password: string) => {
        const { key, answer } = await solveCaptcha(url);
        return call(url, '/user-svc/api/v1/login', {
          body: { loginAccount: phone, passWord: password, imageVerificationCode: answer },
          headers: { imgcode: key },
        });
      };
      for (const url of [gw.url, secondUrl, gw.url, secondUrl, gw.url])
        expect((await loginOn(url, 'Wrong@pass0')).body.msg).toBe('账号或密码错误');
      const locked = await loginOn(secondUrl, 'Edu@2026staff');
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('4290');
      gw.clock.advance(15 * 60_000);
      expect((await loginOn(secondUrl, 'Edu@2026staff')).body.code).toBe('0000');
    } finally {
      await second.close();
    }
  });

  it('registers a new phone on SMS-code login (registerAndLogin)', async () => {
    const phone = '15100000001';
    const code = await requestSmsCode(gw.url, phone);
    const answer = await call(gw.url, '/user-svc/api/v1/registerAndLogin', {
      body: { phoneNum: phone, smsVerificationCode: code, channelNo: 'edu', userSourceType: '22' },
    });
    expect(answer.body.code).toBe('0000');
    expect(answer.body.data.userCode).toMatch(/^U\d{11}$/);
    expect(answer.body.data.isStaff).toBe(false);
    expect(answer.body.data.newUser).toBe(true); // the app logs the privacy consent as a registration
    gw.clock.advance(61_000); // one SMS code per phone per 60 s
    const again = await call(gw.url, '/user-svc/api/v1/registerAndLogin', {
      body: { phoneNum: phone, smsVerificationCode: await requestSmsCode(gw.url, phone) },
    });
    expect(again.body.data).toMatchObject({ userCode: answer.body.data.userCode, newUser: false });
  });

  it('logs an existing user in by SMS code (api/v1/login)', async () => {
    const code = await requestSmsCode(gw.url, '13800138000');
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '13800138000', smsVerificationCode: code },
    });
    expect(answer.body.code).toBe('0000');
    expect(answer.body.data.userCode).toBe('U20260000001');
  });

  it('refuses an SMS-code login for an unregistered phone', async () => {
    const code = await requestSmsCode(gw.url, '15100000002');
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '15100000002', smsVerificationCode: code },
    });
    expect(answer.body).toEqual({ code: '4000', msg: '该手机号未注册' });
  });

  it('registers with a password (appRegister), enforcing the password rule and one account per phone', async () => {
    const phone = '15100000003';
    const weak = await call(gw.url, '/user-svc/api/v1/appRegister', {
      body: { phoneNum: phone, passWord: 'abcdefgh', smsVerificationCode: '123456' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe('请输入8-16字母数字特殊字符组合密码!');
    const code = await requestSmsCode(gw.url, phone, '/user-svc/api/v1/register/regMsg');
    const created = await call(gw.url, '/user-svc/api/v1/appRegister', {
      body: { phoneNum: phone, passWord: 'Abcd1234', smsVerificationCode: code },
    });
    expect(created.body.code).toBe('0000');
    expect((await loginWithPassword(gw.url, phone, 'Abcd1234')).phone).toBe(phone);
    gw.clock.advance(61_000); // one code per phone per 60 s
    const again = await call(gw.url, '/user-svc/api/v1/appRegister', {
      body: {
        phoneNum: phone,
        passWord: 'Abcd1234',
        smsVerificationCode: await requestSmsCode(gw.url, phone, '/user-svc/api/v1/register/regMsg'),
      },
    });
    expect(again.body).toEqual({ code: '4090', msg: '该手机号已注册，请直接登录' });
  });

  it('appRegister tells whether a phone is registered only to whoever holds its SMS code', async () => {
    const guess = (phoneNum: string) =>
      call(gw.url, '/user-svc/api/v1/appRegister', {
        body: { phoneNum, passWord: 'Abcd1234', smsVerificationCode: '000000' },
      });
    const registered = await guess('13800138000');
    const unknown = await guess('15100000097');
    expect(registered.body.msg).not.toContain('已注册');
    expect({ status: registered.status, body: registered.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const session = await loginAs(gw.url, 'secondParent');
    const out = await call(gw.url, '/user-svc/api/v1.5/loginOut', { method: 'POST', token: session.token });
    expect(out.body).toEqual({ code: '0000', msg: '已退出登录', data: null });
    expect(
      (await call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U20260000003', { token: session.token }))
        .body.code,
    ).toBe('406');
    expect(
      (await call(gw.url, '/auth-svc/refresh_token', { body: { refreshToken: session.refreshToken } })).body
        .code,
    ).toBe('406');
  });
});

describe('login rate limit per IP', () => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ config: { rateLimits: { loginPerIpPerMinute: 3 } } });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('answers 429 after the per-minute attempts from one address, then lets it in after the minute', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(gw.url, '/user-svc/api/v1/login', {
        body: { loginAccount: '13800138000', passWord: 'x' },
      });
      expect(answer.status).toBe(200);
    }
    const limited = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '13900139000', passWord: 'x' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('4290');
    gw.clock.advance(60_000);
    expect((await loginAs(gw.url, 'parent')).userCode).toBe('U20260000001');
  });
});
