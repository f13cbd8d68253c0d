import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync, strToU8 } from 'fflate';
import { Client, login, PARENT, STAFF, submitOrder } from '../business/support/client';
import * as recordCall from '../../../contract/growth/salesRecord';
import * as eventsCall from '../../../contract/growth/salesRecordEvents';
import * as listCall from '../../../contract/growth/salesRecordList';
import { startGrowthGateway, type GrowthGateway } from './gateway';

/** rrweb-shaped events: a meta and a full snapshot, then some incremental ones. */
const events = (start: number, n: number) => [
  { type: 4, timestamp: start, data: { href: 'http://app/#/insure', width: 390, height: 844 } },
  {
    type: 2,
    timestamp: start + 1,
    data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
  },
  ...Array.from({ length: n }, (_, i) => ({
    type: 3,
    timestamp: start + 10 + i,
    data: { source: 2, type: 2, id: 1, x: i, y: i },
  })),
];
const upload = (client: Client, serialNo: string, list: unknown[], startTime: number) =>
  client.post('/op-log/api/v1/raw/json', {
    serialNo,
    name: 'insure',
    startTime,
    content: Buffer.from(gzipSync(strToU8(JSON.stringify(list)))).toString('base64'),
  });

describe('sales-process record: linked to the order by serial number, replayable by staff only', () => {
  let gw: GrowthGateway;
  let parent: Client;
  let staff: Client;
  let orderCode = '';
  let serialNo = '';

  beforeAll(async () => {
    gw = await startGrowthGateway();
    parent = await login(gw.url, PARENT);
    staff = await login(gw.url, STAFF);
    // The buyer's flow serial (idg3): op-log writes under it are the buyer's only.
    serialNo = (await parent.get<string>('/idg-svc/api/v1/idg3')).data;
    for (const [opNode, opDetail] of [
      ['insure', '进入投保流程'],
      ['confirm', '投保失败重复投保'],
    ]) {
      await parent.post('/op-log/api/v1/op/ins', {
        serialNo,
        ver: 'v-test',
        opName: '投保',
        opNode,
        opDetail,
        productCode: '19PR979745',
      });
    }
    // Two uploads of one sale: saved events re-sent after a page unload, then the rest.
    const first = events(1_700_000_000_000, 3);
    expect((await upload(parent, serialNo, first, 1_700_000_000_000)).code).toBe('0000');
    const resumed = [...first, ...events(1_700_000_100_000, 2)];
    expect((await upload(parent, serialNo, resumed, 1_700_000_100_000)).code).toBe('0000');
    orderCode = (await submitOrder(parent, gw.clock.now(), { serialNo })).orderCode;
  });
  afterAll(async () => gw?.close());

  it('gives staff the order with its manifest version, confirmed clause texts, trail and recordings', async () => {
    const answer = await staff.get(recordCall.pathFor(orderCode));
    expect(answer.code).toBe('0000');
    const record = recordCall.responseData.parse(answer.data);
    expect(record.serialNo).toBe(serialNo);
    expect(record.manifestVersion).not.toBe('');
    expect(record.confirmedClauses.length).toBeGreaterThan(0);
    expect(record.confirmedClauses[0]!.content.length).toBeGreaterThan(0);
    expect(record.trail.map((t) => t.opDetail)).toEqual(['进入投保流程', '投保失败重复投保']);
    expect(record.trail[0]).toMatchObject({
      ver: 'v-test',
      sysCode: 'sys_edu_wxb_wx',
      channelCode: 'edu',
      opName: '投保',
      opNode: 'insure',
    });
    expect(record.recordings.map((r) => r.events)).toEqual([5, 9]);
  });

  it('merges the recordings into one time-ordered stream without the events sent twice', async () => {
    const answer = await staff.get(eventsCall.pathFor(orderCode));
    const { events: merged } = eventsCall.responseData.parse(answer.data);
    expect(merged).toHaveLength(9);
    expect(merged.map((e) => e.timestamp)).toEqual([...merged.map((e) => e.timestamp)].sort((a, b) => a - b));
    expect(merged.filter((e) => e.type === 2)).toHaveLength(2);
  });

  it('lists orders with their record counts and finds one by order number', async () => {
    const answer = await staff.post(listCall.path, { orderCode });
    const page = listCall.responseData.parse(answer.data);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ orderCode, serialNo, recordings: 2, trailRecords: 2 });
  });

  it('refuses buyers (403) and visitors (406), and answers not found (code 4040) for an unknown order', async () => {
    const asParent = await parent.get(recordCall.pathFor(orderCode));
    expect([asParent.status, asParent.code]).toEqual([403, '4030']);
    const anonymous = await new Client(gw.url).get(eventsCall.pathFor(orderCode));
    expect(anonymous.code).toBe('406');
    const unknown = await staff.get(recordCall.pathFor('OD-NOPE'));
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([200, '4040', '未找到该订单']);
    const bad = await staff.post(listCall.path, { pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('pageSize');
  });
});
