/**
 * The scaffolder's answers, each read from one line of text (a flag's value or a typed answer):
 * region from the real division data (@vant/area-data), insurer from the catalogue, ages, plans,
 * duties, rates. Each parser returns the value or says in Chinese what it expected.
 */
import { areaList } from '@vant/area-data';
import type { AgeBound, Duty as ManifestDuty, Region } from '../../engine/generated/manifest';

export type { AgeBound, Region };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const no = (problem: string): Parsed<never> => ({ ok: false, problem });

const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;
const cityOf = (code: string) => `${code.slice(0, 4)}00`;

/** A province, city or county by its 6-digit code or its exact name (潍坊市, 370700, 山东省 潍坊市 奎文区). */
export function parseRegion(text: string): Parsed<Region> {
  const wanted = text.trim().split(/\s+/).at(-1) ?? '';
  const lists = [areaList.county_list, areaList.city_list, areaList.province_list] as Record<
    string,
    string
  >[];
  const found = lists.map((list) =>
    Object.entries(list).filter(([code, name]) => code === wanted || name === wanted),
  );
  const [counties = [], cities = [], provinces = []] = found;
  const hit =
    counties.length === 1
      ? { level: 3, entry: counties[0] }
      : cities.length === 1
        ? { level: 2, entry: cities[0] }
        : provinces.length === 1
          ? { level: 1, entry: provinces[0] }
          : undefined;
  if (!hit?.entry) {
    const many = [...counties, ...cities, ...provinces];
    return no(
      many.length > 1
        ? `“${wanted}”不止一个：${many.map(([c, n]) => `${n} ${c}`).join('、')}，请写代码`
        : `行政区划中没有“${wanted}”：写省、市或区县的名称或 6 位代码，例如 潍坊市 或 370700`,
    );
  }
  const [code] = hit.entry;
  const province = provinceOf(code);
  const region: Region = { provinceCode: province, provinceName: areaList.province_list[province] ?? '' };
  if (hit.level >= 2)
    Object.assign(region, { cityCode: cityOf(code), cityName: areaList.city_list[cityOf(code)] ?? '' });
  if (hit.level === 3)
    Object.assign(region, { countyCode: code, countyName: areaList.county_list[code] ?? '' });
  return ok(region);
}

/** "3-18" (周岁) or "28d-18" (出生满28天至18周岁). */
export function parseAges(text: string): Parsed<{ min: AgeBound; max: AgeBound }> {
  const m = /^\s*(\d+)\s*(d|天)?\s*[-~至]\s*(\d+)\s*$/.exec(text);
  if (!m) return no('被保险人年龄写成 最小-最大（周岁），例如 3-18；以天起算写 28d-18');
  const min: AgeBound = { value: Number(m[1]), unit: m[2] ? 'day' : 'year' };
  const max: AgeBound = { value: Number(m[3]), unit: 'year' };
  if ((min.unit === 'day' ? min.value : min.value * 365) > max.value * 365)
    return no(`最小年龄 ${text} 大于最大年龄`);
  return ok({ min, max });
}

/** "WF123-A=基础版": a plan's program code and name. */
export function parsePlan(text: string): Parsed<{ code: string; name: string }> {
  const m = /^\s*([A-Za-z0-9_-]+)\s*=\s*(\S.*?)\s*$/.exec(text);
  return m ? ok({ code: m[1] ?? '', name: m[2] ?? '' }) : no('方案写成 代码=名称，例如 WF000123-A=基础版');
}

/** A manifest duty as the operator states it: an amount and its unit always; the order (`weight`) is the scaffold's. */
export type Duty = Pick<ManifestDuty, 'limitName' | 'daily'> &
  Required<Pick<ManifestDuty, 'amount' | 'unit'>>;

/** "意外身故/伤残=10万", "意外住院津贴=50元/天". */
export function parseDuty(text: string): Parsed<Duty> {
  const m = /^\s*(\S.*?)\s*=\s*(\d+(?:\.\d+)?)\s*(万|元)(\/天)?\s*$/.exec(text);
  if (!m) return no('保障责任写成 名称=金额单位，例如 意外身故/伤残=10万 或 意外住院津贴=50元/天');
  return ok({
    limitName: m[1] ?? '',
    amount: Number(m[2]),
    unit: m[3] as Duty['unit'],
    ...(m[4] ? { daily: true as const } : {}),
  });
}

/** A premium in 元 (a positive number). */
export function parsePremium(text: string): Parsed<number> {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? ok(n) : no('保费写成元为单位的正数，例如 50');
}

/** One of `allowed` (the renewal label, the payment mode, the access). */
export function parseChoice<T extends string>(allowed: readonly T[]) {
  return (text: string): Parsed<T> => {
    const v = text.trim() as T;
    return allowed.includes(v) ? ok(v) : no(`可选：${allowed.join('、')}`);
  };
}
