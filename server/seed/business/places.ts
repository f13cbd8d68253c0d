import { areaList } from '@vant/area-data';
import type { Db } from '../../db/types';
import type { ProductPort } from '../../domain/products/port';

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
    // A market sells the on-sale products of its city (or province when none is city-specific).
    const codes = products
      .list()
      .filter((p) => p.kind === 'onSale' && p.regionCodes.some((c) => c === m.area || c === `${m.area.slice(0, 2)}0000`))
      .map((p) => p.productCode);
    await db.query(
      `INSERT INTO biz_markets (id, area_code, name, status, net_status, product_codes, seq) VALUES ($1, $2, $3, $4, '1', $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [m.id, m.area, m.name, m.status, JSON.stringify(codes), m.seq],
    );
  }
  return MARKETS.length;
}

export async function seedSchools(db: Db, products: ProductPort): Promise<number> {
  const cities = new Set(products.list().flatMap((p) => p.regionCodes.filter((c) => /^\d{4}00$/.test(c) && !c.endsWith('0000'))));
  let n = 0;
  for (const city of [...cities].sort()) {
    const counties = Object.entries(areaList.county_list).filter(([code]) => code.startsWith(city.slice(0, 4))).slice(0, 2);
    for (const [county, countyName] of counties) {
      for (const [i, s] of SCHOOL_KINDS.entries()) {
        const name = `${countyName}${s.suffix}`;
        await db.query(
          `INSERT INTO biz_schools (id, name, province_code, city_code, county_code, address, phone, school_kind, school_nature, colleges)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (id) DO NOTHING`,
          [
            `SC${county}${String(i + 1).padStart(2, '0')}`,
            name,
            `${city.slice(0, 2)}0000`,
            city,
            county,
            `${areaList.city_list[city] ?? ''}${countyName}学府路${i + 1}号`,
            `0537-${String(2200000 + Number(county.slice(-2)) * 10 + i)}`,
            s.kind,
            s.nature,
            JSON.stringify(s.kind === 'edu_09' ? ['机电工程系', '信息技术系', '财经商贸系'] : []),
          ],
        );
        n++;
      }
    }
  }
  return n;
}
