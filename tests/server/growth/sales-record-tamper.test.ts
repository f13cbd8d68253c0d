import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync, strToU8 } from 'fflate';
import * as recordCall from '../../../contract/growth/salesRecord';
import { Client, login, PARENT, SECOND_PARENT, STAFF, submitOrder } from '../business/support/client';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

const recording = (n: number) =>
  Buffer.from(
    gzipSync(
      strToU8(
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({ type: 3, timestamp: 1_700_000_000_000 + i, data: {} })),
        ),
      ),
    ),
  ).toString('base64');

/**
 * Issue 12, defect 5: the sales-process record is the brokerage's compliance evidence. Anyone used
 * to be able to write into any order's record, keyed only by a sequential (guessable) serial number;
 * a forged "客户已确认全部条款" trail entry and a forged recording then showed in the staff replay.
 */
describe.each(gatewayBackends())(
  "only the buyer's own flow writes its sales record ($name)",
  ({ databaseUrl }) => {
    let gw: StartedGateway;
    let parent: Client;
    let other: Client;
    let staff: Client;
    let serialNo = '';

    beforeAll(async () => {
      gw = await startGateway({ databaseUrl });
      [parent, other, staff] = await Promise.all([
        login(gw.url, PARENT),
        login(gw.url, SECOND_PARENT),
        login(gw.url, STAFF),
      ]);
      serialNo = (await parent.get<string>('/idg-svc/api/v1/idg3')).data;
    }, START_TIMEOUT_MS);
    afterAll(async () => gw?.close());

    const forged = { serialNo: '', opName: '投保', opNode: 'confirm', opDetail: '客户已确认全部条款' };

    it('refuses a trail entry or a recording under a serial from anyone but the flow it was issued to (403, 4030)', async () => {
      const anonymous = new Client(gw.url);
      for (const writer of [anonymous, other]) {
        const entry = await writer.post('/op-log/api/v1/op/ins', { ...forged, serialNo });
        expect([entry.status, entry.code, entry.msg]).toEqual([
          403,
          '4030',
          '该流水号不属于当前用户的投保流程',
        ]);
        const upload = await writer.post('/op-log/api/v1/raw/json', {
          serialNo,
          startTime: 1,
          content: recording(3),
        });
        expect([upload.status, upload.code]).toEqual([403, '4030']);
      }
      // A serial nobody was issued is nobody's flow either.
      expect(
        (
          await parent.post('/op-log/api/v1/op/ins', {
            ...forged,
            serialNo: 'SN20261124000000123456789012345678',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await parent.post('/op-log/api/v1/op/ins', {
            serialNo,
            opName: '投保',
            opNode: 'insure',
            opDetail: '进入投保流程',
          })
        ).code,
      ).toBe('0000');
    });

    it("shows staff only the rows the order's buyer wrote, even if another account's order names the same serial", async () => {
      const order = await submitOrder(parent, gw.clock.now(), { serialNo });
      // Rows another writer left under the serial (as the gateway accepted before): never replayed.
      await gw.db.query(
        `INSERT INTO biz_op_logs (kind, serial_no, user_code, op_name, op_node, op_detail, record, created_at) VALUES ('op', $1, NULL, '投保', 'confirm', $2, '{}', now())`,
        [serialNo, forged.opDetail],
      );
      const replay = recordCall.responseData.parse(
        (await staff.get(recordCall.pathFor(order.orderCode))).data,
      );
      expect(replay.trail.map((t) => t.opDetail)).toEqual(['进入投保流程']);
      expect(replay.serialNo).toBe(serialNo);
      // Another buyer naming the victim's serial on their own order: the order is taken, but not
      // filed under a serial idg-svc never issued to them, so it shows none of the victim's rows.
      const hijack = await submitOrder(other, gw.clock.now(), { serialNo });
      const theirs = recordCall.responseData.parse(
        (await staff.get(recordCall.pathFor(hijack.orderCode))).data,
      );
      expect(theirs.trail).toEqual([]);
      expect(theirs.serialNo).toBeNull();
      const madeUpSerial = 'SN20261124000000123456789012345678';
      const madeUp = await submitOrder(other, gw.clock.now(), { serialNo: madeUpSerial });
      expect(
        await gw.db.query('SELECT serial_no FROM biz_orders WHERE order_code = ANY($1::text[])', [
          [hijack.orderCode, madeUp.orderCode],
        ]),
      ).toEqual([{ serial_no: null }, { serial_no: null }]);
      // The stored form (the order's applicationForm) names the serial the order is filed under, or none.
      const formSerial = async (buyer: Client, orderCode: string) =>
        (
          await buyer.post<{ applicationForm: Record<string, unknown> }>('/order/searchOrderDetailForPro', {
            orderCode,
          })
        ).data.applicationForm.idempotentSerialNo;
      expect(await formSerial(parent, order.orderCode)).toBe(serialNo);
      expect(await formSerial(other, hijack.orderCode)).toBeUndefined();
      expect(await formSerial(other, madeUp.orderCode)).toBeUndefined();
      const stored = await gw.db.query<{ payload: string }>(
        'SELECT payload::text AS payload FROM biz_orders WHERE order_code = ANY($1::text[])',
        [[hijack.orderCode, madeUp.orderCode]],
      );
      expect(stored).toHaveLength(2);
      for (const { payload } of stored) {
        expect(payload).not.toContain(serialNo);
        expect(payload).not.toContain(madeUpSerial);
      }
    });

    it('limits recording uploads per user per minute (429) and per flow (parts and bytes, 429)', async () => {
      const flow = (await parent.get<string>('/idg-svc/api/v1/idg3')).data;
      const answers = [];
      for (let i = 0; i < 21; i += 1)
        answers.push(
          (
            await parent.post('/op-log/api/v1/raw/json', {
              serialNo: flow,
              startTime: i,
              content: recording(2),
            })
          ).status,
        );
      expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(answers[20]).toBe(429);
      gw.clock.advance(61_000);
      for (let i = 0; i < 10; i += 1)
        expect(
          (
            await parent.post('/op-log/api/v1/raw/json', {
              serialNo: flow,
              startTime: i,
              content: recording(2),
            })
          ).status,
        ).toBe(200);
      gw.clock.advance(61_000);
      const over = await parent.post('/op-log/api/v1/raw/json', {
        serialNo: flow,
        startTime: 99,
        content: recording(2),
      });
      expect([over.status, over.code, over.msg]).toEqual([429, '4290', '本次投保流程的录屏上传已达上限']);
    });
  },
);
