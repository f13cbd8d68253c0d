import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listCall from '../../../contract/edu-svc/searchInsuranceList';
import * as detailCall from '../../../contract/order/searchOrderDetailForPro';
import * as appDetailCall from '../../../contract/edu-svc/searchAppDetailPro3';
import { orderDetail } from '../../../contract/order/shapes';
import * as ordersCall from '../../../contract/growth/promoterOrders';
import * as eduListCall from '../../../contract/prod-svc/productEduList';
import * as marketCall from '../../../contract/edu-svc/selectSupermarket';
import * as saveDraftCall from '../../../contract/order/saveTempFormV2';
import * as draftsCall from '../../../contract/order/selectTempForm';
import * as insureDetailCall from '../../../contract/ins-svc/searchAppDetailPro';
import { planForCode } from '../../../engine';
import * as orderCall from '../../../contract/growth/promoterOrder';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, products, STAFF, submitOrder } from './support/client';

const JINING_ZH = '济宁市学生成长保障计划';
const JINING_EN = 'Jining Student Growth Protection Plan';

/**
 * docs/app-shell.md "What is content, not UI text": an order keeps the Chinese product and plan names
 * it was sold under; a reader in English gets the names the product's manifest gives in English
 * (i18n.en-US), told apart by productNameLang / planNameLang, and the Chinese of record where the
 * manifest has no English name or no longer sells under the order's name.
 */
describe.each(gatewayBackends())(
  "products' names on orders in the reader's language ($name)",
  ({ databaseUrl }) => {
    let gw: StartedGateway;
    let parent: Client;
    let english: Client;
    let staff: Client;
    let order: { orderCode: string; applicationFormCode: string };
    let plan: { code: string; zh: string; en: string };

    beforeAll(async () => {
      gw = await startGateway({ databaseUrl });
      parent = await login(gw.url, PARENT);
      english = parent.withLanguage('en-US');
      staff = await login(gw.url, STAFF);
      order = await submitOrder(parent, gw.clock.now());
      const stored = await gw.db.one<{ code: string; name: string }>(
        "SELECT payload->'plan'->>'code' AS code, payload->'plan'->>'name' AS name FROM biz_orders WHERE order_code = $1",
        [order.orderCode],
      );
      const model = (await products()).productForCode(JINING)!;
      const en = model.locales!['en-US']!.plans.find((p) => p.code === stored!.code)!.name;
      plan = { code: stored!.code, zh: stored!.name, en };
    });
    afterAll(async () => gw?.close());

    const listed = async (client: Client) =>
      listCall.responseData.parse((await client.post(listCall.path, { pageSize: 50 })).data).list;

    it('lists a product that has an English name in English, the others in their Chinese name of record', async () => {
      const mine = (await listed(english)).find((p) => p.orderCode === order.orderCode)!;
      expect([mine.productName, mine.productNameLang]).toEqual([JINING_EN, 'en-US']);
      const others = (await listed(english)).filter((p) => p.productCode !== JINING);
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) {
        expect(other.productNameLang).toBe('zh-CN');
        expect(other.productName).toMatch(/[\u4e00-\u9fff]/);
      }
      const chinese = (await listed(parent)).find((p) => p.orderCode === order.orderCode)!;
      expect([chinese.productName, chinese.productNameLang]).toEqual([JINING_ZH, 'zh-CN']);
    });

    it("names the product and the plan in English on the order's detail, while the database keeps the Chinese of record", async () => {
      expect(plan.en).not.toBe(plan.zh);
      const detail = orderDetail.parse(
        (await english.post(detailCall.path, { orderCode: order.orderCode })).data,
      );
      expect(detail).toMatchObject({
        productName: JINING_EN,
        productNameLang: 'en-US',
        planName: plan.en,
        planNameLang: 'en-US',
      });
      const app = orderDetail.parse(
        (await english.get(`${appDetailCall.path}?appCode=${order.applicationFormCode}`)).data,
      );
      expect([app.productName, app.planName]).toEqual([JINING_EN, plan.en]);
      const zh = orderDetail.parse((await parent.post(detailCall.path, { orderCode: order.orderCode })).data);
      expect(zh).toMatchObject({
        productName: JINING_ZH,
        productNameLang: 'zh-CN',
        planName: plan.zh,
        planNameLang: 'zh-CN',
      });
      expect(
        await gw.db.one(
          "SELECT product_name, payload->'plan'->>'name' AS plan_name FROM biz_orders WHERE order_code = $1",
          [order.orderCode],
        ),
      ).toEqual({ product_name: JINING_ZH, plan_name: plan.zh });
    });

    it('answers the Chinese of record for an order sold under a name the manifest no longer translates', async () => {
      await gw.db.query(
        "UPDATE biz_orders SET product_name = '济宁学生成长计划（旧名）' WHERE order_code = $1",
        [order.orderCode],
      );
      try {
        const detail = orderDetail.parse(
          (await english.post(detailCall.path, { orderCode: order.orderCode })).data,
        );
        expect([detail.productName, detail.productNameLang]).toEqual(['济宁学生成长计划（旧名）', 'zh-CN']);
        // The plan's name of record is still the one the manifest translates.
        expect([detail.planName, detail.planNameLang]).toEqual([plan.en, 'en-US']);
      } finally {
        await gw.db.query('UPDATE biz_orders SET product_name = $2 WHERE order_code = $1', [
          order.orderCode,
          JINING_ZH,
        ]);
      }
    });

    it("names the products on the catalogue lists (home, search, cooperation list) and a market in the reader's language", async () => {
      const list = async (client: Client) =>
        eduListCall.responseData.parse((await client.post(eduListCall.path, {})).data).list;
      const english = await list(parent.withLanguage('en-US'));
      const jining = english.find((p) => p.productCode === JINING)!;
      expect([jining.productName, jining.productNameLang]).toEqual([JINING_EN, 'en-US']);
      const untranslated = english.filter((p) => p.productNameLang === 'zh-CN');
      expect(untranslated.length).toBeGreaterThan(0);
      for (const p of untranslated) expect(p.productName).toMatch(/[\u4e00-\u9fff]/);
      const chinese = (await list(parent)).find((p) => p.productCode === JINING)!;
      expect([chinese.productName, chinese.productNameLang]).toEqual([JINING_ZH, 'zh-CN']);
      // Its insurers too (/insureCompanies): the manifest's English insurer name.
      const model = (await products()).productForCode(JINING)!;
      const insurer = model.locales!['en-US']!.insurers[0]!.name;
      expect(insurer).not.toBe(model.insurers[0]!.name);
      expect(jining.insurers.map((i) => [i.name, i.nameLang])).toContainEqual([insurer, 'en-US']);
      expect(chinese.insurers.map((i) => [i.name, i.nameLang])).toContainEqual([
        model.insurers[0]!.name,
        'zh-CN',
      ]);
      const market = async (client: Client) =>
        marketCall.responseData.parse((await client.post(marketCall.path, { id: 'MK370800A' })).data);
      const sold = (await market(parent.withLanguage('en-US'))).products.find(
        (p) => p.productCode === JINING,
      )!;
      expect([sold.productName, sold.productNameLang]).toEqual([JINING_EN, 'en-US']);
      // The market's own name is the brokerage's, as it writes it.
      expect((await market(parent.withLanguage('en-US'))).name).toBe('济宁市教育保险超市');
    });

    it("stores a draft under the manifest's Chinese name (never the client's) and lists it in the reader's language", async () => {
      const saved = await parent.postOnce<{ serialNo: string }>(saveDraftCall.path, {
        productCode: JINING,
        productName: 'A name the client made up',
        form: { step: 1 },
      });
      expect(saved.code).toBe('0000');
      const { serialNo } = saved.data;
      expect(
        await gw.db.one('SELECT product_name FROM biz_temp_forms WHERE serial_no = $1', [serialNo]),
      ).toEqual({ product_name: JINING_ZH });
      const draft = async (client: Client) =>
        draftsCall.responseData.parse((await client.post(draftsCall.path, { serialNo })).data).list[0]!;
      const en = await draft(parent.withLanguage('en-US'));
      expect([en.productName, en.productNameLang]).toEqual([JINING_EN, 'en-US']);
      const zh = await draft(parent);
      expect([zh.productName, zh.productNameLang]).toEqual([JINING_ZH, 'zh-CN']);
      const unknown = await parent.postOnce(saveDraftCall.path, { productCode: '99PR999999', form: {} });
      expect(unknown.code).toBe('4040');
      expect(unknown.msg).toContain('99PR999999');
    });

    it("/insureDetail names the sold cover limits and the confirmed clauses from the order's manifest version, in English for en-US", async () => {
      const detail = async (client: Client) =>
        orderDetail.parse(
          (await client.post(insureDetailCall.path, { appCode: order.applicationFormCode })).data,
        );
      const model = (await products()).productForCode(JINING)!;
      const limits = (m: typeof model) =>
        (planForCode(m, plan.code)?.programs ?? []).flatMap((p) => p.duties.map((d) => d.limitName));
      const [zhLimits, enLimits] = [limits(model), limits(model.locales!['en-US']!)];
      expect(enLimits).not.toEqual(zhLimits);

      const en = await detail(parent.withLanguage('en-US'));
      expect(en.sold!.cover.map((c) => c.limitName)).toEqual(enLimits);
      expect(en.sold!.cover.map((c) => c.limitNameLang)).toEqual(
        enLimits.map((name, i) => (name === zhLimits[i] ? 'zh-CN' : 'en-US')),
      );
      expect([en.sold!.planName, en.sold!.planNameLang]).toEqual([plan.en, 'en-US']);
      // Amounts as English writes them (¥200,000, not 20万).
      for (const c of en.sold!.cover) expect(c.value).not.toMatch(/[\u4e00-\u9fff]/);
      const enTitles = model.locales!['en-US']!.protocols.flatMap((g) => g.items.map((i) => i.resourceName));
      expect(en.confirmedClauses.length).toBeGreaterThan(0);
      for (const c of en.confirmedClauses) {
        expect(enTitles).toContain(c.resourceName);
        expect(c.resourceNameLang).toBe(/[\u4e00-\u9fff]/.test(c.resourceName) ? 'zh-CN' : 'en-US');
      }
      expect(en.confirmedClauses.some((c) => c.resourceNameLang === 'en-US')).toBe(true);
      // The contract text itself stays as confirmed.
      const zh = await detail(parent);
      expect(en.confirmedClauses.map((c) => c.content)).toEqual(zh.confirmedClauses.map((c) => c.content));
      expect(zh.sold!.cover.map((c) => c.limitName)).toEqual(zhLimits);
      expect(zh.confirmedClauses.every((c) => c.resourceNameLang === 'zh-CN')).toBe(true);
    });

    it("gives a promoter the customers' orders with the products' English names in English", async () => {
      const all = ordersCall.responseData.parse(
        (await staff.withLanguage('en-US').post(ordersCall.path, { kind: 'all', pageSize: 50 })).data,
      ).list;
      const theirs = all.find((o) => o.orderCode === order.orderCode)!;
      expect([theirs.productName, theirs.productNameLang]).toEqual([JINING_EN, 'en-US']);
      for (const o of all.filter((o) => o.productCode !== JINING)) expect(o.productNameLang).toBe('zh-CN');
      const one = orderCall.responseData.parse(
        (await staff.withLanguage('en-US').get(orderCall.pathFor(order.orderCode))).data,
      );
      expect([one.productName, one.productNameLang]).toEqual([JINING_EN, 'en-US']);
      const zh = orderCall.responseData.parse((await staff.get(orderCall.pathFor(order.orderCode))).data);
      expect([zh.productName, zh.productNameLang]).toEqual([JINING_ZH, 'zh-CN']);
    });
  },
);
