import { maskId } from '../../../engine/validators';
import type { Locale } from '../../../engine/messages';
import type { OrderDetail } from '../../../contract/order/shapes';

/**
 * The people on an order's application form, with ID numbers masked (spec §5: first 3 and last 4
 * kept). The form is stored as the gateway received it, so fields are read defensively.
 */
export type Party = { name: string; maskedId: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function partyOf(value: unknown): Party | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const name = text(record.name);
  if (!name) return undefined;
  return { name, maskedId: maskId(text(record.licenceNo)) };
}

export function partiesOf(applicationForm: Record<string, unknown>): { holder?: Party; insureds: Party[] } {
  const holder = partyOf(applicationForm.policyHolder);
  const list = Array.isArray(applicationForm.insureds) ? applicationForm.insureds : [];
  const insureds = list.map(partyOf).filter((p): p is Party => p !== undefined);
  return holder ? { holder, insureds } : { insureds };
}

/** The plan the order was made for (the form's plan.name), if the stored form has one. */
function planNameOf(applicationForm: Record<string, unknown>): string | undefined {
  const plan = applicationForm.plan;
  const name = typeof plan === 'object' && plan !== null ? (plan as Record<string, unknown>).name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

/**
 * The order's plan name and its language: the gateway's (in the reader's language where the product
 * translates it), else the form's Chinese name of record.
 */
export function planOf(
  order: Pick<OrderDetail, 'planName' | 'planNameLang' | 'applicationForm'>,
): { name: string; lang: Locale } | undefined {
  if (order.planName) return { name: order.planName, lang: order.planNameLang ?? 'zh-CN' };
  const name = planNameOf(order.applicationForm);
  return name ? { name, lang: 'zh-CN' } : undefined;
}
