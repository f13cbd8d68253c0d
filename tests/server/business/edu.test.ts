import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayBackends } from '../helpers/start-gateway';
import { sandboxTicketSource } from '../../../server/providers/share/signature';
import { Client, JINING, PARENT, SECOND_PARENT, STAFF } from './support/client';
import { suiteGateway } from './support/suite-gateway';

const SECRET = 'edu-suite-secret';

describe.each(gatewayBackends())('edu-svc over HTTP ($name)', ({ databaseUrl }) => {
  const suite = suiteGateway(
    { databaseUrl, config: { secret: SECRET } },
    { parent: PARENT, other: SECOND_PARENT, staff: STAFF },
  );

  it('lists local markets per area: two in Jining, one offline in Jinan, none elsewhere; a market shows its products', async () => {
    const { parent } = suite;
    const jining = await parent.post<{ list: { id: string; status: string; online: boolean }[] }>(
      '/edu-svc/supermarket/_bai/queryIdByArea',
      { areaCode: '370800' },
    );
    expect(jining.data.list).toHaveLength(2);
    expect(jining.data.list.every((m) => m.online)).toBe(true);
    const jinan = await parent.post<{ list: { status: string; online: boolean }[] }>(
      '/edu-svc/supermarket/_bai/queryIdByArea',
      { areaCode: '370100' },
    );
    expect(jinan.data.list).toEqual([expect.objectContaining({ status: '2', online: false })]);
    const none = await parent.post<{ list: unknown[] }>('/edu-svc/supermarket/_bai/queryIdByArea', {
      areaCode: '110100',
    });
    expect(none.data.list).toEqual([]);
    const one = await parent.post<{ name: string; products: { productCode: string; detailPath: string }[] }>(
      '/edu-svc/supermarket/_bai/selectSupermarket',
      { id: jining.data.list[0]!.id },
    );
    expect(one.data.products.map((p) => p.productCode)).toContain(JINING);
    expect((await parent.post('/edu-svc/supermarket/_bai/selectSupermarket', { id: 'MK-NONE' })).code).toBe(
      '4040',
    );
    const bad = await parent.post('/edu-svc/supermarket/_bai/queryIdByArea', { areaCode: 'jining' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('areaCode');
  });

  it("finds schools in the products' regions, their colleges, the org element list, and adds a custom school", async () => {
    const { parent } = suite;
    const schools = await parent.get<{
      list: { id: string; name: string; countyCode: string; schoolKind: string }[];
    }>('/edu-svc/schoolinfo/getSchoolByNameAddressPhone?areaCode=370800');
    expect(schools.data.list.length).toBeGreaterThanOrEqual(5);
    expect(schools.data.list.every((s) => s.countyCode.startsWith('3708'))).toBe(true);
    const byName = await parent.get<{ list: { name: string }[] }>(
      `/edu-svc/schoolinfo/getSchoolByNameAddressPhone?areaCode=370800&name=${encodeURIComponent('小学')}`,
    );
    expect(byName.data.list.length).toBeGreaterThan(0);
    expect(byName.data.list.every((s) => s.name.includes('小学'))).toBe(true);
    const vocational = schools.data.list.find((s) => s.schoolKind === 'edu_09')!;
    const colleges = await parent.get<{ list: string[] }>(
      `/edu-svc/schoolinfo/selectSchoolCollege?schoolId=${vocational.id}`,
    );
    expect(colleges.data.list.length).toBeGreaterThan(0);
    const org = await parent.get<{ list: { label: string; schoolKind: string }[] }>(
      '/user-svc/api/v1.5/orgElementList/edu?areaCode=370800&elementRelaConfId=edu_07',
    );
    expect(org.data.list.length).toBeGreaterThan(0);
    expect(org.data.list.every((o) => o.schoolKind === 'edu_07')).toBe(true);
    const added = await parent.post<{ id: string; name: string }>('/edu-svc/schoolinfo/addSchoolInfo', {
      name: '任城区阳光双语学校',
      provinceCode: '370000',
      cityCode: '370800',
      countyCode: '370811',
      address: '任城区光明路8号',
      phone: '0537-1234567',
      schoolKind: 'edu_07',
      schoolNature: '02',
    });
    expect(added.code).toBe('0000');
    const found = await parent.get<{ list: { id: string }[] }>(
      `/edu-svc/schoolinfo/getSchoolByNameAddressPhone?name=${encodeURIComponent('阳光双语')}`,
    );
    expect(found.data.list.map((s) => s.id)).toEqual([added.data.id]);
    const badKind = await parent.post('/edu-svc/schoolinfo/addSchoolInfo', {
      name: '某学校',
      provinceCode: '370000',
      cityCode: '370800',
      countyCode: '370811',
      address: 'x',
      schoolKind: 'primary',
      schoolNature: '01',
    });
    expect(badKind.status).toBe(400);
    expect(badKind.msg).toContain('schoolKind');
  });

  it('answers promoter info (code 0000; schanelCode, managerUserCode, managerName, licenseNumber) for staff and their customers', async () => {
    const { parent, other, staff } = suite;
    type Info = {
      schanelCode: string;
      managerUserCode: string;
      managerName: string;
      licenseNumber: string;
      customers: { customerUserCode: string; customerPhone: string }[];
    };
    const mine = await staff.get<Info>('/edu-svc/registerCustomer/queryPromotersInfo');
    expect(mine.code).toBe('0000');
    expect(mine.data.managerUserCode).toBe(staff.userCode);
    expect(mine.data.licenseNumber).not.toBe('');
    expect(mine.data.customers.map((c) => c.customerUserCode)).toEqual(
      expect.arrayContaining([parent.userCode, other.userCode]),
    );
    expect(mine.data.customers.every((c) => /\*{4}/.test(c.customerPhone))).toBe(true);
    const asCustomer = await parent.get<Info>('/edu-svc/registerCustomer/queryPromotersInfo');
    expect(asCustomer.data).toMatchObject({
      schanelCode: '05',
      managerUserCode: staff.userCode,
      managerName: mine.data.managerName,
      licenseNumber: mine.data.licenseNumber,
    });
    expect(asCustomer.data.customers).toEqual([]);

    const notPromoter = await other.post('/edu-svc/registerCustomer/setManager?level=1', {
      managerUserCode: parent.userCode,
    });
    expect(notPromoter.status).toBe(400);
    expect(notPromoter.msg).toBe('未配置客户经理');
    const kept = await other.post<{ created: boolean; managerUserCode: string }>(
      '/edu-svc/registerCustomer/addCustomer',
      { managerUserCode: staff.userCode },
    );
    expect(kept.data).toMatchObject({ created: false, managerUserCode: staff.userCode });
    const customersList = await parent.post('/edu-svc/policy/v1/selectRenewalList', { scope: 'customers' });
    expect(customersList.status).toBe(403);
    const renewals = await staff.post<{ list: { renewalLabel: string }[]; total: number }>(
      '/edu-svc/policy/v1/selectRenewalList',
      { scope: 'customers' },
    );
    expect(renewals.data.total).toBeGreaterThan(0);
    expect(
      renewals.data.list.every((r) => r.renewalLabel === 'goRenew' || r.renewalLabel === 'buyAgain'),
    ).toBe(true);
  });

  it('records privacy consent (isFirstLogin flips), answers start and next-hour times from the clock', async () => {
    const { gw, parent, other } = suite;
    const first = await other.get<{ isFirstLogin: boolean }>('/edu-svc/wxb/isFirstLogin');
    expect(first.data.isFirstLogin).toBe(true);
    expect(
      (await other.post('/edu-svc/agreePrivacyLog/save', { doc: 'privacy', version: 'v-test' })).code,
    ).toBe('0000');
    expect((await other.get<{ isFirstLogin: boolean }>('/edu-svc/wxb/isFirstLogin')).data.isFirstLogin).toBe(
      false,
    );

    gw.clock.set(new Date('2026-03-10T15:20:00Z')); // 23:20 China time
    const start = await parent.get<{ startTime: string }>(
      `/edu-svc/risk/time/getStartTime?productCode=${JINING}`,
    );
    expect(start.data.startTime).toBe('2026-03-11 00:00:00');
    const next = await parent.get<{ nextHourTime: string }>('/edu-svc/common/nextHourTime');
    expect(next.data.nextHourTime).toBe('2026-03-11 00:00:00');
    gw.clock.set(new Date());
    const files = await parent.get<{ list: { productCode: string; valueMark: string }[] }>(
      `/edu-svc/resNew/productFilePaths?productCode=${JINING}`,
    );
    expect(files.data.list.length).toBe(4);
  });

  it('signs the share link with SHA-1 over jsapi_ticket, noncestr, timestamp and url', async () => {
    const { gw, parent } = suite;
    const url = 'https://shop.example.cn/app/?promoCode=M1#/jiningDetails';
    const answer = await parent.post<{
      appid: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    }>(`/edu-svc/weChat/weChatShare?shareUrl=${encodeURIComponent(url)}`);
    expect(answer.data.appid).not.toBe('');
    expect(answer.data.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.data.timestamp).toBe(Math.floor(gw.clock.now().getTime() / 1000));
    const again = await parent.post<{ signature: string; nonceStr: string; timestamp: number }>(
      `/edu-svc/weChat/weChatShare?shareUrl=${encodeURIComponent(url)}`,
    );
    expect(again.data.nonceStr).not.toBe(answer.data.nonceStr);
    // Recomputed independently from the sandbox ticket: the #fragment is not part of the signed url.
    const ticket = await sandboxTicketSource(SECRET).ticket();
    const sha1 = (a: { nonceStr: string; timestamp: number }) =>
      createHash('sha1')
        .update(
          `jsapi_ticket=${ticket}&noncestr=${a.nonceStr}&timestamp=${a.timestamp}&url=https://shop.example.cn/app/?promoCode=M1`,
        )
        .digest('hex');
    expect(answer.data.signature).toBe(sha1(answer.data));
    expect(again.data.signature).toBe(sha1(again.data));
    expect((await parent.post('/edu-svc/weChat/weChatShare?shareUrl=javascript:alert(1)')).status).toBe(400);
  });

  describe("the brokerage's articles (wxb/_bai/selectFile, selectFileById), read without a login", () => {
    type Article = { id: string; title: string; content: string; lang?: string };
    let chinese: Client;
    let english: Client;
    beforeAll(() => {
      chinese = new Client(suite.gw.url);
      english = chinese.withLanguage('en-US,en;q=0.9');
    });
    const articles = (reader: Client) =>
      reader.get<{ list: { id: string; title: string; lang?: string }[] }>('/edu-svc/wxb/_bai/selectFile');
    const article = (reader: Client, id: string) =>
      reader.get<Article>(`/edu-svc/wxb/_bai/selectFileById?id=${id}`);

    it('serves the rich-text articles for /richTextPage by id', async () => {
      const list = await articles(chinese);
      expect(list.data.list.length).toBeGreaterThanOrEqual(3);
      const first = await article(chinese, list.data.list[0]!.id);
      expect(first.data.title).toBe(list.data.list[0]!.title);
      expect(first.data.content).toContain('<');
      const missing = await article(chinese, 'nope');
      expect(missing.status).toBe(200);
      expect(missing.code).toBe('4040');
      expect(missing.msg).toBe('文章不存在');
      const about = await article(chinese, 'page-aboutUs');
      expect(about.data).toMatchObject({ title: '关于我们', content: expect.stringContaining('<p>') });
      expect((await chinese.get('/edu-svc/wxb/_bai/selectFileById')).status).toBe(400);
    });

    it("answers an English reader with the brokerage's English articles, and with the Chinese of record where there is none or it is out of date", async () => {
      const { gw } = suite;
      const CJK = /[\u3400-\u9fff\uff00-\uffef]/;
      const list = await articles(english);
      // Every seeded article (the 12 information pages and the /richTextPage ones) has its English version.
      expect(list.data.list.length).toBeGreaterThanOrEqual(15);
      for (const { id } of list.data.list) {
        const { data } = await article(english, id);
        expect(data.lang, id).toBe('en-US');
        expect(`${data.title} ${data.content}`, id).not.toMatch(CJK);
      }
      expect((await article(english, 'page-aboutUs')).data).toMatchObject({
        title: 'About us',
        lang: 'en-US',
      });
      expect((await article(chinese, 'page-aboutUs')).data).toMatchObject({
        title: '关于我们',
        lang: 'zh-CN',
      });

      // The brokerage rewrites the Chinese FAQ: the English one no longer says the same, so English
      // readers get the Chinese text (marked zh-CN) until the translation is brought up to date.
      await gw.db.query(
        "UPDATE biz_articles SET content = content || '<p>新增问答。</p>', updated_at = updated_at + interval '1 minute' WHERE id = 'page-problem'",
      );
      expect((await article(english, 'page-problem')).data).toMatchObject({
        title: '常见问题',
        lang: 'zh-CN',
        content: expect.stringContaining('新增问答'),
      });
      await gw.db.query(
        "UPDATE biz_article_translations t SET content = t.content || '<p>A new answer.</p>', source_updated_at = a.updated_at FROM biz_articles a WHERE a.id = t.article_id AND t.article_id = 'page-problem'",
      );
      expect((await article(english, 'page-problem')).data).toMatchObject({
        title: 'FAQ',
        lang: 'en-US',
        content: expect.stringContaining('A new answer.'),
      });
    });
  });
});
