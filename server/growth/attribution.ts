/**
 * Which orders count for a promoter (spec §6): orders of the customers who came through their code
 * (biz_customers, written by registerCustomer/addCustomer and setManager) and orders whose agent is
 * the promoter (the agent the app chose from the promoter lookup, fixed agent, employee settings or
 * stored promo code). `$1` is the promoter's user code; `o` is biz_orders.
 */
export const ATTRIBUTED_TO_PROMOTER = `NOT o.deleted AND (
  o.user_code IN (SELECT c.customer_user_code FROM biz_customers c WHERE c.manager_user_code = $1)
  OR COALESCE(o.payload->'agents', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('agentCode', $1::text))
)`;

/** Paid orders that stand: waiting to issue, waiting for cover, in force, expired (not surrendered or cancelled). */
export const VALID_STATUSES = ['03', '05', '06', '07'] as const;

/** Statuses a renewal can start from (the business renewal list uses the same: in force and overdue). */
export const RENEWABLE_STATUSES = ['06', '07'] as const;

/** The reward of an order: its premium times the rate, rounded to the fen. */
export function rewardOf(premiumCents: number, rate: number): number {
  return Math.round(premiumCents * rate) / 100;
}

/**
 * The reward rate per yuan of paid premium: PROMOTER_REWARD_RATE (0 to 1), else 0.1 — the sandbox
 * brokerage's rate (docs/promoters.md). A bad value falls back to the default and is reported once.
 */
export function rewardRateFrom(
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
): number {
  const raw = env.PROMOTER_REWARD_RATE;
  if (raw === undefined || raw === '') return 0.1;
  const rate = Number(raw);
  if (Number.isFinite(rate) && rate >= 0 && rate <= 1) return rate;
  warn(`[growth] PROMOTER_REWARD_RATE=${raw} is not a number from 0 to 1; using 0.1`);
  return 0.1;
}
