import { maskId } from '../../../engine/validators';
import { textPage } from '../../pdf/text-page';
import { formatChinaDate, formatChinaTime } from '../../domain/gateway/time';
import type { OrderRow } from '../../domain/orders/repository';

/** What the e-policy shows, read from the stored order and its product. */
export interface EPolicyFacts {
  row: OrderRow;
  insurerName: string;
  /** The plan's cover limits per copy, from the manifest version the order was sold under. */
  cover: readonly { limitName: string; value: string }[];
  clauses: readonly string[];
  /** The surrender endorsement of a surrendered policy (status 08): the e-policy says cover ended. */
  surrender?: { endorseNo: string; at: Date } | undefined;
}

type Party = { name: string; licenceNo: string };
type Plan = { name: string; quantity: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const asParty = (value: unknown): Party => ({
  name: text(record(value).name),
  licenceNo: text(record(value).licenceNo),
});

/** The parties and plan on the stored application form (stored as the gateway received and checked it). */
export function formParts(payload: unknown): { holder: Party; insureds: Party[]; plan: Plan } {
  const form = record(typeof payload === 'string' ? JSON.parse(payload) : payload);
  const plan = record(form.plan);
  return {
    holder: asParty(form.policyHolder),
    insureds: (Array.isArray(form.insureds) ? form.insureds : []).map(asParty),
    plan: { name: text(plan.name), quantity: typeof plan.quantity === 'number' ? plan.quantity : 1 },
  };
}

/**
 * The e-policy: one A4 page drawn with pdf-lib in the gateway's PDF font (a CJK subset when
 * installed, the same as the signed-agreement PDFs). ID numbers are masked (first 3, last 4).
 */
export async function renderEPolicy(facts: EPolicyFacts): Promise<Uint8Array> {
  const { row } = facts;
  const parts = formParts(row.payload);
  const doc = await textPage({
    title: `E-policy ${row.policy_no ?? ''}`,
    author: 'edu-insurance sandbox issuing system',
    createdAt: row.issued_at ? new Date(row.issued_at) : new Date(row.created_at),
  });
  const { t, line, gap } = doc;
  line(t('gw.biz.ePolicyTitle'), 20, true);
  gap(6);
  line(t('gw.biz.ePolicyNo', { value: row.policy_no ?? '' }), 13, true);
  line(t('gw.biz.ePolicyAppCode', { value: row.application_form_code }));
  line(t('gw.biz.pdfProduct', { value: `${row.product_code} ${row.product_name}` }));
  if (facts.insurerName) line(t('gw.biz.ePolicyInsurer', { value: facts.insurerName }));
  gap(6);
  line(t('gw.biz.ePolicyHolder', { name: parts.holder.name, idNo: maskId(parts.holder.licenceNo) }));
  for (const insured of parts.insureds)
    line(t('gw.biz.ePolicyInsured', { name: insured.name, idNo: maskId(insured.licenceNo) }));
  line(t('gw.biz.ePolicyBeneficiary'));
  gap(6);
  line(t('gw.biz.ePolicyPlan', { name: parts.plan.name, copies: parts.plan.quantity }));
  for (const duty of facts.cover)
    line(t('release.ePolicyCover', { name: duty.limitName, value: duty.value }), 10);
  line(
    t('gw.biz.ePolicyTerm', {
      start: formatChinaDate(new Date(row.start_date)),
      end: formatChinaDate(new Date(row.end_date)),
    }),
  );
  line(t('gw.biz.ePolicyPremium', { value: (row.premium_cents / 100).toFixed(2) }));
  if (row.issued_at) line(t('gw.biz.ePolicyIssued', { time: formatChinaTime(new Date(row.issued_at)) }));
  if (facts.surrender)
    line(
      t('gw.biz.ePolicySurrendered', {
        time: formatChinaTime(facts.surrender.at),
        endorseNo: facts.surrender.endorseNo,
      }),
      11,
      true,
    );
  if (facts.clauses.length > 0) {
    gap(6);
    line(t('gw.biz.ePolicyClauses'), 13, true);
    for (const clause of facts.clauses) line(`· ${clause}`, 10);
  }
  gap(16);
  line(t('gw.biz.ePolicyFooter'), 9);
  return doc.save();
}
