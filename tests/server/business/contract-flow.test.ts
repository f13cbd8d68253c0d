import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { commissionContractOf } from '../../../engine/rules/contract-flow';
import type { CommissionContract } from '../../../engine/model/purchase';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { Client, JINING, login, PARENT, purchase, SECOND_PARENT, STAFF, submitOrder } from './support/client';

/** The commission-contract flow (docs/contract-flow.md) over real HTTP. */
const LANSHAN = '21PR336218';
const NO_MANAGER = '20PR552806';
const BAILOR = { name: '张丽', idNo: '370811198803150022' };
/** A 1×1 PNG: the smallest real ID card "photo". */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What jzq/api/agreement answers, as the app keeps it for the purchase. */
interface Signed {
  contractNo: string;
  contractUrl: string;
  signTime: string;
  bailorName: string;
  bailorIdNo: string;
  contractStart: string;
  contractEnd: string;
  managerName: string;
}

/** A submitOrder v2 request of a product, its form carrying `extra` (commission-contract fields). */
async function submitWith(
  client: Client,
  now: Date,
  productCode: string,
  extra: Readonly<Partial<Record<string, unknown>>> | CommissionContract = {},
) {
  const payload = await purchase(client, now, { productCode });
  return client.postOnce<{ orderCode: string }>('/order/submitOrder/v2', {
    ...payload,
    applicationForms: { ...payload.applicationForms, ...extra },
  });
}

async function uploadCert(client: Client, fields: Record<string, string>, file: Buffer | null = PNG) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${client.url}/_gw/edu-svc/jzq/api/_bai/cloudCertiPerInfo`, {
    method: 'POST',
    headers: { authorization: client.token },
    body: form,
  });
  return {
    status: res.status,
    ...((await res.json()) as {
      code: string;
      msg: string;
      data: { certId: string; idNo: string; imgUrl: string };
    }),
  };
}

describe.each(gatewayBackends())('contract flow over HTTP ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let other: Client;
  let staff: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    [parent, other, staff] = await Promise.all([
      login(gw.url, PARENT),
      login(gw.url, SECOND_PARENT),
      login(gw.url, STAFF),
    ]);
  });
  afterAll(async () => gw?.close());

  it('answers the account manager from the manifest: the staff member for 21PR336218, none (未配置客户经理) for 20PR552806', async () => {
    const some = await parent.get<{ managerUserCode: string; managerName: string }>(
      `/edu-svc/contract/template/queryContractManagerUser?productCode=${LANSHAN}`,
    );
    expect(some.data).toMatchObject({ managerUserCode: staff.userCode, managerName: '王建华' });
    const none = await parent.get<null>(
      `/edu-svc/contract/template/queryContractManagerUser?productCode=${NO_MANAGER}`,
    );
    expect(none).toMatchObject({ code: '0000', data: null, msg: '未配置客户经理' });
    expect((await parent.get('/edu-svc/contract/template/queryContractManagerUser')).status).toBe(400);
    expect(
      (await parent.get('/edu-svc/contract/template/queryContractManagerUser?productCode=XX')).code,
    ).toBe('4040');
    const site = await parent.get<{
      contractPath: string;
      provider: string;
      manager: unknown;
      terms: string[];
    }>(`/edu-svc/api/contract_site?productCode=${NO_MANAGER}`);
    expect(site.data).toMatchObject({
      contractPath: '/xuZhouOfflineSign',
      provider: 'sandbox',
      manager: null,
    });
    expect(site.msg).toBe('未配置客户经理');
    const notContract = await parent.get(`/edu-svc/api/contract_site?productCode=${JINING}`);
    expect(notContract.status).toBe(400);
    expect(notContract.msg).toContain(JINING);
  });

  it('refuses to sign without a manager, for an ordinary product, with a bad ID number or a bad term — naming the field', async () => {
    const { certId } = (await uploadCert(parent, BAILOR)).data;
    const sign = (body: Record<string, unknown>) =>
      parent.post('/edu-svc/jzq/api/agreement', {
        productCode: LANSHAN,
        signerName: BAILOR.name,
        signerIdNo: BAILOR.idNo,
        certId,
        ...body,
      });
    // Not without the ID card photo uploaded with the same name and number (as the app's form asks).
    const noCert = await sign({ certId: undefined });
    expect(noCert.status).toBe(400);
    expect(noCert.msg).toContain('certId');
    expect(await sign({ productCode: NO_MANAGER })).toMatchObject({ status: 400, msg: '未配置客户经理' });
    expect((await sign({ productCode: JINING })).status).toBe(400);
    const badId = await sign({ signerIdNo: '370811198803150023' });
    expect(badId.status).toBe(400);
    expect(badId.msg).toContain('signerIdNo');
    const badTerm = await sign({ contractStart: '2000-01-01', contractEnd: '2000-06-01' });
    expect(badTerm.status).toBe(400);
    expect(badTerm.msg).toContain('合同起期不能早于今天');
    expect((await sign({ contractStart: '2026/11/22' })).msg).toContain('contractStart');
    expect((await new Client(gw.url).post('/edu-svc/jzq/api/agreement', { productCode: LANSHAN })).code).toBe(
      '406',
    );
  });

  it('uploads certificate info (multipart), reads the photo back owner only, and rejects a bad upload naming the field', async () => {
    const up = await uploadCert(parent, BAILOR);
    expect(up).toMatchObject({ status: 200, code: '0000', data: { idNo: '370***********0022' } });
    const img = await fetch(`${gw.url}/_gw${up.data.imgUrl}`, { headers: { authorization: parent.token } });
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    expect(
      (await fetch(`${gw.url}/_gw${up.data.imgUrl}`, { headers: { authorization: other.token } })).status,
    ).toBe(404);
    const noFile = await uploadCert(parent, BAILOR, null);
    expect(noFile.status).toBe(400);
    expect(noFile.msg).toContain('file');
    const notImage = await uploadCert(parent, BAILOR, Buffer.from('%PDF-1.4 not a photo'));
    expect(notImage.status).toBe(415);
    const badId = await uploadCert(parent, { name: BAILOR.name, idNo: '12345678' });
    expect(badId.status).toBe(400);
    expect(badId.msg).toContain('idNo');
    const noName = await uploadCert(parent, { idNo: BAILOR.idNo });
    expect(noName.status).toBe(400);
    expect(noName.msg).toContain('name');
    const notMultipart = await parent.post('/edu-svc/jzq/api/_bai/cloudCertiPerInfo', BAILOR);
    expect(notMultipart.status).toBe(400);
  });

  it('signs with the certificate, relates the contract to an order, and the order carries the commission-contract fields', async () => {
    const cert = await uploadCert(parent, BAILOR);
    const otherCert = await uploadCert(other, BAILOR);
    const foreign = await parent.post('/edu-svc/jzq/api/agreement', {
      productCode: LANSHAN,
      signerName: BAILOR.name,
      signerIdNo: BAILOR.idNo,
      certId: otherCert.data.certId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain('certId');
    const mismatch = await parent.post('/edu-svc/jzq/api/agreement', {
      productCode: LANSHAN,
      signerName: '李建国',
      signerIdNo: '37081119860418123X',
      certId: cert.data.certId,
    });
    expect(mismatch.msg).toContain('certId');

    const signed = await parent.post<Signed>('/edu-svc/jzq/api/agreement', {
      productCode: LANSHAN,
      signerName: BAILOR.name,
      signerIdNo: BAILOR.idNo,
      certId: cert.data.certId,
    });
    expect(signed.code).toBe('0000');
    expect(signed.data).toMatchObject({ bailorIdNo: '370***********0022', managerName: '王建华' });
    expect(signed.data.contractEnd > signed.data.contractStart).toBe(true);
    const doc = await PDFDocument.load(
      new Uint8Array(
        await (
          await fetch(`${gw.url}/_gw${signed.data.contractUrl}`, { headers: { authorization: parent.token } })
        ).arrayBuffer(),
      ),
    );
    expect(doc.getTitle()).toBe(`Contract ${signed.data.contractNo}`);
    expect(
      (await fetch(`${gw.url}/_gw${signed.data.contractUrl}`, { headers: { authorization: other.token } }))
        .status,
    ).toBe(404);
    expect(
      (await other.get<{ list: { contractNo: string }[] }>('/edu-svc/api/contract_list')).data.list.map(
        (c) => c.contractNo,
      ),
    ).not.toContain(signed.data.contractNo);

    const logged = await parent.get<{ signed: { contractNo: string; contractStart: string } | null }>(
      `/edu-svc/api/logged/${LANSHAN}/${parent.userCode}`,
    );
    expect(logged.data.signed).toMatchObject({
      contractNo: signed.data.contractNo,
      contractStart: signed.data.contractStart,
      bailorIdNo: '370***********0022',
    });
    expect((await parent.get(`/edu-svc/api/logged/${LANSHAN}/${other.userCode}`)).code).toBe('4040');
    expect(
      (await other.get<{ signed: null }>(`/edu-svc/api/logged/${LANSHAN}/${other.userCode}`)).data.signed,
    ).toBeNull();

    const submitted = await submitWith(parent, gw.clock.now(), LANSHAN, commissionContractOf(signed.data));
    expect(submitted.code).toBe('0000');
    const order = submitted.data;
    const jining = await submitOrder(parent, gw.clock.now());
    const relateTo = (client: Client, orderCode: string, contractNo = signed.data.contractNo) =>
      client.post<Record<string, string>>('/edu-svc/jzq/api/relate', {
        contractNo,
        orderCode,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
      });
    expect((await relateTo(parent, jining.orderCode)).status).toBe(400);
    expect((await relateTo(other, order.orderCode)).code).toBe('4040');
    expect(
      (
        await parent.post('/edu-svc/jzq/api/relate', {
          contractNo: signed.data.contractNo,
          orderCode: order.orderCode,
          startDate: '2026-02-30',
          endDate: '2027-11-30',
        })
      ).msg,
    ).toContain('startDate');
    const related = await relateTo(parent, order.orderCode);
    expect(related.data).toMatchObject({
      commissionContractNo: signed.data.contractNo,
      bailorName: BAILOR.name,
      signatureDate: signed.data.signTime.slice(0, 10),
    });
    expect(related.data).not.toHaveProperty('bailorIdNo');

    const detail = await parent.post<{ applicationForm: Record<string, unknown> }>(
      '/order/searchOrderDetailForPro',
      { orderCode: order.orderCode },
    );
    expect(detail.data.applicationForm).toMatchObject({
      commissionContractNo: signed.data.contractNo,
      bailorName: BAILOR.name,
      bailorIdNo: BAILOR.idNo,
      contractStart: signed.data.contractStart,
      contractEnd: signed.data.contractEnd,
      signatureDate: signed.data.signTime.slice(0, 10),
    });
    const second = await parent.post<{ contractNo: string }>('/edu-svc/jzq/api/agreement', {
      productCode: LANSHAN,
      signerName: BAILOR.name,
      signerIdNo: BAILOR.idNo,
      certId: (await uploadCert(parent, BAILOR)).data.certId,
    });
    expect((await relateTo(parent, order.orderCode, second.data.contractNo)).status).toBe(409);
    const list = await parent.get<{ list: { contractNo: string; orderCode: string | null }[] }>(
      '/edu-svc/api/contract_list',
    );
    expect(list.data.list.find((c) => c.contractNo === signed.data.contractNo)?.orderCode).toBe(
      order.orderCode,
    );
  });

  it('submitOrder v2 refuses a contract-based product without a signed commission contract, naming what is missing', async () => {
    const now = gw.clock.now();
    const unsigned = await submitWith(parent, now, LANSHAN);
    expect(unsigned.status).toBe(400);
    expect(unsigned.msg).toBe(
      '该产品须先与客户经理签署委托协议，缺少：commissionContractNo, bailorName, bailorIdNo, contractStart, contractEnd, signatureDate',
    );
    const signed = await parent.post<Signed>('/edu-svc/jzq/api/agreement', {
      productCode: LANSHAN,
      signerName: BAILOR.name,
      signerIdNo: BAILOR.idNo,
      certId: (await uploadCert(parent, BAILOR)).data.certId,
    });
    const fields = commissionContractOf(signed.data);
    const partial = await submitWith(parent, now, LANSHAN, {
      ...fields,
      bailorIdNo: '',
      signatureDate: undefined,
    });
    expect(partial.status).toBe(400);
    expect(partial.msg).toContain('bailorIdNo, signatureDate');
    // No manager configured: the flow cannot be completed, whatever the form carries.
    const noManager = await submitWith(parent, now, NO_MANAGER, fields);
    expect(noManager).toMatchObject({ status: 400, msg: '未配置客户经理' });
    // A contract number that is not the caller's, or is for another product, or has ended: 400 naming the field.
    const foreign = await submitWith(other, now, LANSHAN, fields);
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain('commissionContractNo');
    expect(foreign.msg).toContain(signed.data.contractNo);
    const jiningSigned = await parent.post<Signed>('/edu-svc/jzq/api/agreement', {
      productCode: '21PR803361',
      signerName: BAILOR.name,
      signerIdNo: BAILOR.idNo,
      certId: (await uploadCert(parent, BAILOR)).data.certId,
    });
    const wrongProduct = await submitWith(parent, now, LANSHAN, commissionContractOf(jiningSigned.data));
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.msg).toContain('commissionContractNo');
    await gw.db.query('UPDATE biz_agreements SET end_date = $2 WHERE contract_no = $1', [
      jiningSigned.data.contractNo,
      new Date(now.getTime() - 2 * 86_400_000),
    ]);
    const ended = await submitWith(parent, now, '21PR803361', commissionContractOf(jiningSigned.data));
    expect(ended.status).toBe(400);
    expect(ended.msg).toContain('到期');
    // English callers get the catalogue's English text.
    const english = await submitWith(parent.withLanguage('en-US'), now, LANSHAN);
    expect(english.msg).toContain('missing: commissionContractNo');

    // The signed contract of this product, this caller: accepted; an ordinary product needs nothing.
    expect((await submitWith(parent, now, LANSHAN, fields)).code).toBe('0000');
    expect((await submitWith(parent, now, JINING)).code).toBe('0000');
  });
});
