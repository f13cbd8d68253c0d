import { describe, expect, it } from 'vitest';
import type { PurchaseState } from '../model';
import { groupedManifest, idNumberFor, jiningModel, modelOf } from '../testing/models';
import { buildApplicationForm } from './application-form';
import { premiumForSelection } from './premium';
import { validateApplicationForm } from './validate-application';
import { everyDocumentRead } from './read-records';
import * as submitOrder from '../../contract/order/submitOrderV2';

const region = {
  provinceCode: '370000',
  provinceName: '山东省',
  cityCode: '370800',
  cityName: '济宁市',
  countyCode: '370811',
  countyName: '任城区',
};

/** A signed commission contract's fields (a contract-based product's order carries them). */
const commissionContract = {
  commissionContractNo: 'C1',
  bailorName: '张伟',
  bailorIdNo: 'X',
  contractStart: '2026-11-23',
  contractEnd: '2027-11-22',
  signatureDate: '2026-11-22',
};

function state(overrides: Partial<PurchaseState> = {}): PurchaseState {
  return {
    holder: {
      name: '张伟',
      idType: '0',
      idNumber: idNumberFor('1985-03-12', true),
      telephone: '13812345678',
      userCode: 'U100',
    },
    insureds: [
      {
        relationType: '03',
        name: '张小明',
        idType: '0',
        idNumber: idNumberFor('2015-06-01', false),
        region,
        schoolKind: 'edu_07',
        schoolName: '济宁市实验小学',
        class: 'P5',
        grade: '3',
        securityCode: 'Y',
      },
    ],
    selection: { planCode: 'JN979745-B' },
    startDate: '2026-11-23',
    totalPremium: 150,
    operator: 'U100',
    idempotentSerialNo: 'SN-1',
    ...overrides,
  };
}

describe('application form (spec §3)', () => {
  const model = jiningModel();

  it('builds the whole submit payload with the spec’s constants and the §5 dates', () => {
    const payload = buildApplicationForm(model, state());
    expect(payload).toMatchObject({
      source: '01',
      entryType: '00',
      operator: 'U100',
      manifestVersion: model.manifestVersion,
    });
    const form = payload.applicationForms;
    expect(form).toMatchObject({
      applicationType: '00',
      startDate: '2026-11-23 00:00:00',
      endDate: '2027-11-22 23:59:59',
      provinceCode: '370000',
      cityName: '济宁市',
      countyCode: '370811',
      projectCode: 'XM370800001',
      productCode: '19PR979745',
      productName: '济宁市学生成长保障计划',
      branchName: '本部',
      branchCode: 'JT0000',
      channelType: '02',
      channalCode: 'edu',
      productType: '00',
      isRenewal: 'N',
      policyKind: '00',
      term: '1Y',
      plan: { code: 'JN979745-B', quantity: 1, reducePrem: 0, name: '成长版', prem: 150 },
      agents: [],
      factors: [{ factorCode: 'insurePeriod', factorValue: '1' }],
      insuranceCompanies: [{ name: '中国人民财产保险股份有限公司', code: 'PICC', partyRole: 'lead' }],
      idempotentSerialNo: 'SN-1',
    });
    expect(form.policyHolder).toEqual({
      birthday: '1985-03-12',
      phone: '13812345678',
      licenceNo: idNumberFor('1985-03-12', true),
      licenceType: '0',
      sex: '0',
      name: '张伟',
      holderCode: 'U100',
      type: '01',
      location: '',
      provinceCode: '370000',
      cityCode: '370800',
    });
    expect(form.insureds[0]).toMatchObject({
      birthday: '2015-06-01 00:00:00',
      isHolder: 'N',
      sex: '1',
      bnfyOption: '01',
      type: '01',
      relaToHolder: '03',
      insureYear: 11,
      socialMedicalInsurance: 'Y',
      schoolName: '济宁市实验小学',
      schoolType: 'edu_07',
      grade: 'P5',
      classAndGrade: '3',
    });
    expect(form.risk.map((r) => r.riskCode)).toEqual(['2724', '2735']);
  });

  it('adds the renewal fields: isRenewal Y, renewalTimes + 1, the last policy number', () => {
    const form = buildApplicationForm(
      model,
      state({ renewal: { previousTimes: 2, lastPolicyNo: 'P2025000123' } }),
    ).applicationForms;
    expect(form).toMatchObject({ isRenewal: 'Y', renewalTimes: 3, renewalLastPolicyNo: 'P2025000123' });
  });

  it('books the order to the agent and carries the commission-contract fields', () => {
    const agent = {
      branchCode: 'JT0144001',
      branchName: '广东分公司',
      agentCode: 'A9',
      agentName: '李经理',
      departCode: 'D1',
      departName: '一部',
      schanelCode: '05',
    };
    const form = buildApplicationForm(model, state({ agent, commissionContract })).applicationForms;
    expect(form.agents).toEqual([
      {
        branchCode: 'JT0144001',
        agentCode: 'A9',
        portion: 1,
        agentName: '李经理',
        branchName: '广东分公司',
        departCode: 'D1',
        departName: '一部',
        channelCode: 'edu',
        channelName: '教保渠道',
      },
    ]);
    expect(form).toMatchObject({ branchCode: 'JT0144001', schanelCode: '05', ...commissionContract });
  });

  it('is what the gateway’s submitOrder v2 contract accepts, field for field: nothing dropped or changed', () => {
    const payload = buildApplicationForm(model, state({ commissionContract, schanelCode: '05' }));
    const sent = { ...payload, readRecords: [{ displayNo: 1, resourceName: '条款', type: 'html' }] };
    expect(submitOrder.request.parse(sent)).toEqual(sent);
  });

  it('uses 00:00:00 end dates and both programs for a multi-plan grouped product', () => {
    const grouped = modelOf(groupedManifest());
    const form = buildApplicationForm(
      grouped,
      state({ selection: { planCode: 'G-JC', factors: { insurePeriod: '2' } }, totalPremium: 220 }),
    ).applicationForms;
    expect(form.endDate).toBe('2028-11-23 00:00:00');
    expect(form.risk.map((r) => r.programCode)).toEqual(['G-JC', 'G-SHARED']);
  });
});

describe('validateApplicationForm (the gateway’s submitOrder v2 check)', () => {
  const model = jiningModel();
  // As the app sends it: the form, and the protocol documents the buyer read (全部已读).
  const submitted = (form: ReturnType<typeof buildApplicationForm>) => ({
    ...form,
    readRecords: everyDocumentRead(model),
  });
  const valid = () => submitted(buildApplicationForm(model, state()));

  it('accepts what the builder builds', () => {
    expect(validateApplicationForm(model, valid(), { today: '2026-11-22' })).toEqual({ ok: true });
  });

  it('names the field and says 请完善投保信息! for a missing value', () => {
    const payload = valid();
    payload.applicationForms.policyHolder.name = ' ';
    expect(validateApplicationForm(model, payload)).toEqual({
      ok: false,
      errors: [{ path: '/applicationForms/policyHolder/name', message: '投保人姓名：请完善投保信息!' }],
    });
  });

  it('uses the validators’ messages: insured ID check, holder mobile', () => {
    const payload = valid();
    const insured = payload.applicationForms.insureds[0]!;
    insured.licenceNo = `${insured.licenceNo.slice(0, 17)}${insured.licenceNo.endsWith('1') ? '2' : '1'}`;
    payload.applicationForms.policyHolder.phone = '12812345678';
    const result = validateApplicationForm(model, payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({
      path: '/applicationForms/insureds/0/licenceNo',
      message: '证件号码：被保人身份证号码校验错误!',
    });
    expect(result.errors).toContainEqual({
      path: '/applicationForms/policyHolder/phone',
      message: '手机号码：请填写正确的手机号!',
    });
  });

  it('rejects a premium that is not the rating table’s, an unknown plan, a wrong end date, a too-old insured', () => {
    const cheap = valid();
    cheap.applicationForms.plan.prem = 1;
    expect(validateApplicationForm(model, cheap)).toEqual({
      ok: false,
      errors: [{ path: '/applicationForms/plan/prem', message: '保费与方案不符：应为150.00元' }],
    });

    const unknown = valid();
    unknown.applicationForms.plan.code = 'X';
    expect(validateApplicationForm(model, unknown)).toMatchObject({
      ok: false,
      errors: [{ path: '/applicationForms/plan/code' }],
    });

    const late = valid();
    late.applicationForms.endDate = '2027-11-23 00:00:00';
    expect(validateApplicationForm(model, late)).toMatchObject({
      ok: false,
      errors: [{ path: '/applicationForms/endDate' }],
    });

    const old = submitted(
      buildApplicationForm(
        model,
        state({ insureds: [{ ...state().insureds[0]!, idNumber: idNumberFor('2006-01-01') }] }),
      ),
    );
    expect(validateApplicationForm(model, old)).toEqual({
      ok: false,
      errors: [
        {
          path: '/applicationForms/insureds/0/birthday',
          message: '被保险人张小明年龄不符合投保要求：不得超过18周岁',
        },
      ],
    });
  });

  it('takes birthday and sex from an ID card number, rejecting a payload that says otherwise', () => {
    const payload = valid();
    payload.applicationForms.insureds[0]!.birthday = '2000-01-01 00:00:00';
    payload.applicationForms.policyHolder.sex = '1';
    const result = validateApplicationForm(model, payload);
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: '/applicationForms/policyHolder/sex', message: '性别与身份证号码不符' },
        { path: '/applicationForms/insureds/0/birthday', message: '出生日期与身份证号码不符' },
      ],
    });
  });

  it('refuses an order whose buyer did not read every clause (spec §5), whatever the records claim', () => {
    const clauses = model.protocols.find((group) => group.group === 'clauses')!.items;
    expect(clauses.length).toBeGreaterThan(1);
    const unread = { path: '/readRecords', message: '请先阅读全部条款!' };
    const withRecords = (readRecords: unknown) => ({ ...valid(), readRecords });
    expect(validateApplicationForm(model, withRecords([]))).toEqual({ ok: false, errors: [unread] });
    expect(validateApplicationForm(model, withRecords(undefined))).toEqual({ ok: false, errors: [unread] });
    // All but the last clause; then the last one under another name, or the same one twice.
    const records = everyDocumentRead(model).filter((r) => r.resourceName !== clauses.at(-1)!.resourceName);
    expect(validateApplicationForm(model, withRecords(records))).toEqual({ ok: false, errors: [unread] });
    const renamed = { displayNo: clauses.at(-1)!.displayNo, resourceName: '我已阅读', type: 'html' };
    expect(validateApplicationForm(model, withRecords([...records, renamed]))).toEqual({
      ok: false,
      errors: [unread],
    });
    expect(validateApplicationForm(model, withRecords([...records, records[0]]))).toEqual({
      ok: false,
      errors: [unread],
    });
  });

  it('refuses an insured called the holder (本人) who has another credential than the holder', () => {
    const self = valid();
    self.applicationForms.insureds[0]!.isHolder = 'Y';
    expect(validateApplicationForm(model, self)).toMatchObject({
      ok: false,
      errors: [
        { path: '/applicationForms/insureds/0/isHolder', message: expect.stringContaining('不是投保人本人') },
      ],
    });
    const relation = valid();
    relation.applicationForms.insureds[0]!.relaToHolder = '00';
    expect(validateApplicationForm(model, relation)).toMatchObject({
      ok: false,
      errors: [{ path: '/applicationForms/insureds/0/relaToHolder' }],
    });
  });

  it('checks the number of insured and never throws on garbage', () => {
    const none = valid();
    none.applicationForms.insureds = [];
    expect(validateApplicationForm(model, none)).toMatchObject({
      ok: false,
      errors: [{ path: '/applicationForms/insureds', message: '被保险人人数须在1到3之间' }],
    });
    expect(validateApplicationForm(model, null).ok).toBe(false);
    expect(validateApplicationForm(model, { applicationForms: [{}] }).ok).toBe(false);
  });

  it('prices with the copies and factors in the payload', () => {
    expect(premiumForSelection(model, { planCode: 'JN979745-A' })).toBe(60);
  });
});
