import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';
import type { MessageKey } from '../../../engine/messages';
import type { ApplicationForm } from '../../../contract/order/shapes';
import type { Request as SubmitRequest, ResponseData as SubmitData } from '../../../contract/order/submitOrderV2';
import type { ClauseText, ProductPort } from '../products/port';
import { PolicyStatus } from '../lifecycle/statuses';
import { applyEvent } from '../lifecycle/sweeper';
import { businessNo } from '../gateway/codes';
import { formatChinaDate, parseChinaTime } from '../gateway/time';
import type { Locale } from '../../../engine/messages';
import { findDuplicates } from './duplicates';
import { requireSignedContract } from '../contracts/submit-gate';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function formOf(body: SubmitRequest['applicationForms']): ApplicationForm {
  return (Array.isArray(body) ? body[0] : body) as ApplicationForm;
}

/**
 * Creates an order from a submitted application form: the engine validates the form against the
 * manifest and prices it; the order stores the manifest version and the clause texts confirmed.
 */
export async function submitOrder(
  db: Db,
  products: ProductPort,
  input: { userCode: string; request: SubmitRequest; form: ApplicationForm; now: Date; paymentWindowMs: number; locale: Locale },
  t: Translate,
): Promise<SubmitData> {
  const { form, now, request } = input;
  const product = products.get(form.productCode);
  if (!product) throw new ApiError(Codes.badInput, t('gw.biz.productUnknown', { productCode: form.productCode }), 400);
  if (request.manifestVersion && request.manifestVersion !== product.manifestVersion) {
    throw new ApiError(Codes.conflict, t('gw.biz.formInvalid', { field: 'manifestVersion', reason: product.manifestVersion }), 409);
  }
  const check = products.validateSubmit(request, formatChinaDate(now), input.locale);
  if (!check.ok) {
    const first = check.errors[0];
    throw new ApiError(Codes.badInput, t('gw.biz.formInvalid', { field: first?.path ?? 'applicationForms', reason: first?.message ?? '' }), 400);
  }
  // A contract-based product needs the caller's signed commission contract (docs/contract-flow.md).
  await requireSignedContract(db, product, { userCode: input.userCode, form, now, locale: input.locale }, t);
  const start = parseChinaTime(form.startDate);
  const end = parseChinaTime(form.endDate);
  if (!start) throw new ApiError(Codes.badInput, t('gw.biz.formInvalid', { field: 'startDate', reason: form.startDate }), 400);
  if (!end || end.getTime() <= start.getTime()) {
    throw new ApiError(Codes.badInput, t('gw.biz.formInvalid', { field: 'endDate', reason: form.endDate }), 400);
  }
  const priced = products.formPremium(form, input.locale);
  if (!priced.ok) throw new ApiError(Codes.badInput, t('gw.biz.premiumFailed', { reason: `${priced.field}: ${priced.reason}` }), 400);

  if (product.duplicateCheck) {
    for (const insured of form.insureds) {
      const dups = await findDuplicates(db, { cardId: insured.licenceNo, productCode: form.productCode, start, end });
      if (dups.length > 0) throw new ApiError(Codes.conflict, t('gw.biz.duplicateInsured', { name: insured.name }), 200);
    }
  }

  const orderCode = businessNo('OD', now);
  const appCode = businessNo('AF', now);
  const premiumCents = Math.round(priced.totalPremium * 100);
  const status = PolicyStatus.toBePaid;
  await db.tx((tx) =>
    insertOrder(tx, {
      orderCode,
      appCode,
      userCode: input.userCode,
      productCode: product.productCode,
      productName: product.productName,
      status,
      serialNo: form.idempotentSerialNo ?? null,
      manifestVersion: product.manifestVersion,
      clauses: product.clauses,
      payload: { ...form, readRecords: request.readRecords ?? [] },
      form,
      premiumCents,
      start,
      end,
      payDeadline: new Date(now.getTime() + input.paymentWindowMs),
      createdAt: now,
    }),
  );
  // A product that collects no premium is paid by its submission (the app goes straight to /paySuccess).
  if (!product.collectsPremium) {
    const paid = await applyEvent(db, orderCode, 'pay', now);
    if (paid.ok) return { orderCode, applicationFormCode: appCode, totalPremium: premiumCents / 100, status: paid.to };
  }
  return { orderCode, applicationFormCode: appCode, totalPremium: premiumCents / 100, status };
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

/** Stores an order, its insured people (for the duplicate check) and its first history entry. */
export async function insertOrder(tx: Db, o: NewOrder): Promise<void> {
  await tx.query(
    `INSERT INTO biz_orders (order_code, application_form_code, user_code, product_code, product_name, status, serial_no,
       manifest_version, confirmed_clauses, payload, holder_name, premium_cents, start_date, end_date, pay_deadline,
       policy_no, paid_at, issued_at, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$19)`,
    [
      o.orderCode,
      o.appCode,
      o.userCode,
      o.productCode,
      o.productName,
      o.status,
      o.serialNo,
      o.manifestVersion,
      JSON.stringify(o.clauses.map(({ resourceName, displayNo, valueMark, content }) => ({ resourceName, displayNo, valueMark, content }))),
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
    ],
  );
  let seq = 0;
  for (const insured of o.form.insureds) {
    await tx.query('INSERT INTO biz_order_insureds (order_code, seq, name, card_type, card_id, product_code) VALUES ($1,$2,$3,$4,$5,$6)', [
      o.orderCode,
      seq++,
      insured.name,
      insured.licenceType,
      insured.licenceNo.toUpperCase(),
      o.productCode,
    ]);
  }
  await tx.query('INSERT INTO biz_status_history (order_code, from_status, to_status, event, at) VALUES ($1, NULL, $2, $3, $4)', [
    o.orderCode,
    o.status,
    'submit',
    o.createdAt,
  ]);
}
