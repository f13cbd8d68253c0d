import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, requestSmsCode, solveCaptcha } from '../helpers/accounts';
import { ManualClock } from '../../../server/clock';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

const LOGIN_REGMSG = '/user-svc/api/v2/_bai/registerAndLogin/regMsg';

describe.each(gatewayBackends())('SMS codes ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    // Mid-morning China time: the daily limit's calendar day does not roll over during the suite.
    gw = await startGateway({
      databaseUrl,
      clock: new ManualClock(new Date('2026-11-20T02:00:00Z')),
      config: { rateLimits: { smsPerIpPerHour: 1000 } },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  const inbox = async (phone: string) =>
    (await call(gw.url, `/_dev/sms-inbox?phone=${phone}`)).body.data.messages as { code: string }[];
  const smsLogin = (phone: string, code: string) =>
    call(gw.url, '/user-svc/api/v1/registerAndLogin', {
      body: { phoneNum: phone, smsVerificationCode: code },
    });

  it('sends nothing without a valid image code', async () => {
    const phone = '15000000001';
    const missing = await call(gw.url, `${LOGIN_REGMSG}?phoneNum=${phone}&imageVerificationCode=abcd`);
    expect(missing.body).toEqual({ code: '4000', msg: '请输入图形验证码' });
    const { key, answer } = await solveCaptcha(gw.url);
    const wrong = await call(gw.url, `${LOGIN_REGMSG}?phoneNum=${phone}&imageVerificationCode=${answer}x`, {
      headers: { imgcode: key },
    });
    expect(wrong.body).toEqual({ code: '4000', msg: '图形验证码错误' });
    expect(await inbox(phone)).toEqual([]);
  });

  it('sends a 6-digit code once the image code is right, and uses the image code up', async () => {
    const phone = '15000000002';
    const { key, answer } = await solveCaptcha(gw.url);
    const sent = await call(
      gw.url,
      `${LOGIN_REGMSG}?phoneNum=${phone}&imageVerificationCode=${answer.toUpperCase()}`,
      { headers: { imgcode: key } },
    );
    expect(sent.body).toEqual({ code: '0000', msg: '验证码已发送', data: null });
    const [message] = await inbox(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    const again = await call(
      gw.url,
      `/user-svc/api/v1.5/regMsg?phoneNum=15000000003&imageVerificationCode=${answer}`,
      { headers: { imgcode: key } },
    );
    expect(again.body.msg).toBe('图形验证码已失效，请刷新后重试');
  });

  it('allows one code per phone per 60 s (429, code 4290)', async () => {
    const phone = '15000000004';
    await requestSmsCode(gw.url, phone);
    const { key, answer } = await solveCaptcha(gw.url);
    const tooSoon = await call(gw.url, `${LOGIN_REGMSG}?phoneNum=${phone}&imageVerificationCode=${answer}`, {
      headers: { imgcode: key },
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('4290');
    expect(tooSoon.body.msg).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);
    gw.clock.advance(61_000);
    expect(await requestSmsCode(gw.url, phone)).toMatch(/^\d{6}$/);
  });

  it('allows at most 10 codes per phone per day', async () => {
    const phone = '15000000005';
    for (let i = 0; i < 10; i += 1) {
      await requestSmsCode(gw.url, phone, '/user-svc/api/v1/register/regMsg');
      gw.clock.advance(61_000);
    }
    const { key, answer } = await solveCaptcha(gw.url);
    const eleventh = await call(gw.url, `${LOGIN_REGMSG}?phoneNum=${phone}&imageVerificationCode=${answer}`, {
      headers: { imgcode: key },
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ code: '4290', msg: '今日验证码发送次数已达上限，请明天再试' });
  });

  it('rejects an expired code (after 5 minutes)', async () => {
    const phone = '15000000006';
    const code = await requestSmsCode(gw.url, phone);
    gw.clock.advance(5 * 60_000 + 1000);
    const late = await smsLogin(phone, code);
    expect(late.body).toEqual({ code: '4000', msg: '短信验证码已失效，请重新获取' });
  });

  it('accepts a code once: a reused code is rejected', async () => {
    const phone = '15000000007';
    const code = await requestSmsCode(gw.url, phone);
    expect((await smsLogin(phone, code)).body.code).toBe('0000');
    const reused = await smsLogin(phone, code);
    expect(reused.body).toEqual({ code: '4000', msg: '短信验证码已失效，请重新获取' });
  });

  it('kills a code after 5 wrong answers', async () => {
    const phone = '15000000008';
    const code = await requestSmsCode(gw.url, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await smsLogin(phone, wrong)).body.msg).toBe('短信验证码错误');
    expect((await smsLogin(phone, code)).body.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('only the latest code counts', async () => {
    const phone = '15000000009';
    const first = await requestSmsCode(gw.url, phone);
    gw.clock.advance(61_000);
    const second = await requestSmsCode(gw.url, phone);
    if (first !== second) expect((await smsLogin(phone, first)).body.msg).toBe('短信验证码错误');
    expect((await smsLogin(phone, second)).body.code).toBe('0000');
  });

  it('appVerification checks a code without using it up', async () => {
    const phone = '15000000010';
    const code = await requestSmsCode(gw.url, phone);
    const checked = await call(
      gw.url,
      `/user-svc/api/v1/appVerification?phoneNum=${phone}&smsVerificationCode=${code}`,
    );
    expect(checked.body).toEqual({ code: '0000', msg: '短信验证码正确', data: null });
    expect((await smsLogin(phone, code)).body.code).toBe('0000');
  });

  it('writes the code to the sandbox inbox with the message text', async () => {
    const phone = '15000000011';
    const code = await requestSmsCode(gw.url, phone);
    const [message] = (await call(gw.url, `/_dev/sms-inbox?phone=${phone}`)).body.data.messages as {
      code: string;
      text: string;
    }[];
    expect(message?.text).toContain(code);
    expect(message?.text).toContain('5分钟内有效');
  });
});
