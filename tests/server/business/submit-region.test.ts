import { areaList } from '@vant/area-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, products, purchase } from './support/client';

type Party = Record<string, unknown>;
type StoredForm = Party & { insureds: Party[]; policyHolder: Party };

/** A product sold everywhere whose form asks for the insured's region: any real region is in scope. */
const NATIONWIDE = '19PR611048';
/** Sold in 山东省 only, and its form asks no region: the app sends the product's (buildApplicationForm). */
const SHANDONG_UNASKED = '20PR541063';
/** Sold everywhere, and its form asks no region: the app sends none. */
const NATIONWIDE_UNASKED = '19PR352395';

/** Codes and names of a real place outside 山东省 (东城区, 北京市). */
const BEIJING = {
  provinceCode: '110000',
  provinceName: '北京市',
  cityCode: '110100',
  cityName: '北京市',
  countyCode: '110101',
  countyName: '东城区',
};
/** The region of an order of SHANDONG_UNASKED: the product's, 山东省, no city or county. */
const SHANDONG = {
  provinceCode: '370000',
  provinceName: '山东省',
  cityCode: '',
  cityName: '',
  countyCode: '',
  countyName: '',
};
const NO_REGION = {
  provinceCode: '',
  provinceName: '',
  cityCode: '',
  cityName: '',
  countyCode: '',
  countyName: '',
};

/**
 * The region names of an order (the form's, each insured's) are the division table's names of the
 * codes sent, never the client's words: an order filed for 济宁市 (370800) says 济宁市 on the
 * insurer's form and the staff pages whatever name came with it. A code the table does not know,
 * a county outside its city or a city outside its province is refused, naming the field. Where the
 * product's form asks no region, an insured's region is the product's, as the app sends it, and so
 * are the holder's province and city (no form asks the holder): the codes sent there are not read.
 */
describe.each(gatewayBackends())(
  'submitOrder v2: region names from their codes ($name)',
  ({ databaseUrl }) => {
    let gw: StartedGateway;
    let parent: Client;

    beforeAll(async () => {
      gw = await startGateway({ databaseUrl });
      parent = await login(gw.url, PARENT);
    }, START_TIMEOUT_MS);
    afterAll(async () => gw?.close());

    const submit = async (
      tamper: (form: StoredForm) => void,
      opts: { productCode?: string; client?: Client } = {},
    ) => {
      const client = opts.client ?? parent;
      const payload = await purchase(client, gw.clock.now(), opts);
      tamper(payload.applicationForms as unknown as StoredForm);
      return client.postOnce<{ orderCode: string; applicationFormCode: string }>(
        '/order/submitOrder/v2',
        payload,
      );
    };
    const stored = async (orderCode: string) =>
      (await gw.db.one<{ payload: StoredForm }>('SELECT payload FROM biz_orders WHERE order_code = $1', [
        orderCode,
      ]))!.payload;
    const orderCount = async () =>
      Number(
        (await gw.db.one<{ n: number | string }>(
          'SELECT count(*) AS n FROM biz_orders WHERE user_code = $1',
          [parent.userCode],
        ))!.n,
      );
    const detailOf = async (appCode: string) => {
      const detail = await parent.post<{ applicationForm: StoredForm }>(
        '/ins-svc/api/v2/applicationforms/searchAppDetailPro',
        { appCode },
      );
      expect(detail.code).toBe('0000');
      return detail.data.applicationForm;
    };
    const realNames = (insured: Party) => ({
      provinceName: areaList.province_list[String(insured.provinceCode)],
      cityName: areaList.city_list[String(insured.cityCode)],
      countyName: areaList.county_list[String(insured.countyCode)],
    });

    it("stores the division table's names of the codes sent, on the form and on each insured, whatever names came", async () => {
      let sent: Party = {};
      const answer = await submit((form) => {
        const insured = form.insureds[0]!;
        sent = { ...insured };
        Object.assign(insured, { provinceName: '北京', cityName: '北京市', countyName: '<b>朝阳区</b>' });
        Object.assign(form, { provinceName: '上海市', cityName: '浦东新区', countyName: '任意文字' });
      });
      expect(answer.code).toBe('0000');
      const names = realNames(sent);
      // The sample insured of the Jining product is at school in a real district of 济宁市.
      expect(names).toMatchObject({ provinceName: '山东省', cityName: '济宁市' });
      expect(names.countyName).toBeTruthy();
      const codes = { provinceCode: sent.provinceCode, cityCode: sent.cityCode, countyCode: sent.countyCode };
      const form = await stored(answer.data.orderCode);
      expect(form).toMatchObject({ ...codes, ...names });
      expect(form.insureds[0]).toMatchObject({ ...codes, ...names });

      // What the insurer's form and the order pages read (the application detail) says the same.
      const detail = await parent.post<{ applicationForm: StoredForm }>(
        '/ins-svc/api/v2/applicationforms/searchAppDetailPro',
        { appCode: answer.data.applicationFormCode },
      );
      expect(detail.code).toBe('0000');
      expect(detail.data.applicationForm).toMatchObject(names);
      expect(detail.data.applicationForm.insureds[0]).toMatchObject(names);
      expect(JSON.stringify(detail.data.applicationForm)).not.toMatch(/北京|上海|浦东|朝阳|任意文字/);
    });

    it('refuses a code the division table does not know, or a county outside its city, naming the field and the code', async () => {
      const before = await orderCount();
      const unknownCity = await submit((form) => Object.assign(form.insureds[0]!, { cityCode: '370899' }));
      expect(unknownCity.status).toBe(400);
      expect(unknownCity.msg).toContain('insureds/0/cityCode');
      expect(unknownCity.msg).toContain('370899');

      const unknownCounty = await submit((form) =>
        Object.assign(form.insureds[0]!, { countyCode: '370899' }),
      );
      expect(unknownCounty.status).toBe(400);
      expect(unknownCounty.msg).toContain('insureds/0/countyCode');

      // 东城区 (110101) is a real county, but of 北京市, not of 济宁市.
      const elsewhere = await submit((form) => Object.assign(form.insureds[0]!, { countyCode: '110101' }));
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.msg).toContain('insureds/0/countyCode');
      expect(elsewhere.msg).toContain('110101');
      expect(elsewhere.msg).toContain('济宁市');

      const english = await submit((form) => Object.assign(form.insureds[0]!, { cityCode: '370899' }), {
        client: parent.withLanguage('en-US'),
      });
      expect(english.status).toBe(400);
      expect(english.msg).toMatch(/370899/);
      expect(english.msg).not.toMatch(/[\u4e00-\u9fff]{4}/);
      expect(await orderCount()).toBe(before);
    });

    it('refuses a city outside its province on an insured', async () => {
      const before = await orderCount();
      // 徐州市 (320300) is in 江苏省: a real city, but not of 山东省 (370000).
      const insured = await submit(
        (form) =>
          Object.assign(form.insureds[0]!, { provinceCode: '370000', cityCode: '320300', countyCode: '' }),
        { productCode: NATIONWIDE },
      );
      expect(insured.status).toBe(400);
      expect(insured.msg).toContain('insureds/0/cityCode');
      expect(insured.msg).toContain('山东省');
      expect(await orderCount()).toBe(before);
    });

    it("files the holder's province and city as the product's: no form asks the holder a region", async () => {
      const model = (await products()).productForCode(JINING)!;
      expect(model.form.holder.fields.some((field) => field.name === 'region')).toBe(false);
      const jining = { provinceCode: '370000', cityCode: '370800' };
      // What the app sends (buildApplicationForm): the product's province and city.
      const honest = await purchase(parent, gw.clock.now());
      expect(honest.applicationForms.policyHolder).toMatchObject(jining);
      // A real city elsewhere (徐州市), one outside its province, and codes that name no place alike.
      for (const sent of [
        { provinceCode: '320000', cityCode: '320300' },
        { cityCode: '320300' },
        { provinceCode: '990000', cityCode: '' },
      ]) {
        const answer = await submit((form) => Object.assign(form.policyHolder, sent));
        expect(answer.code, JSON.stringify(sent)).toBe('0000');
        expect((await stored(answer.data.orderCode)).policyHolder).toMatchObject(jining);
        expect((await detailOf(answer.data.applicationFormCode)).policyHolder).toMatchObject(jining);
      }
      // A product sold in a province: its province, no city.
      const shandong = await submit(
        (form) => Object.assign(form.policyHolder, { provinceCode: '110000', cityCode: '110100' }),
        { productCode: SHANDONG_UNASKED },
      );
      expect(shandong.code).toBe('0000');
      expect((await stored(shandong.data.orderCode)).policyHolder).toMatchObject({
        provinceCode: '370000',
        cityCode: '',
      });
    });

    it('files a nationwide order with the names of the region the buyer picked', async () => {
      let sent: Party = {};
      const answer = await submit(
        (form) => {
          const insured = form.insureds[0]!;
          Object.assign(insured, {
            provinceCode: '320000',
            provinceName: '山东省',
            cityCode: '320300',
            cityName: '济宁市',
            countyCode: '320302',
            countyName: '',
          });
          sent = { ...insured };
        },
        { productCode: NATIONWIDE },
      );
      expect(answer.code).toBe('0000');
      const form = await stored(answer.data.orderCode);
      const names = realNames(sent);
      expect(names).toMatchObject({ provinceName: '江苏省', cityName: '徐州市' });
      expect(form).toMatchObject(names);
      expect(form.insureds[0]).toMatchObject(names);
    });

    it("files an order of a product whose form asks no region with the product's region, whatever codes were sent", async () => {
      const model = (await products()).productForCode(SHANDONG_UNASKED)!;
      expect(model.form.insured.fields.some((field) => field.name === 'region')).toBe(false);
      expect(model.region).toEqual({ provinceCode: '370000', provinceName: '山东省' });
      // What the app sends for it: the product's region, on the form and on each insured.
      const honest = await purchase(parent, gw.clock.now(), { productCode: SHANDONG_UNASKED });
      expect(honest.applicationForms).toMatchObject(SHANDONG);
      expect(honest.applicationForms.insureds[0]).toMatchObject(SHANDONG);

      const answer = await submit(
        (form) => {
          Object.assign(form, BEIJING);
          Object.assign(form.insureds[0]!, BEIJING);
        },
        { productCode: SHANDONG_UNASKED },
      );
      expect(answer.code).toBe('0000');
      const form = await stored(answer.data.orderCode);
      expect(form).toMatchObject(SHANDONG);
      expect(form.insureds[0]).toMatchObject(SHANDONG);
      // The insurer's form and the order pages say 山东省 too, and nothing of 北京.
      const detail = await detailOf(answer.data.applicationFormCode);
      expect(detail).toMatchObject(SHANDONG);
      expect(detail.insureds[0]).toMatchObject(SHANDONG);
      expect(JSON.stringify(detail)).not.toMatch(/北京|东城|"(province|city|county)Code":"11/);
    });

    it('does not read the region codes of a product whose form asks none: codes that name no place are not its region either', async () => {
      const answer = await submit(
        (form) => {
          Object.assign(form, { provinceCode: '990000', cityCode: '370899' });
          Object.assign(form.insureds[0]!, {
            provinceCode: '370000',
            cityCode: '370899',
            countyCode: '110101',
          });
        },
        { productCode: SHANDONG_UNASKED },
      );
      expect(answer.code).toBe('0000');
      const form = await stored(answer.data.orderCode);
      expect(form).toMatchObject(SHANDONG);
      expect(form.insureds[0]).toMatchObject(SHANDONG);
    });

    it('files an order of a product sold everywhere whose form asks no region with no region, as the app sends it', async () => {
      const honest = await purchase(parent, gw.clock.now(), { productCode: NATIONWIDE_UNASKED });
      expect(honest.applicationForms.insureds[0]).toMatchObject(NO_REGION);
      const answer = await submit(
        (form) => {
          Object.assign(form, BEIJING);
          Object.assign(form.insureds[0]!, BEIJING);
        },
        { productCode: NATIONWIDE_UNASKED },
      );
      expect(answer.code).toBe('0000');
      const form = await stored(answer.data.orderCode);
      expect(form).toMatchObject(NO_REGION);
      expect(form.insureds[0]).toMatchObject(NO_REGION);
      expect(await detailOf(answer.data.applicationFormCode)).toMatchObject(NO_REGION);
    });
  },
);
