/**
 * The manifests double as fixtures: every product on sale can be priced, filled in, built into an
 * order and accepted by the gateway's check — with nothing but its manifest data.
 */
import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import type { FieldModel, PartyState, ProductModel } from '../model';
import { loadCatalogue } from '../node';
import { buildApplicationForm } from '../rules/application-form';
import { addDays, addYears, coverPeriod } from '../rules/dates';
import { allowsCopies, defaultSelection, periodYears } from '../rules/plan-selection';
import { guaranteeRows } from '../rules/guarantee';
import { startingPremium } from '../rules/starting-premium';
import { buildPremiumRequest, calculatePremium } from '../rules/premium';
import { validateApplicationForm } from '../rules/validate-application';
import { everyDocumentRead } from '../rules/read-records';
import { regionNames } from '../rules/region-names';
import { rebuildDerivedFields } from '../rules/derived-order';
import { formatCivilDate, parseCivilDate } from '../validators/calendar';
import { idNumberFor } from '../testing/models';

const TODAY = '2026-11-22';

/** A birthday inside the product's insured age range on the start date. */
function birthdayFor(model: ProductModel, start: string): string {
  const on = parseCivilDate(start)!;
  const min = model.eligibility.insuredAge?.min;
  const years = min ? (min.unit === 'year' ? min.value + 1 : Math.ceil(min.value / 365) + 1) : 8;
  return formatCivilDate(addDays(addYears(on, -years), -10));
}

function valueFor(field: FieldModel, birthday: string, model: ProductModel): unknown {
  switch (field.widget) {
    case 'name':
      return field.party === 'holder' ? '张伟' : '张小明';
    case 'mobile':
      return '13812345678';
    case 'email':
      return 'parent@example.cn';
    case 'idType':
      return '0';
    case 'idNumber':
      return field.party === 'holder' ? idNumberFor('1985-03-12') : idNumberFor(birthday);
    case 'date':
      return field.party === 'holder' ? '1985-03-12' : birthday;
    case 'region': {
      // A place the picker offers: the product's region, down to a real city and county in it.
      const provinceCode = model.region?.provinceCode ?? '370000';
      const cityCode = model.region?.cityCode ?? firstCodeUnder(areaList.city_list, provinceCode.slice(0, 2));
      const countyCode =
        model.region?.countyCode ?? firstCodeUnder(areaList.county_list, cityCode.slice(0, 4));
      const codes = { provinceCode, cityCode, countyCode };
      return { ...codes, ...regionNames(codes) };
    }
    case 'switch':
      return field.name === 'checked' ? false : 'Y';
    case 'school':
      return '实验小学';
    case 'select':
    case 'radio':
      return field.name === 'relationType'
        ? (field.options.find((o) => o.value === '03') ?? field.options[0])?.value
        : field.options[0]?.value;
    case 'text':
      return '测试地址1号';
  }
}

/** The first code of a division table level under a code prefix (a province's first city, a city's first county). */
function firstCodeUnder(table: Record<string, string>, prefix: string): string {
  return Object.keys(table).find((code) => code.startsWith(prefix)) ?? '';
}

function fill(fields: FieldModel[], birthday: string, model: ProductModel): PartyState {
  return Object.fromEntries(fields.map((f) => [f.name, valueFor(f, birthday, model)])) as PartyState;
}

describe('every product on sale can be bought from its manifest alone', async () => {
  const catalogue = await loadCatalogue('products');
  const onSale = catalogue.products.filter((p) => p.kind === 'onSale');

  it('covers the catalogue', () => {
    expect(onSale.length).toBeGreaterThan(20);
  });

  it('shows every product on sale with a starting premium its rating table gives', () => {
    for (const model of onSale) expect(startingPremium(model), model.productCode).toBeDefined();
  });

  it('has a real product a parent can buy several copies of, its amounts and premium × copies', () => {
    const multi = onSale.filter(allowsCopies);
    expect(multi.length).toBeGreaterThan(0);
    for (const model of multi) {
      const selection = { ...defaultSelection(model)!, copies: model.maxCopies };
      const one = calculatePremium(model, buildPremiumRequest(model, { ...selection, copies: 1 })[0]);
      expect(calculatePremium(model, buildPremiumRequest(model, selection)[0])).toBeCloseTo(
        one * model.maxCopies,
        2,
      );
      const plan = model.plans.find((p) => p.code === selection.planCode)!;
      const single = guaranteeRows(plan, 1).filter((row) => /^\d/.test(row.value));
      expect(single.length).toBeGreaterThan(0);
      expect(guaranteeRows(plan, model.maxCopies).map((row) => row.value)).not.toEqual(
        guaranteeRows(plan, 1).map((row) => row.value),
      );
    }
  });

  it.each(onSale.map((p) => [p.productCode, p] as const))('%s', (_code, model) => {
    const selection = defaultSelection(model)!;
    const premium = calculatePremium(model, buildPremiumRequest(model, selection)[0]);
    expect(premium).toBeGreaterThanOrEqual(0);
    const period = coverPeriod(model, { today: TODAY, years: periodYears(model, selection) });
    const birthday = birthdayFor(model, period.startDate);
    const payload = buildApplicationForm(model, {
      holder: { ...fill(model.form.holder.fields, birthday, model), userCode: 'U1' },
      insureds: Array.from({ length: model.form.insuredCount.min }, () =>
        fill(model.form.insured.fields, birthday, model),
      ),
      selection,
      startDate: period.startDate,
      totalPremium: premium,
      operator: 'U1',
      idempotentSerialNo: 'SN',
    });
    // As the app sends it: with the protocol documents read (全部已读).
    const submitted = { ...payload, readRecords: everyDocumentRead(model) };
    expect(validateApplicationForm(model, submitted, { today: TODAY })).toEqual({ ok: true });
    // The gateway files the regions the app sent: the buyer's where the form asks one, else the product's.
    const sent = payload.applicationForms;
    const filed = rebuildDerivedFields(model, sent, { holderCode: 'U1', agentSources: {} });
    const region = ({ provinceCode, provinceName, cityCode, cityName, countyCode, countyName }: Party) => ({
      provinceCode,
      provinceName,
      cityCode,
      cityName,
      countyCode,
      countyName,
    });
    expect(region(filed)).toEqual(region(sent));
    filed.insureds.forEach((insured, i) => expect(region(insured)).toEqual(region(sent.insureds[i]!)));
    expect(filed.policyHolder).toMatchObject({
      provinceCode: sent.policyHolder.provinceCode,
      cityCode: sent.policyHolder.cityCode,
    });
  });
});

type Party = Record<
  'provinceCode' | 'provinceName' | 'cityCode' | 'cityName' | 'countyCode' | 'countyName',
  string
>;
