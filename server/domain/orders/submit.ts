import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';
import type { MessageKey } from '../../../engine/messages';
import type { ApplicationForm } from '../../../contract/order/shapes';
import type {
  Request as SubmitRequest,
  ResponseData as SubmitData,
} from '../../../contract/order/submitOrderV2';
import type { ClauseText, ProductPort } from '../products/port';
import { PolicyStatus } from '../lifecycle/statuses';
import { applyEvent } from '../lifecycle/sweeper';
import { businessNo } from '../gateway/codes';
import { formatChinaDate, formatChinaTime, parseChinaTime } from '../gateway/time';
import type { Locale } from '../../../engine/messages';
import { duplicatedCards } from './duplicates';
import { renewedPolicy } from './renewal';
import { clauseSetOf, storeClauseSets } from './clause-sets';
import { buyersSerial } from './sale-serial';
import type { AgentSources } from '../../../engine/rules/agent';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function formOf(body: SubmitRequest['applicationForms']): ApplicationForm {
  return (Array.isArray(body) ? body[0] : body) as ApplicationForm;
}

/** A submission the engine has checked and priced: everything the order needs but its numbers. */
export interface CheckedSubmission {
  userCode: string;
  form: ApplicationForm;
  /** The clauses the buyer read, stored with the form as the order's payload. */
  readRecords: NonNullable<SubmitRequest['readRecords']>;
  productCode: string;
  productName: string;
  manifestVersion: string;
  clauses: readonly ClauseText[];
  duplicateCheck: boolean;
  collectsPremium: boolean;
  premiumCents: number;
  start: Date;
  end: Date;
}

/**
 * The whole-form check of a submitOrder v2 request, without the database: the product and its
 * manifest version, the engine's validation of the application form against the manifest and the
 * validators, the dates, and the premium as the engine prices it. Throws the ApiError to answer.
 */
export function checkSubmission(
  products: ProductPort,
  input: {
    userCode: string;
    request: SubmitRequest;
    form: ApplicationForm;
    now: Date;
    locale: Locale;
    agentSources: AgentSources;
    /** The caller's account channel code (users.schanel_code), never the client's word. */
    channelCode?: string;
  },
  t: Translate,
): CheckedSubmission {
  const { now, request } = input;
  // A product switched off at load (its manifest failed its checks) is never sold.
  if (products.unavailable(input.form.productCode))
    throw new ApiError(
      Codes.conflict,
      t('gw.biz.productUnavailable', { productCode: input.form.productCode }),
      409,
    );
  const product = products.get(input.form.productCode);
  if (!product)
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.productUnknown', { productCode: input.form.productCode }),
      400,
    );
  if (request.manifestVersion && request.manifestVersion !== product.manifestVersion) {
    throw new ApiError(
      Codes.productUpdated,
      t('gw.biz.formInvalid', { field: 'manifestVersion', reason: product.manifestVersion }),
      409,
    );
  }
  const check = products.validateSubmit(request, formatChinaDate(now), input.locale);
  if (!check.ok) {
    const first = check.errors[0];
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.formInvalid', { field: first?.path ?? 'applicationForms', reason: first?.message ?? '' }),
      400,
    );
  }
  // Risks, insurers, names, holder and agent: rebuilt from the manifest, the session and the attribution rules.
  const form = products.rebuildDerived(input.form, {
    holderCode: input.userCode,
    agentSources: input.agentSources,
    ...(input.channelCode ? { channelCode: input.channelCode } : {}),
  });
  const start = parseChinaTime(form.startDate);
  const end = parseChinaTime(form.endDate);
  if (!start)
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.formInvalid', { field: 'startDate', reason: form.startDate }),
      400,
    );
  if (!end || end.getTime() <= start.getTime()) {
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.formInvalid', { field: 'endDate', reason: form.endDate }),
      400,
    );
  }
  const priced = products.formPremium(form, input.locale);
  if (!priced.ok)
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.premiumFailed', { reason: `${priced.field}: ${priced.reason}` }),
      400,
    );
  return {
    userCode: input.userCode,
    form,
    // What the buyer read, as the product names it: never the client's words for it.
    readRecords: products.readDocuments(product.productCode, request.readRecords),
    productCode: product.productCode,
    productName: product.productName,
    manifestVersion: product.manifestVersion,
    clauses: product.clauses,
    duplicateCheck: product.duplicateCheck,
    collectsPremium: product.collectsPremium,
    premiumCents: Math.round(priced.totalPremium * 100),
    start,
    end,
  };
}

/** Fresh order numbers for a collision of the random part (a unique key) before giving up. */
const NUMBER_ATTEMPTS = 5;

/**
 * Stores a checked submission as an order, on the caller's transaction: the duplicate-insurance
 * check for all insureds in one query, then the order, its insureds and its history in one
 * statement. A product that collects no premium is paid by its submission.
 */
export async function storeSubmission(
  tx: Db,
  s: CheckedSubmission,
  input: { now: Date; paymentWindowMs: number },
  t: Translate,
): Promise<SubmitData> {
  const { now } = input;
  const { form } = s;
  // A renewal renews one of the caller's own policies, and counts from it.
  const isRenewal = form.isRenewal === 'Y';
  const renewed = isRenewal
    ? await renewedPolicy(tx, { userCode: s.userCode, lastPolicyNo: form.renewalLastPolicyNo })
    : undefined;
  if (isRenewal && !renewed)
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.formInvalid', { field: 'renewalLastPolicyNo', reason: form.renewalLastPolicyNo }),
      400,
    );
  // A renewal of a policy that still covers starts where that cover ends, never inside it.
  if (renewed?.coversUntil && s.start.getTime() < renewed.coversUntil.getTime())
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.formInvalid', { field: 'startDate', reason: `< ${formatChinaTime(renewed.coversUntil)}` }),
      400,
    );
  if (s.duplicateCheck) {
    // Two submits for the same insured (different tokens) must not both pass the check. On
    // PostgreSQL each takes a transaction lock per card, in one order so two forms never wait on
    // each other, and the check below then sees the other's committed order. PGlite runs one
    // transaction at a time, so its check sees them already, and the lock is left out (one
    // statement fewer in the gateway's thread: ~7 % more submits/s, measured side by side).
    if (!tx.oneTransactionAtATime) {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || card, 0))
           FROM (SELECT DISTINCT upper(trim(c)) AS card FROM unnest($2::text[]) AS c ORDER BY 1) AS cards`,
        [s.productCode, form.insureds.map((i) => i.licenceNo)],
      );
    }
    const taken = await duplicatedCards(tx, {
      cardIds: form.insureds.map((i) => i.licenceNo),
      productCode: s.productCode,
      start: s.start,
      end: s.end,
    });
    const first = form.insureds.find((i) => taken.has(i.licenceNo.trim().toUpperCase()));
    if (first) throw new ApiError(Codes.conflict, t('gw.biz.duplicateInsured', { name: first.name }), 200);
  }
  const status = PolicyStatus.toBePaid;
  const serialNo = await buyersSerial(tx, form.idempotentSerialNo, s.userCode);
  // The stored form (the order's applicationForm) names the serial the order is filed under, or
  // none: never the client's unverified one.
  const { idempotentSerialNo: _sent, ...unfiled } = form;
  const payload = {
    ...unfiled,
    isRenewal: renewed ? 'Y' : 'N',
    renewalTimes: renewed ? renewed.times + 1 : 0,
    renewalLastPolicyNo: renewed ? form.renewalLastPolicyNo : '',
    ...(serialNo ? { idempotentSerialNo: serialNo } : {}),
    readRecords: s.readRecords,
  };
  for (let attempt = 1; ; attempt++) {
    const orderCode = businessNo('OD', now);
    const appCode = businessNo('AF', now);
    const stored = await tryInsertOrder(tx, {
      ...s,
      orderCode,
      appCode,
      status,
      serialNo,
      payload,
      payDeadline: new Date(now.getTime() + input.paymentWindowMs),
      createdAt: now,
    });
    if (!stored) {
      if (attempt < NUMBER_ATTEMPTS) continue;
      throw new Error(`no free order number after ${NUMBER_ATTEMPTS} attempts`);
    }
    const answer = { orderCode, applicationFormCode: appCode, totalPremium: s.premiumCents / 100, status };
    // A product that collects no premium is paid by its submission (the app goes straight to /paySuccess).
    if (!s.collectsPremium) {
      const paid = await applyEvent(tx, orderCode, 'pay', now);
      if (paid.ok) return { ...answer, status: paid.to };
    }
    return answer;
  }
}

export interface NewOrder {
  orderCode: string;
  appCode: string;
  userCode: string;
  productCode: string;
  productName: string;
  status: string;
  serialNo: string | null;
  manifestVersion: string;
  clauses: readonly ClauseText[];
  payload: unknown;
  form: ApplicationForm;
  premiumCents: number;
  start: Date;
  end: Date;
  payDeadline: Date | null;
  createdAt: Date;
  policyNo?: string | null;
  paidAt?: Date | null;
  issuedAt?: Date | null;
}

/** Stores an order, its clause set, its insured people (for the duplicate check) and its first history entry; throws on a taken number. */
export async function insertOrder(tx: Db, o: NewOrder): Promise<void> {
  await storeClauseSets(tx, [o.clauses]);
  if (!(await tryInsertOrder(tx, o)))
    throw new Error(`order ${o.orderCode} / ${o.appCode} / ${o.policyNo ?? '-'}: number already taken`);
}

/**
 * The order, its insureds and its first history entry in ONE statement (one round trip on PGlite,
 * where each statement is costly); false when one of its numbers is already taken, nothing stored.
 * The order's clause set must be stored already (storeClauseSets): it names it.
 */
async function tryInsertOrder(tx: Db, o: NewOrder): Promise<boolean> {
  const rows = await tx.query<{ order_code: string }>(
    `WITH o AS (
       INSERT INTO biz_orders (order_code, application_form_code, user_code, product_code, product_name, status, serial_no,
         manifest_version, clause_set, payload, holder_name, premium_cents, start_date, end_date, pay_deadline,
         policy_no, paid_at, issued_at, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$19)
       ON CONFLICT DO NOTHING
       RETURNING order_code),
     i AS (
       INSERT INTO biz_order_insureds (order_code, seq, name, card_type, card_id, product_code)
       SELECT o.order_code, (x.seq - 1)::int, x.name, x.card_type, x.card_id, $4
         FROM o, unnest($20::text[], $21::text[], $22::text[]) WITH ORDINALITY AS x(name, card_type, card_id, seq)),
     h AS (
       INSERT INTO biz_status_history (order_code, from_status, to_status, event, at)
       SELECT o.order_code, NULL, $6, 'submit', $19 FROM o)
     SELECT order_code FROM o`,
    [
      o.orderCode,
      o.appCode,
      o.userCode,
      o.productCode,
      o.productName,
      o.status,
      o.serialNo,
      o.manifestVersion,
      clauseSetOf(o.clauses).hash,
      JSON.stringify(o.payload),
      o.form.policyHolder.name,
      o.premiumCents,
      o.start,
      o.end,
      o.payDeadline,
      o.policyNo ?? null,
      o.paidAt ?? null,
      o.issuedAt ?? null,
      o.createdAt,
      o.form.insureds.map((i) => i.name),
      o.form.insureds.map((i) => i.licenceType),
      o.form.insureds.map((i) => i.licenceNo.toUpperCase()),
    ],
  );
  return rows.length === 1;
}
