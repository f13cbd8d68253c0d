import { areaList } from '@vant/area-data';
import { countiesOfCity } from './counties';
import {
  buildApplicationForm,
  coverStartDate,
  everyDocumentRead,
  idCheckCharacter,
  premiumForSelection,
  todayInChina,
  withDerivedFactors,
  type ApplicationPayload,
  type PartyState,
  type ProductModel,
  type ReadRecord,
  type RegionValue,
} from '../../../engine';

/** A person for a sample purchase: name, birth date and sex decide the ID number. */
export interface SamplePerson {
  name: string;
  birthday: string;
  male: boolean;
  phone: string;
  /** Picks the ID number's sequence digits (different people born the same day). */
  idSerial?: number;
}

/** A valid 18-digit ID number for a county code, birth date and sex (checksum by the engine's validator). */
export function sampleIdNumber(countyCode: string, birthday: string, male: boolean, serial = 12): string {
  const seq = String(serial * 2 + (male ? 1 : 0))
    .padStart(3, '0')
    .slice(-3);
  const first17 = `${countyCode}${birthday.replace(/-/g, '')}${seq}`;
  return first17 + idCheckCharacter(first17);
}

/**
 * A county inside the product's region (its own county, else the first county of its city, else of
 * the province's first city), or Jining's Rencheng district for a nationwide product.
 */
export function sampleRegion(model: ProductModel): RegionValue {
  const provinceCode = model.region?.provinceCode ?? '370000';
  const firstCity = Object.keys(areaList.city_list).find((code) => code.startsWith(provinceCode.slice(0, 2)));
  const cityCode = model.region?.cityCode ?? (model.region ? firstCity : undefined) ?? '370800';
  const own = model.region?.countyCode;
  const county = own
    ? ([own, model.region?.countyName ?? areaList.county_list[own] ?? ''] as const)
    : countiesOfCity(cityCode)[0];
  return {
    provinceCode,
    provinceName: model.region?.provinceName ?? areaList.province_list[provinceCode] ?? '山东省',
    cityCode,
    cityName: model.region?.cityName ?? areaList.city_list[cityCode] ?? '济宁市',
    countyCode: county?.[0] ?? `${cityCode.slice(0, 4)}01`,
    countyName: county?.[1] ?? '',
  };
}

/** A birthday that makes the insured eligible on `start` (about 8 years old, or inside the product's age range). */
export function sampleInsuredBirthday(model: ProductModel, start: string): string {
  const max = model.eligibility.insuredAge?.max;
  const min = model.eligibility.insuredAge?.min;
  let years = 8;
  if (max?.unit === 'year' && years >= max.value) years = Math.max(0, max.value - 1);
  if (min?.unit === 'year' && years < min.value) years = min.value + 1;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(y - years, m - 1, d));
  birth.setUTCDate(birth.getUTCDate() - 40); // clear of any "days old" minimum and of the birthday itself
  return birth.toISOString().slice(0, 10);
}

function fill(
  model: ProductModel,
  party: 'holder' | 'insured',
  person: SamplePerson,
  region: RegionValue,
  userCode: string,
): PartyState {
  const idNumber = sampleIdNumber(
    region.countyCode ?? '370811',
    person.birthday,
    person.male,
    person.idSerial,
  );
  const state: PartyState = {};
  const fields = party === 'holder' ? model.form.holder.fields : model.form.insured.fields;
  for (const field of fields) {
    const first = field.options[0]?.value;
    const pick = (preferred: string) =>
      field.options.some((o) => o.value === preferred) ? preferred : (first ?? preferred);
    switch (field.name) {
      case 'name':
        state.name = person.name;
        break;
      case 'idType':
        state.idType = pick('0');
        break;
      case 'idNumber':
        state.idNumber = idNumber;
        break;
      case 'telephone':
        state.telephone = person.phone;
        break;
      case 'email':
        state.email = 'parent@example.cn';
        break;
      case 'sexValue':
        state.sexValue = person.male ? pick('0') : pick('1');
        break;
      case 'birthday':
        state.birthday = person.birthday;
        break;
      case 'relationType':
        state.relationType = party === 'insured' ? pick('03') : pick('00');
        break;
      case 'checked':
        state.checked = false;
        break;
      case 'region':
        state.region = region;
        break;
      case 'location':
        state.location = `${region.provinceName}${region.cityName}${region.countyName ?? ''}建设路1号`;
        break;
      case 'schoolName':
        state.schoolName = `${region.cityName}实验小学`;
        break;
      case 'schoolKind':
        state.schoolKind = pick('edu_07');
        break;
      case 'schoolNature':
        state.schoolNature = first ?? '01';
        break;
      case 'CollegeName':
        state.CollegeName = '基础教育部';
        break;
      case 'class':
        state.class = first ?? '1';
        break;
      case 'grade':
        state.grade = first ?? '1';
        break;
      case 'securityCode':
        state.securityCode = pick('Y');
        break;
    }
  }
  if (party === 'holder') state.userCode = userCode;
  return state;
}

/**
 * A complete, valid order payload for a product, built the way the app builds it (the engine's
 * buildApplicationForm, premium from the rating table). Used by the seed and the gateway tests.
 */
export function samplePurchase(
  model: ProductModel,
  opts: {
    userCode: string;
    now: Date;
    holder: SamplePerson;
    insureds: Omit<SamplePerson, 'birthday'>[];
    serialNo: string;
    planCode?: string;
  },
): ApplicationPayload & { readRecords: ReadRecord[] } {
  const startDate = coverStartDate(model, { today: todayInChina(opts.now) });
  const region = sampleRegion(model);
  const insureds = opts.insureds.map((p, i) =>
    fill(
      model,
      'insured',
      {
        ...p,
        birthday: sampleInsuredBirthday(model, startDate).replace(
          /-(\d\d)$/,
          (_, d: string) => `-${String(Math.min(28, Number(d) + i)).padStart(2, '0')}`,
        ),
      },
      region,
      opts.userCode,
    ),
  );
  // Factors that follow from the insured (age band, social insurance) are derived, as the insure screen does.
  const selection = withDerivedFactors(
    model,
    { planCode: opts.planCode ?? model.defaultPlanCode ?? model.plans[0]!.code, copies: 1 },
    insureds,
    startDate,
  );
  const form = buildApplicationForm(model, {
    holder: fill(model, 'holder', opts.holder, region, opts.userCode),
    insureds,
    selection,
    startDate,
    totalPremium: premiumForSelection(model, selection),
    operator: opts.userCode,
    idempotentSerialNo: opts.serialNo,
  });
  return { ...form, readRecords: everyDocumentRead(model) };
}
