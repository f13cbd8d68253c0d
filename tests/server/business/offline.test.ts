import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { Client, login, PARENT, SECOND_PARENT } from './support/client';
import { call, requestSmsCode } from '../helpers/accounts';
import { burstWhileHeld } from '../helpers/burst';
import { loadCatalogue } from '../../../engine/node';
import { OFFLINE_STUDENTS, offlineCardNo } from '../../../server/seed/business/offline';
import type { OfflineInsInfo } from '../../../contract/edu-svc/offlineShapes';

const PRODUCT = '21PR803361'; // /jiningOfflineDetails, offlineChannel on in its manifest
const verifyPath = (productCode: string, insuredName: string, insuredCardNo: string) =>
  `/edu-svc/offline/insInfo/verifyInsuredCardNo?${new URLSearchParams({ productCode, insuredName, insuredCardNo }).toString()}`;

describe.each(gatewayBackends())('edu-svc offline school channel ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let second: Client;
  let cardOf: (i: number) => string;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    [parent, second] = await Promise.all([login(gw.url, PARENT), login(gw.url, SECOND_PARENT)]);
    const model = (await loadCatalogue('products')).productForCode(PRODUCT)!;
    cardOf = (i) => offlineCardNo(model, OFFLINE_STUDENTS[i]!);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  it('seeds a roster for every product whose manifest turns the channel on, and none for others', async () => {
    const rows = await gw.db.query<{ product_code: string; n: number }>(
      'SELECT product_code, count(*)::int AS n FROM biz_offline_insured GROUP BY product_code ORDER BY 1',
    );
    expect(rows).toEqual([
      { product_code: '21PR560633', n: 4 },
      { product_code: '21PR803361', n: 4 },
      { product_code: '21PR803472', n: 4 },
      { product_code: '21PR803585', n: 4 },
    ]);
  });

  it('checks the card number, binds the record, takes the update, confirms, and resets', async () => {
    const found = await parent.get<OfflineInsInfo>(verifyPath(PRODUCT, '王子轩', cardOf(0).toLowerCase()));
    expect(found.code).toBe('0000');
    expect(found.data).toMatchObject({
      insuredName: '王子轩',
      insStatus: '1',
      grade: '二年级',
      className: '3班',
      holderName: null,
      sex: '0',
      birthday: '2018-05-12',
    });
    expect(found.data.insuredCardNoMasked).toBe(`${cardOf(0).slice(0, 3)}***********${cardOf(0).slice(-4)}`);
    const recordNo = found.data.recordNo;

    const early = await parent.get(`/edu-svc/updateInsStatus?recordNo=${recordNo}&insStatus=2`);
    expect(early.status).toBe(400);
    expect(early.msg).toMatch(/^holderName: 请完善投保信息!/);

    const badPhone = await parent.post('/edu-svc/updateOfflineInsInfo', {
      recordNo,
      holderName: '张丽',
      holderPhone: '12800138000',
      relationType: '02',
      grade: '二年级',
      className: '4班',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.msg).toBe('holderPhone: 请填写正确的手机号!');
    const badRelation = await parent.post('/edu-svc/updateOfflineInsInfo', {
      recordNo,
      holderName: '张丽',
      holderPhone: '13800138000',
      relationType: '42',
      grade: '二年级',
      className: '4班',
    });
    expect(badRelation.status).toBe(400);
    expect(badRelation.msg).toContain('relationType');

    const saved = await parent.post<OfflineInsInfo>('/edu-svc/updateOfflineInsInfo', {
      recordNo,
      holderName: '张丽',
      holderPhone: '13800138000',
      relationType: '02',
      grade: '二年级',
      className: '4班',
    });
    expect(saved.code).toBe('0000');
    expect(saved.data).toMatchObject({
      holderName: '张丽',
      holderPhone: '13800138000',
      relationType: '02',
      className: '4班',
      insStatus: '1',
    });

    // This product's manifest requires identity + face verification before confirming (offlineChannel.identityRequired).
    await gw.db.query('UPDATE users SET face_verified_at = NULL WHERE user_code = $1', [parent.userCode]);
    const unverified = await parent.get(`/edu-svc/updateInsStatus?recordNo=${recordNo}&insStatus=2`);
    expect(unverified.status).toBe(403);
    expect(unverified.msg).toBe('确认投保信息前请先完成实名及人脸认证');
    // Verification itself is covered by identity-face.test.ts; here its outcome is the precondition.
    await gw.db.query(
      'UPDATE users SET identity_verified_at = COALESCE(identity_verified_at, now()), face_verified_at = now() WHERE user_code = $1',
      [parent.userCode],
    );
    const confirmed = await parent.get<OfflineInsInfo>(
      `/edu-svc/updateInsStatus?recordNo=${recordNo}&insStatus=2`,
    );
    expect(confirmed.data.insStatus).toBe('2');
    expect(confirmed.data.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const locked = await parent.post('/edu-svc/updateOfflineInsInfo', {
      recordNo,
      holderName: '张丽',
      holderPhone: '13800138000',
      relationType: '02',
      grade: '二年级',
      className: '5班',
    });
    expect(locked.status).toBe(400);
    expect(locked.msg).toBe('recordNo: 投保信息已确认，如需修改请先重新核对');

    const reopened = await parent.get<OfflineInsInfo>(`/edu-svc/resetStatus/${recordNo}`);
    expect(reopened.data).toMatchObject({ insStatus: '1', confirmedAt: null, className: '4班' });
    const again = await parent.get<OfflineInsInfo>(verifyPath(PRODUCT, '王子轩', cardOf(0)));
    expect(again.data).toMatchObject({ recordNo, insStatus: '1', holderName: '张丽' });
  });

  it("scopes records to the parent who claimed them: another account sees only 'not found'", async () => {
    const theirs = await parent.get(verifyPath(PRODUCT, '张子涵', cardOf(3)));
    expect(theirs).toMatchObject({ status: 200, code: '4040' });
    const own = await second.get<OfflineInsInfo>(verifyPath(PRODUCT, '张子涵', cardOf(3)));
    expect(own.data.insStatus).toBe('1');
    const steal = await parent.get(`/edu-svc/updateInsStatus?recordNo=${own.data.recordNo}&insStatus=2`);
    expect(steal.code).toBe('4040');
    const stealReset = await parent.get(`/edu-svc/resetStatus/${own.data.recordNo}`);
    expect(stealReset.code).toBe('4040');
    const stealUpdate = await parent.post('/edu-svc/updateOfflineInsInfo', {
      recordNo: own.data.recordNo,
      holderName: '张丽',
      holderPhone: '13800138000',
      relationType: '02',
      grade: '一年级',
      className: '5班',
    });
    expect(stealUpdate.code).toBe('4040');
    // the name must match the school's roster too: a card number alone does not claim a record
    const wrongName = await parent.get(verifyPath(PRODUCT, '李小明', cardOf(2)));
    expect(wrongName.code).toBe('4040');
    const untouched = await gw.db.one<{ owner_user_code: string | null }>(
      'SELECT owner_user_code FROM biz_offline_insured WHERE card_no = $1 AND product_code = $2',
      [cardOf(2), PRODUCT],
    );
    expect(untouched?.owner_user_code).toBeNull();
  });

  it('answers bad input with a 400 naming the field, and needs a login', async () => {
    const checksum = await parent.get(
      verifyPath(PRODUCT, '王子轩', `${cardOf(0).slice(0, 17)}${cardOf(0).endsWith('1') ? '2' : '1'}`),
    );
    expect(checksum.status).toBe(400);
    expect(checksum.msg).toBe('insuredCardNo: 被保人身份证号码校验错误!');
    const missing = await parent.get('/edu-svc/offline/insInfo/verifyInsuredCardNo?productCode=21PR803361');
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('insuredName');
    const unknown = await parent.get(verifyPath('99PR000000', '王子轩', cardOf(0)));
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toMatch(/^productCode: /);
    const badNo = await parent.get('/edu-svc/resetStatus/..%2Fx');
    expect(badNo.status).toBe(400);
    expect(badNo.msg).toContain('recordNo');
    const badStatus = await parent.get('/edu-svc/updateInsStatus?recordNo=OL2180336101&insStatus=0');
    expect(badStatus.status).toBe(400);
    expect(badStatus.msg).toContain('insStatus');
    const anonymous = await fetch(`${gw.url}/_gw${verifyPath(PRODUCT, '王子轩', cardOf(0))}`);
    expect(((await anonymous.json()) as { code: string }).code).toBe('406');
  });
});

describe.each(gatewayBackends())('offline card-number check: failure limits ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let cardOf: (i: number) => string;
  const TOO_MANY = /^核对失败次数过多，请\d+分钟后再试，或联系学校$/;

  beforeAll(async () => {
    gw = await startGateway({
      databaseUrl,
      config: { rateLimits: { smsPerIpPerHour: 1000, loginPerIpPerMinute: 1000 } },
    });
    const model = (await loadCatalogue('products')).productForCode(PRODUCT)!;
    cardOf = (i) => offlineCardNo(model, OFFLINE_STUDENTS[i]!);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  /** A new parent account, logged in by SMS code. */
  const newParent = async (phone: string): Promise<Client> => {
    const smsVerificationCode = await requestSmsCode(gw.url, phone);
    const { body } = await call(gw.url, '/user-svc/api/v1/registerAndLogin', {
      body: { phoneNum: phone, smsVerificationCode },
    });
    return new Client(gw.url, body.data.token, body.data.userCode);
  };
  // A valid ID number, but not this child's: the kind of guess the limits are for.
  const guess = (client: Client) => client.get(verifyPath(PRODUCT, '王子轩', cardOf(1)));

  it('evaluates at most 5 of 20 simultaneous wrong checks of one user; then even the right one is refused', async () => {
    const parent = await newParent('15300000001');
    const answers = await burstWhileHeld(gw.db, () =>
      Promise.all(Array.from({ length: 20 }, () => guess(parent))),
    );
    const evaluated = answers.filter((a) => a.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.map((a) => a.code)).toEqual(evaluated.map(() => '4040'));
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.code).toBe('4290');
      expect(refused.msg).toMatch(TOO_MANY);
    }
    const right = await parent.get(verifyPath(PRODUCT, '王子轩', cardOf(0)));
    expect(right.status).toBe(429);
    const unclaimed = await gw.db.one<{ owner_user_code: string | null }>(
      'SELECT owner_user_code FROM biz_offline_insured WHERE card_no = $1 AND product_code = $2',
      [cardOf(0), PRODUCT],
    );
    expect(unclaimed?.owner_user_code).toBeNull();
  });

  it('takes the right answer after 4 wrong ones; checks of an own record count as no failure', async () => {
    const parent = await newParent('15300000002');
    for (let i = 0; i < 4; i += 1) expect((await guess(parent)).code).toBe('4040');
    const found = await parent.get<OfflineInsInfo>(verifyPath(PRODUCT, '王梓涵', cardOf(1)));
    expect(found.data.insStatus).toBe('1');
    for (let i = 0; i < 3; i += 1)
      expect((await parent.get(verifyPath(PRODUCT, '王梓涵', cardOf(1)))).code).toBe('0000');
    expect((await guess(parent)).code).toBe('4040'); // the 5th failure
    const sixth = await guess(parent);
    expect(sixth.status).toBe(429);
    expect(sixth.msg).toMatch(TOO_MANY);
  });

  it('limits the failures of one address to 20 an hour, whatever the account, without charging the refused user', async () => {
    await gw.db.query(`DELETE FROM rate_limit_windows WHERE key LIKE 'offline-fail-ip:%'`);
    const parents = await Promise.all(
      ['15300000011', '15300000012', '15300000013', '15300000014', '15300000015'].map(newParent),
    );
    for (const parent of parents.slice(0, 4))
      for (let i = 0; i < 5; i += 1) expect((await guess(parent)).code).toBe('4040');
    const last = parents[4]!;
    const refused = await last.get(verifyPath(PRODUCT, '王子轩', cardOf(0)));
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(TOO_MANY);
    const charged = await gw.db.one<{ count: number }>(
      'SELECT count FROM rate_limit_windows WHERE key = $1',
      [`offline-fail:${last.userCode}`],
    );
    expect(charged?.count ?? 0).toBe(0);
  });
});
