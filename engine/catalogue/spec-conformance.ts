/**
 * Facts the spec states about particular product codes (§5, §9). They are NOT branched on at
 * runtime — what differs lives in the manifests — but the product lint checks the manifests say so.
 */
/** §9: grouped-layout products (each plan = own program code + shared code). */
export const SPEC_GROUPED_LAYOUT_CODES: readonly string[] = [
  '21PR621905',
  '20PR393968',
  '20PR888551',
  '21PR619478',
];
/** §9: 21PR621905 has plans 简化版, 基础版, 强化版. */
export const SPEC_PLAN_NAMES: Readonly<Record<string, readonly string[]>> = {
  '21PR621905': ['简化版', '基础版', '强化版'],
};
/** §5: the Xuzhou student plan must have exactly three plans (the Xuzhou student products). */
export const SPEC_EXACT_PLAN_COUNT: Readonly<Record<string, number>> = { '21PR621905': 3, '20PR393968': 3 };
