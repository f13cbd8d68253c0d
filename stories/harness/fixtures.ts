/**
 * Fixtures that answer the screens' callbacks in stories the way the gateway would: premiums from
 * the manifest's rating table (the engine's calculatePremium, as calpremiums does), reviews, schools
 * and a filled purchase draft with valid ID numbers.
 */
import { calculatePremium, idCheckCharacter, premiumForSelection } from '../../engine';
import type { PartyState, PremiumRequestItem, ProductModel } from '../../engine/model';
import { initialDraft, type PurchaseDraft } from '../../renderers/screens/purchase/draft';
import type { SchoolOption } from '../../renderers/platform/services';

/** A valid 18-digit ID number for a region code, birthday (YYYYMMDD) and sequence (odd = male). */
export function fixtureIdNumber(region: string, birthday: string, sequence: string): string {
  const first17 = `${region}${birthday}${sequence}`;
  return `${first17}${idCheckCharacter(first17)}`;
}

export function fixturePremium(product: ProductModel) {
  return async ([item]: [PremiumRequestItem]): Promise<number> => calculatePremium(product, item);
}

export async function fixtureSchools({ keyword }: { keyword: string }): Promise<SchoolOption[]> {
  const schools = [
    { name: '济宁市实验小学', address: '山东省济宁市任城区' },
    { name: '济宁市第一中学', address: '山东省济宁市任城区' },
    { name: '徐州市第一中学', address: '江苏省徐州市鼓楼区' },
  ];
  return schools.filter((school) => school.name.includes(keyword));
}

const holder: PartyState = {
  name: '王芳',
  idType: '0',
  idNumber: fixtureIdNumber('110105', '19850304', '002'),
  telephone: '13800138000',
  birthday: '1985-03-04',
  sexValue: '1',
};

const child: PartyState = {
  name: '李小明',
  idType: '0',
  idNumber: fixtureIdNumber('370811', '20160315', '003'),
  birthday: '2016-03-15',
  sexValue: '0',
  relationType: '03',
  schoolName: '济宁市实验小学',
  schoolKind: 'edu_07',
  class: 'P4',
  grade: '3',
  securityCode: 'Y',
  region: {
    provinceCode: '370000',
    provinceName: '山东省',
    cityCode: '370800',
    cityName: '济宁市',
    countyCode: '370811',
    countyName: '任城区',
  },
};

/** A draft as the insure page leaves it: plan chosen, premium known, people filled, clauses read. */
export function fixtureDraft(product: ProductModel): PurchaseDraft {
  const draft = initialDraft(product);
  let premium: number | null = null;
  try {
    premium = product.plans.length > 0 ? premiumForSelection(product, draft.selection) : null;
  } catch {
    premium = null;
  }
  return {
    ...draft,
    holder: { ...draft.holder, ...holder },
    insureds: [{ ...draft.insureds[0], ...child }],
    readProtocols: product.protocols.flatMap((group) => group.items.map((item) => item.id)),
    premium,
  };
}

export const fixtureLastPolicy = {
  policyNo: 'P2025370800012345',
  renewalTimes: 1,
  holder,
  insureds: [child],
};
