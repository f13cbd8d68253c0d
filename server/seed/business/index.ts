import type { Db } from '../../db/types';
import { loadCatalogueFailSoft, type Catalogue } from '../../../engine/node';
import type { ProductModel } from '../../../engine';
import { engineProductPort } from '../../domain/products/engine-port';
import { seedMarkets, seedSchools } from './places';
import { seedArticles } from './articles';
import { seedAgreement, seedDrafts, seedOrders, seedRatings, type SeedFamily } from './history';
import { sampleIdNumber, sampleRegion } from './sample-purchase';

/** Demo accounts the platform seeds (phone → role). */
export const DEMO_PHONES = {
  parent: '13800138000',
  staff: '13900139000',
  secondParent: '13700137000',
} as const;

export interface BusinessSeedResult {
  markets: number;
  schools: number;
  parentOrders: { orderCode: string; status: string; productCode: string }[];
  secondParentOrders: { orderCode: string; status: string; productCode: string }[];
}

const PARENT: Omit<SeedFamily, 'userCode'> = {
  holder: { name: '张丽', birthday: '1986-04-18', male: false, phone: DEMO_PHONES.parent },
  children: [
    { name: '王子轩', male: true },
    { name: '王梓涵', male: false },
  ],
};
const SECOND_PARENT: Omit<SeedFamily, 'userCode'> = {
  holder: { name: '王丽华', birthday: '1989-09-02', male: false, phone: DEMO_PHONES.secondParent },
  children: [{ name: '张子涵', male: false }],
};

async function userCodeOf(db: Db, phone: string): Promise<string | undefined> {
  const row = await db.one<{ user_code: string }>('SELECT user_code FROM users WHERE phone = $1', [phone]);
  return row?.user_code;
}

/** On-sale products, those with a renewal view first (so the in-force and overdue policies show in the renewal list). */
function productsForHistory(catalogue: Catalogue): ProductModel[] {
  const onSale = catalogue.products.filter((p) => p.kind === 'onSale' && p.collectsPremium);
  return [...onSale.filter((p) => p.renewal), ...onSale.filter((p) => !p.renewal)];
}

/**
 * The business seed, run once on a fresh database after the platform's accounts: local markets,
 * schools, and for the demo parent children, drafts, one order in every policy status, ratings and
 * a signed agreement; for the staff account, promoter customers (the two parents) with their orders.
 */
export async function seedBusiness(
  db: Db,
  opts: { now: Date; productsDir: string; catalogue?: Catalogue },
): Promise<BusinessSeedResult> {
  // Fail-soft like the services: a switched-off product is simply not seeded.
  const catalogue = opts.catalogue ?? (await loadCatalogueFailSoft(opts.productsDir)).catalogue;
  const products = engineProductPort(catalogue);
  const markets = await seedMarkets(db, products);
  const schools = await seedSchools(db, products);
  await seedArticles(db, opts.now);
  const result: BusinessSeedResult = { markets, schools, parentOrders: [], secondParentOrders: [] };

  const [parentCode, staffCode, secondCode] = await Promise.all([
    userCodeOf(db, DEMO_PHONES.parent),
    userCodeOf(db, DEMO_PHONES.staff),
    userCodeOf(db, DEMO_PHONES.secondParent),
  ]);
  const history = productsForHistory(catalogue);
  // Order: 01 to be paid … 09 cancelled (history.ts STATUS_PLAN); products with a renewal view land on 05-07.
  const pick = [
    history[8],
    history[9],
    history[10],
    history[11],
    history[0],
    history[1],
    history[2],
    history[3],
    history[12],
  ].filter((m): m is ProductModel => m !== undefined);
  if (parentCode && pick.length > 0) {
    const family = { ...PARENT, userCode: parentCode };
    result.parentOrders = await seedOrders(db, catalogue, family, opts.now, pick);
    await seedDrafts(db, family, history.slice(4, 6), opts.now);
    await seedRatings(db, family, result.parentOrders, catalogue, opts.now);
    const inForce = result.parentOrders.find((o) => o.status === '06');
    const model = inForce && catalogue.productForCode(inForce.productCode);
    if (inForce && model) {
      const idNo = sampleIdNumber(
        sampleRegion(model).countyCode ?? '370811',
        PARENT.holder.birthday,
        PARENT.holder.male,
      );
      await seedAgreement(db, family, model, inForce, idNo, opts.now);
    }
  }
  if (secondCode && pick.length > 0) {
    const family = { ...SECOND_PARENT, userCode: secondCode };
    result.secondParentOrders = await seedOrders(db, catalogue, family, opts.now, [...pick].reverse());
  }
  if (staffCode) {
    for (const [customer, family] of [
      [parentCode, PARENT],
      [secondCode, SECOND_PARENT],
    ] as const) {
      if (!customer) continue;
      await db.query(
        `INSERT INTO biz_customers (customer_user_code, manager_user_code, customer_name, customer_phone, created_at) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (customer_user_code) DO NOTHING`,
        [
          customer,
          staffCode,
          family.holder.name,
          family.holder.phone,
          new Date(opts.now.getTime() - 120 * 86_400_000),
        ],
      );
    }
  }
  return result;
}
