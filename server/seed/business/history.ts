import type { Db } from '../../db/types';
import type { Catalogue } from '../../../engine/node';
import type { ProductModel } from '../../../engine';
import { PolicyStatus as S, type PolicyStatusCode } from '../../domain/lifecycle/statuses';
import { insertOrder } from '../../domain/orders/submit';
import { parseChinaTime } from '../../domain/gateway/time';
import { sandboxESign } from '../../providers/esign/provider';
import { maskId } from '../../../engine';
import { samplePurchase, type SamplePerson } from './sample-purchase';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How long after its submission a seeded order is paid, and issued. */
const PAID_AFTER = 5 * MINUTE;
const ISSUED_AFTER = 8 * MINUTE;

export interface SeedFamily {
  userCode: string;
  holder: SamplePerson;
  children: { name: string; male: boolean }[];
}

/**
 * How many days before the seed each order took its last step (submitted, paid or issued), so its
 * dates put it in the status it shows.
 */
const STATUS_PLAN: { status: PolicyStatusCode; daysAgo: number }[] = [
  { status: S.toBePaid, daysAgo: 0 },
  { status: S.paymentTimeout, daysAgo: 3 },
  { status: S.waitIssue, daysAgo: 0 },
  { status: S.issueFail, daysAgo: 10 },
  { status: S.waitInsurance, daysAgo: 0 },
  { status: S.guarantee, daysAgo: 100 },
  { status: S.overdue, daysAgo: 400 },
  { status: S.surrender, daysAgo: 60 },
  { status: S.cancel, daysAgo: 5 },
];

const code = (prefix: string, i: number, userCode: string) =>
  `${prefix}SEED${userCode.slice(-4)}${String(i).padStart(3, '0')}`;

/** One order per status for a family, each a real application form the engine built for an on-sale product. */
export async function seedOrders(
  db: Db,
  catalogue: Catalogue,
  family: SeedFamily,
  now: Date,
  pick: ProductModel[],
): Promise<{ orderCode: string; status: string; productCode: string }[]> {
  const seeded: { orderCode: string; status: string; productCode: string; policyNo: string | null }[] = [];
  for (const [i, plan] of STATUS_PLAN.entries()) {
    const model = pick[i % pick.length]!;
    const paid = ![S.toBePaid, S.paymentTimeout, S.cancel].includes(plan.status as never);
    const issued = [S.waitInsurance, S.guarantee, S.overdue, S.surrender].includes(plan.status as never);
    // The dates count back from the order's last step, so none is after the seed's now (the demo
    // shows no time in the future): today's 待出单 order is paid at now, and the sandbox insurer
    // issues it after its delay, as it does a real one. The cover dates follow that step's day.
    const lastStepAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const boughtAt = new Date(lastStepAt.getTime() - (issued ? ISSUED_AFTER : paid ? PAID_AFTER : 0));
    const paidAt = paid ? new Date(boughtAt.getTime() + PAID_AFTER) : null;
    const child = family.children[i % family.children.length]!;
    const payload = samplePurchase(model, {
      userCode: family.userCode,
      now: lastStepAt,
      holder: family.holder,
      insureds: [{ name: child.name, male: child.male, phone: family.holder.phone }],
      serialNo: code('SN', i, family.userCode),
    });
    const form = payload.applicationForms;
    const start = parseChinaTime(form.startDate)!;
    const end = parseChinaTime(form.endDate)!;
    const orderCode = code('OD', i, family.userCode);
    const policyNo = issued ? code('PL', i, family.userCode) : null;
    await db.tx((tx) =>
      insertOrder(tx, {
        orderCode,
        appCode: code('AF', i, family.userCode),
        userCode: family.userCode,
        productCode: model.productCode,
        productName: model.name,
        status: plan.status,
        serialNo: form.idempotentSerialNo ?? null,
        manifestVersion: model.manifestVersion,
        clauses: model.protocols.find((g) => g.group === 'clauses')?.items ?? [],
        payload: { ...form, readRecords: payload.readRecords },
        form,
        premiumCents: Math.round(form.plan.prem * 100),
        start,
        end,
        payDeadline: new Date(boughtAt.getTime() + 30 * MINUTE),
        createdAt: boughtAt,
        policyNo,
        paidAt,
        issuedAt: issued ? new Date(boughtAt.getTime() + ISSUED_AFTER) : null,
      }),
    );
    if (plan.status === S.surrender) {
      await db.query(
        `INSERT INTO biz_endorsements (endorse_no, policy_no, user_code, kind, reason, created_at) VALUES ($1,$2,$3,'surrender',$4,$5)`,
        [
          code('EN', i, family.userCode),
          policyNo,
          family.userCode,
          '孩子转学，不再需要本保障',
          new Date(now.getTime() - 20 * DAY),
        ],
      );
    }
    if (paidAt) {
      await db.query(
        `INSERT INTO biz_trades (trade_no, order_code, user_code, channel, amount_cents, status, created_at, finished_at) VALUES ($1,$2,$3,'weixin',$4,$5,$6,$6)`,
        [
          code('TR', i, family.userCode),
          orderCode,
          family.userCode,
          Math.round(form.plan.prem * 100),
          plan.status === S.issueFail ? 'REFUNDED' : 'SUCCESS',
          paidAt,
        ],
      );
    }
    seeded.push({ orderCode, status: plan.status, productCode: model.productCode, policyNo });
  }
  return seeded;
}

/** Two saved drafts (the /zancunList page), half-filled as a parent leaves them. */
export async function seedDrafts(
  db: Db,
  family: SeedFamily,
  models: ProductModel[],
  now: Date,
): Promise<void> {
  for (const [i, model] of models.slice(0, 2).entries()) {
    const child = family.children[i % family.children.length]!;
    await db.query(
      `INSERT INTO biz_temp_forms (serial_no, user_code, product_code, product_name, form, created_at, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$6)
       ON CONFLICT (serial_no) DO NOTHING`,
      [
        code('TF', i, family.userCode),
        family.userCode,
        model.productCode,
        model.name,
        JSON.stringify({
          holder: { name: family.holder.name, telephone: family.holder.phone },
          insureds: [{ name: child.name }],
          planCode: model.defaultPlanCode ?? model.plans[0]?.code,
        }),
        new Date(now.getTime() - (i + 1) * DAY),
      ],
    );
  }
}

/**
 * Ratings on the overdue policies (policy node '00', business type policy '01'); the in-force
 * policy is left unrated, so the demo parent can rate it from its policy page.
 */
export async function seedRatings(
  db: Db,
  family: SeedFamily,
  orders: { orderCode: string; status: string; productCode: string; policyNo?: string | null }[],
  catalogue: Catalogue,
  now: Date,
): Promise<void> {
  const templates = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM biz_comment_templates WHERE comment_node = '00' AND comment_type = '00' ORDER BY seq`,
  );
  for (const [i, o] of orders.filter((x) => x.status === S.overdue).entries()) {
    const scores = templates.map((t, j) => ({ name: t.name, code: t.code, score: 5 - ((i + j) % 2) }));
    const score = scores.reduce((a, s) => a + s.score, 0) / Math.max(1, scores.length);
    await db.query(
      `INSERT INTO biz_comments (user_code, user_name, login_account, product_code, product_name, biz_no, biz_type, comment_node, comment_list, score, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,'01','00',$7,$8,$9) ON CONFLICT DO NOTHING`,
      [
        family.userCode,
        family.holder.name,
        family.holder.phone,
        o.productCode,
        catalogue.productForCode(o.productCode)?.name ?? '',
        o.policyNo ?? o.orderCode,
        JSON.stringify([{ commentType: '00', list: scores }]),
        score.toFixed(2),
        new Date(now.getTime() - (i + 1) * 7 * DAY),
      ],
    );
  }
}

/** A signed commission contract (a real PDF) for the family's in-force order. */
export async function seedAgreement(
  db: Db,
  family: SeedFamily,
  model: ProductModel,
  order: { orderCode: string },
  idNo: string,
  now: Date,
): Promise<void> {
  const signedAt = new Date(now.getTime() - 90 * DAY);
  const contractNo = code('CT', 0, family.userCode);
  const pdf = await sandboxESign.sign({
    contractNo,
    productCode: model.productCode,
    productName: model.name,
    signerName: family.holder.name,
    signerIdMasked: maskId(idNo),
    orderCode: order.orderCode,
    startDate: null,
    endDate: null,
    signedAt,
    clauses: (model.protocols.find((g) => g.group === 'clauses')?.items ?? []).map(
      (c) => `${c.displayNo}. ${c.resourceName}`,
    ),
  });
  await db.query(
    `INSERT INTO biz_agreements (contract_no, user_code, user_name, order_code, product_code, sign_time, pdf) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT DO NOTHING`,
    [
      contractNo,
      family.userCode,
      family.holder.name,
      order.orderCode,
      model.productCode,
      signedAt,
      Buffer.from(pdf),
    ],
  );
}
