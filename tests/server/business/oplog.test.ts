import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync, strToU8 } from 'fflate';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { encodePayload } from '../../../contract/op-log/validateFace';
import { type Client, login, PARENT, submitOrder } from './support/client';

describe.each(gatewayBackends())(
  'op-log: tracking, session recordings, identity checks ($name)',
  ({ databaseUrl }) => {
    let gw: StartedGateway;
    let parent: Client;

    beforeAll(async () => {
      gw = await startGateway({ databaseUrl });
      parent = await login(gw.url, PARENT);
    });
    afterAll(async () => gw?.close());

    it('stores tracking records and compressed recordings linked to the order by serial number', async () => {
      const serialNo = (await parent.get<string>('/idg-svc/api/v1/idg3')).data;
      const order = await submitOrder(parent, gw.clock.now(), { serialNo });
      const track = await parent.post<{ id: number }>('/op-log/api/v1/op/ins', {
        serialNo,
        ver: '1.0.0',
        opName: '投保',
        opNode: 'confirm',
        opDetail: '投保失败重复投保',
      });
      expect(track.code).toBe('0000');
      const events = Array.from({ length: 25 }, (_, i) => ({
        type: 3,
        timestamp: 1_700_000_000_000 + i,
        data: { x: i },
      }));
      const content = Buffer.from(gzipSync(strToU8(JSON.stringify(events)))).toString('base64');
      const upload = await parent.post<{ id: number; events: number; bytes: number }>(
        '/op-log/api/v1/raw/json',
        { serialNo, name: 'confirm', startTime: 1_700_000_000_000, content },
      );
      expect(upload.data.events).toBe(25);
      const linked = await gw.db.query<{ kind: string; order_code: string }>(
        `SELECT l.kind, o.order_code FROM biz_op_logs l JOIN biz_orders o ON o.serial_no = l.serial_no WHERE l.serial_no = $1 ORDER BY l.id`,
        [serialNo],
      );
      expect(linked).toEqual([
        { kind: 'op', order_code: order.orderCode },
        { kind: 'raw', order_code: order.orderCode },
      ]);
      const junk = await parent.post('/op-log/api/v1/raw/json', {
        serialNo,
        startTime: 1,
        content: Buffer.from('not gzip').toString('base64'),
      });
      expect(junk.status).toBe(400);
      const noName = await parent.post('/op-log/api/v1/op/ins', { serialNo });
      expect(noName.status).toBe(400);
      expect(noName.msg).toContain('opName');
      const anonymous = await fetch(`${gw.url}/_gw/op-log/api/v1/op/ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ opName: '浏览' }),
      });
      expect(anonymous.status).toBe(200);
    });

    it('answers the tracking version of the catalogue for a client build', async () => {
      const a = await parent.get<{ ver: string; verId: string; products: number }>(
        '/op-log/api/v1/ver/edu/sys_edu_wxb_wx/build-42',
      );
      expect(a.data.verId).toBe('build-42');
      expect(a.data.ver).toMatch(/^[0-9a-f]{16}$/);
      expect(a.data.products).toBeGreaterThan(30);
    });

    it('checks name + ID with the engine validator (validate/id, edu-svc checkByIdCard)', async () => {
      const card = await parent.get<{ valid: boolean; birthday: string; sex: string }>(
        '/edu-svc/thirdParty/api/checkByIdCard?idCard=11010519491231002X',
      );
      expect(card.data).toEqual({ valid: true, message: '', birthday: '1949-12-31', sex: '1' });
      const wrong = await parent.get<{ valid: boolean; message: string }>(
        '/edu-svc/thirdParty/api/checkByIdCard?idCard=110105194912310021',
      );
      expect(wrong.data).toMatchObject({ valid: false, message: '投保人身份证号码校验错误!' });
      const good = await parent.post<{ passed: boolean; idNoMasked: string }>('/op-log/api/v1/validate/id', {
        data: encodePayload({
          name: '李建国',
          idNo: '11010519491231002X',
          idType: 1,
          backUrl: '/CertificationResult',
          startFrom: 2,
        }),
      });
      expect(good.data.passed).toBe(true);
      expect(good.data.idNoMasked).toBe('110***********002X');
      const bad = await parent.post<{ passed: boolean; message: string }>('/op-log/api/v1/validate/id', {
        data: encodePayload({
          name: '李建国',
          idNo: '110105194912310021',
          idType: 1,
          backUrl: '/CertificationResult',
        }),
      });
      expect(bad.data).toMatchObject({ passed: false, message: '投保人身份证号码校验错误!' });
      expect((await parent.post('/op-log/api/v1/validate/id', { data: '%%%' })).status).toBe(400);
    });

    it('runs a sandbox face check that calls back to the in-app /CertificationResult route', async () => {
      const start = await parent.post<{ checkId: string; url: string }>('/op-log/api/v1/validate/face', {
        data: encodePayload({
          name: '李建国',
          idNo: '11010519491231002X',
          idType: 1,
          backUrl: '/CertificationResult',
          startFrom: 2,
        }),
      });
      expect(start.code).toBe('0000');
      const page = await fetch(start.data.url);
      const html = await page.text();
      expect(html).toContain('人脸识别');
      expect(html).toContain('110***********002X');
      const pass = await fetch(`${start.data.url}/pass`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(pass.status).toBe(303);
      expect(pass.headers.get('location')).toBe(
        `${gw.url}/#/CertificationResult?checkId=${start.data.checkId}&result=PASS`,
      );
      const flip = await fetch(`${start.data.url}/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(flip.headers.get('location')).toContain('result=PASS'); // a finished check does not change
      const evil = await parent.post('/op-log/api/v1/validate/face', {
        data: encodePayload({
          name: '李建国',
          idNo: '11010519491231002X',
          idType: 1,
          backUrl: 'https://evil.example/steal',
        }),
      });
      expect(evil.status).toBe(400);
      expect(evil.msg).toBe('回调地址必须是应用内页面');
    });
  },
);
