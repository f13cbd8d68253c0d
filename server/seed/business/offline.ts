import type { Db } from '../../db/types';
import type { SeedContext } from '../index';
import { loadCatalogueFailSoft } from '../../../engine/node';
import type { ProductModel } from '../../../engine';
import { sampleIdNumber, sampleRegion } from './sample-purchase';

/** A student a school registered offline. `owner`: already claimed by that demo account (status 1). */
export interface OfflineStudent {
  name: string;
  birthday: string;
  male: boolean;
  serial: number;
  grade: string;
  className: string;
  owner?: '13700137000';
}

/**
 * The demo roster each offline-channel school registers (docs/offline-channel.md): the demo parent's
 * two children (unclaimed, so the parent can run the card-number check), a classmate, and the second
 * parent's child already claimed by that parent (owner scoping can be seen).
 */
export const OFFLINE_STUDENTS: readonly OfflineStudent[] = [
  { name: '王子轩', birthday: '2018-05-12', male: true, serial: 31, grade: '二年级', className: '3班' },
  { name: '王梓涵', birthday: '2020-03-08', male: false, serial: 32, grade: '大班', className: '1班' },
  { name: '李明轩', birthday: '2017-09-21', male: true, serial: 33, grade: '三年级', className: '2班' },
  {
    name: '张子涵',
    birthday: '2019-11-02',
    male: false,
    serial: 34,
    grade: '一年级',
    className: '5班',
    owner: '13700137000',
  },
];

/** The county a product's roster lives in (its region's first county; Jining's Rencheng district otherwise). */
export const offlineCounty = (model: ProductModel): string => sampleRegion(model).countyCode ?? '370811';

/** The student's ID card number on a product's roster. */
export const offlineCardNo = (model: ProductModel, s: OfflineStudent): string =>
  sampleIdNumber(offlineCounty(model), s.birthday, s.male, s.serial);

/** Seeds the roster of every product whose manifest turns the offline channel on (manifest data, no product list here). */
export async function seedOffline(ctx: SeedContext): Promise<void> {
  const { catalogue } = await loadCatalogueFailSoft(ctx.productsDir);
  const products = catalogue.products.filter((p) => p.offlineChannel?.enabled);
  for (const model of products) await seedRoster(ctx.db, model, ctx.now);
}

async function seedRoster(db: Db, model: ProductModel, now: Date): Promise<void> {
  const school = `${model.region?.cityName ?? '济宁市'}实验学校`;
  const registered = new Date(now.getTime() - 30 * 86_400_000);
  for (const [i, s] of OFFLINE_STUDENTS.entries()) {
    const owner = s.owner
      ? await db.one<{ user_code: string; actual_name: string | null }>(
          'SELECT user_code, actual_name FROM users WHERE phone = $1',
          [s.owner],
        )
      : undefined;
    await db.query(
      `INSERT INTO biz_offline_insured (record_no, product_code, batch_no, school_name, grade, class_name, insured_name, card_type, card_no,
                                        birthday, sex, holder_name, holder_phone, relation_type, ins_status, owner_user_code, verified_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'0',$8,$9::date,$10,$11,$12,$13,$14,$15,$16,$17) ON CONFLICT DO NOTHING`,
      [
        `OL${model.productCode.replace(/\D/g, '')}${String(i + 1).padStart(2, '0')}`,
        model.productCode,
        `B${model.productCode}-${registered.getUTCFullYear()}`,
        school,
        s.grade,
        s.className,
        s.name,
        offlineCardNo(model, s),
        s.birthday,
        s.male ? '0' : '1',
        owner ? (owner.actual_name ?? '王丽华') : null,
        owner ? s.owner : null,
        owner ? '02' : null,
        owner ? '1' : '0',
        owner?.user_code ?? null,
        owner ? registered : null,
        registered,
      ],
    );
  }
}
