import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, login, PARENT, SECOND_PARENT } from '../business/support/client';
import { encodePayload } from '../../../contract/op-log/validateFace';
import type { AuthInfo } from '../../../contract/user-svc/queryPersonalUserAuthenInfo';

const NAME = '王丽华';
const ID_NO = '11010519890902002X';

describe.each(gatewayBackends())(
  'identity verification with the sandbox face check ($name)',
  ({ databaseUrl }) => {
    let gw: StartedGateway;
    let second: Client;
    let parent: Client;

    beforeAll(async () => {
      gw = await startGateway({ databaseUrl });
      [second, parent] = await Promise.all([login(gw.url, SECOND_PARENT), login(gw.url, PARENT)]);
    }, START_TIMEOUT_MS);
    afterAll(async () => gw?.close());

    /** Starts a face check as the app does (obfuscated payload) and answers it on the sandbox page. */
    const faceCheck = async (client: Client, name: string, idNo: string, result: 'pass' | 'fail') => {
      const start = await client.post<{ checkId: string; url: string }>('/op-log/api/v1/validate/face', {
        data: encodePayload({ name, idNo, idType: 1, backUrl: '/CertificationResult', startFrom: 2 }),
      });
      expect(start.code).toBe('0000');
      const done = await fetch(`${start.data.url}/${result}`, { method: 'POST', redirect: 'manual' });
      expect(done.status).toBe(303);
      return start.data.checkId;
    };
    const authen = (client: Client, body: Record<string, string>) =>
      client.post<AuthInfo>('/user-svc/api/v1/personalUserAuthen', body);
    const query = (client: Client, param = '') =>
      client.get<AuthInfo>(`/user-svc/api/v1/queryPersonalUserAuthenInfo?channelCode=edu&param=${param}`);

    it('answers the face check the callback names, scoped to the caller', async () => {
      const failed = await faceCheck(second, NAME, ID_NO, 'fail');
      expect((await query(second, failed)).data).toMatchObject({
        authStatus: '0',
        faceVerified: false,
        faceCheck: { checkId: failed, status: 'FAIL' },
      });
      expect((await query(parent, failed)).data.faceCheck).toBeNull();
      const refused = await authen(second, { name: NAME, idNo: ID_NO, checkId: failed });
      expect(refused).toMatchObject({ status: 400, msg: 'checkId：人脸核验未通过' });
      const stranger = await authen(parent, { name: '张丽', idNo: ID_NO, checkId: failed });
      expect(stranger).toMatchObject({ status: 400, msg: 'checkId：人脸核验记录不存在' });
    });

    it('verifies name + ID number together with a passed face check for the same person', async () => {
      const passed = await faceCheck(second, NAME, ID_NO, 'pass');
      const otherNumber = await authen(second, { name: NAME, idNo: '370811198803150022', checkId: passed });
      expect(otherNumber).toMatchObject({
        status: 400,
        msg: 'checkId：人脸核验的姓名或身份证号与提交的不一致',
      });
      const badId = await authen(second, { name: NAME, idNo: 'abc', checkId: passed });
      expect(badId).toMatchObject({ status: 400, msg: '投保人身份证号位数有误!' });
      const notUuid = await authen(second, { name: NAME, idNo: ID_NO, checkId: 'x' });
      expect(notUuid.status).toBe(400);
      expect(notUuid.msg).toContain('checkId');
      // the callback page may send it twice at once: both get the verified answer
      const [done, twin] = await Promise.all([
        authen(second, { name: NAME, idNo: ID_NO.toLowerCase(), checkId: passed }),
        authen(second, { name: NAME, idNo: ID_NO, checkId: passed }),
      ]);
      expect(twin).toMatchObject({ code: '0000', data: { authStatus: '1', faceVerified: true } });
      expect(done.data).toMatchObject({
        authStatus: '1',
        actualName: NAME,
        idNumber: '110***********002X',
        faceVerified: true,
        faceCheck: { checkId: passed, status: 'PASS' },
      });
      expect((await query(second)).data).toMatchObject({ authStatus: '1', faceVerified: true });
    });

    it('adds the face check to an identity verified by name + ID number, and lets a passed check expire', async () => {
      expect((await query(parent)).data).toMatchObject({
        authStatus: '1',
        faceVerified: false,
        faceCheck: null,
      });
      const parentId = (await gw.db.one<{ id_number: string }>(
        "SELECT id_number FROM users WHERE phone = '13800138000'",
      ))!.id_number;
      const stale = await faceCheck(parent, '张丽', parentId, 'pass');
      gw.clock.advance(31 * 60_000);
      parent = await login(gw.url, PARENT); // the access token lasts 30 minutes too
      expect(await authen(parent, { name: '张丽', idNo: parentId, checkId: stale })).toMatchObject({
        status: 400,
        msg: 'checkId：人脸核验已过期，请重新认证',
      });
      const fresh = await faceCheck(parent, '张丽', parentId, 'pass');
      const done = await authen(parent, { name: '张丽', idNo: parentId, checkId: fresh });
      expect(done.data).toMatchObject({ authStatus: '1', faceVerified: true });
    });
  },
);
