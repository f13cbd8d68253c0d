import { areaList } from '@vant/area-data';
import type { Db } from '../../db/types';
import type { ProductPort } from '../../domain/products/port';
import { soldInArea } from '../../domain/products/area';
import { countiesOfCity } from './counties';

/**
 * Local insurance markets: several areas; Jining (370800) has two online markets, Jinan (370100)
 * one offline market, Xuzhou and Taiyuan one online market each.
 */
const MARKETS = [
  { id: 'MK370800A', area: '370800', name: '济宁市教育保险超市', status: '1', seq: 1 },
  { id: 'MK370800B', area: '370800', name: '济宁市任城区学平险超市', status: '1', seq: 2 },
  { id: 'MK320300A', area: '320300', name: '徐州市学生保险超市', status: '1', seq: 1 },
  { id: 'MK370100A', area: '370100', name: '济南市学生保险超市', status: '2', seq: 1 },
  { id: 'MK140100A', area: '140100', name: '太原市教育保险超市', status: '1', seq: 1 },
];

/** School name patterns per school kind (spec §9 school kinds), placed in the first counties of each product city. */
const SCHOOL_KINDS = [
  { kind: 'edu_06', suffix: '实验幼儿园', nature: '01' },
  { kind: 'edu_07', suffix: '实验小学', nature: '01' },
  { kind: 'edu_27', suffix: '第一初级中学', nature: '01' },
  { kind: 'edu_28', suffix: '第一高级中学', nature: '01' },
  { kind: 'edu_09', suffix: '职业中等专业学校', nature: '02' },
];

export async function seedMarkets(db: Db, products: ProductPort): Promise<number> {
  for (const m of MARKETS) {
    // A market sells the public products of its city and its province (domain/products/area.ts).
    const codes = products
      .list()
      .filter((p) => soldInArea(p, m.area))
      .map((p) => p.productCode);
    await db.query(
      `INSERT INTO biz_markets (id, area_code, name, status, net_status, product_codes, seq) VALUES ($1, $2, $3, $4, '1', $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [m.id, m.area, m.name, m.status, JSON.stringify(codes), m.seq],
    );
  }
  return MARKETS.length;
}

/**
 * The counties a product region covers: a county product its county, a city product every county of
 * the city, a province-wide product every county of the province. A city the division table lists
 * without counties (e.g. 东莞市) stands for itself.
 */
export function countiesOfRegion(
  regionCodes: readonly string[],
): { city: string; county: string; countyName: string }[] {
  const narrowest = regionCodes.at(-1);
  if (!narrowest) return [];
  if (!narrowest.endsWith('00')) {
    const name = areaList.county_list[narrowest];
    return name ? [{ city: `${narrowest.slice(0, 4)}00`, county: narrowest, countyName: name }] : [];
  }
  const prefix = narrowest.endsWith('0000') ? narrowest.slice(0, 2) : narrowest.slice(0, 4);
  return Object.entries(areaList.city_list)
    .filter(([city]) => city.startsWith(prefix))
    .flatMap(([city, cityName]) => {
      const own = countiesOfCity(city);
      return own.length > 0
        ? own.map(([county, countyName]) => ({ city, county, countyName }))
        : [{ city, county: city, countyName: cityName }];
    });
}

/** Schools of every kind in every county of every product region (one statement per city). */
export async function seedSchools(db: Db, products: ProductPort): Promise<number> {
  const byCounty = new Map<string, { city: string; county: string; countyName: string }>();
  for (const p of products.list()) for (const c of countiesOfRegion(p.regionCodes)) byCounty.set(c.county, c);
  const byCity = new Map<string, { city: string; county: string; countyName: string }[]>();
  for (const c of [...byCounty.values()].sort((a, b) => a.county.localeCompare(b.county)))
    byCity.set(c.city, [...(byCity.get(c.city) ?? []), c]);
  let n = 0;
  for (const [city, counties] of byCity) {
    const rows = counties.flatMap(({ county, countyName }) =>
      SCHOOL_KINDS.map((s, i) => ({
        id: `SC${county}${String(i + 1).padStart(2, '0')}`,
        name: `${countyName}${s.suffix}`,
        county,
        address: `${areaList.city_list[city] ?? ''}${county === city ? '' : countyName}学府路${i + 1}号`,
        phone: `0${city.slice(0, 3)}-${String(2200000 + Number(county.slice(-2)) * 10 + i)}`,
        kind: s.kind,
        nature: s.nature,
        colleges: JSON.stringify(s.kind === 'edu_09' ? ['机电工程系', '信息技术系', '财经商贸系'] : []),
      })),
    );
    await db.query(
      `INSERT INTO biz_schools (id, name, province_code, city_code, county_code, address, phone, school_kind, school_nature, colleges)
       SELECT id, name, $1, $2, county, address, phone, kind, nature, colleges::jsonb
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS r(id, name, county, address, phone, kind, nature, colleges)
       ON CONFLICT (id) DO NOTHING`,
      [
        `${city.slice(0, 2)}0000`,
        city,
        rows.map((r) => r.id),
        rows.map((r) => r.name),
        rows.map((r) => r.county),
        rows.map((r) => r.address),
        rows.map((r) => r.phone),
        rows.map((r) => r.kind),
        rows.map((r) => r.nature),
        rows.map((r) => r.colleges),
      ],
    );
    n += rows.length;
  }
  return n;
}
