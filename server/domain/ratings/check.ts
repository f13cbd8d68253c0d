import type { MessageKey } from '../../../engine/messages';
import type { RatingBody } from '../../../contract/comment-svc/commentSubmit';

export type RatingCheck = { ok: true } | { ok: false; key: MessageKey; params?: Record<string, string> };

/** A node's rating template as the check needs it: the item codes of each comment type. */
export type RatingTemplate = readonly { commentType: string; items: readonly { code: string }[] }[];

const REQUIRED: { field: 'productCode' | 'productName' | 'bizNo' | 'bizType'; label: MessageKey }[] = [
  { field: 'productCode', label: 'gw.biz.ratingLabel.productCode' },
  { field: 'productName', label: 'gw.biz.ratingLabel.productName' },
  { field: 'bizNo', label: 'gw.biz.ratingLabel.bizNo' },
  { field: 'bizType', label: 'gw.biz.ratingLabel.bizType' },
];

/** Spec §9 "Rating": "Comment types: '00' stars, '01' tags, other text." */
const STARS = '00';
const TAGS = '01';

/**
 * Spec §9 "Rating": "Nodes: policy '00', claim '01'. Business types: order '00', policy '01',
 * case '02'." The gateway holds orders and policies (biz_orders); it holds no claim cases, so no
 * caller has a claim to rate, by case or at the claim node.
 */
export const RATABLE_BIZ_TYPES: readonly string[] = ['00', '01'];
export const CLAIM_BIZ_TYPE = '02';
export const CLAIM_NODE = '01';

/** Score range of an item: stars 1-5; a tag 0 (not chosen) or 1 (chosen); text items carry no score. */
const rangeOf = (commentType: string): [number, number] =>
  commentType === STARS ? [1, 5] : commentType === TAGS ? [0, 1] : [0, 0];

/**
 * The §5 rating checks, in the app's order: productCode, productName, bizNo and bizType present
 * ('missing {label} parameter'); then the business type one the gateway can rate; then the list:
 * only the node template's items, each once, with whole-number scores in range; every star item
 * scored ('Please rate all', spec §5: "All star items must be scored"). `label` is a key: the
 * caller formats it in the answer's language. An item outside the template would be stored,
 * shown publicly under the client's name and averaged into the product's statistics.
 */
export function checkRating(body: RatingBody, template: RatingTemplate): RatingCheck {
  for (const { field, label } of REQUIRED) {
    if (!body[field]?.trim()) return { ok: false, key: 'gw.biz.ratingMissing', params: { label } };
  }
  const bizType = body.bizType!.trim();
  if (bizType === CLAIM_BIZ_TYPE || body.commentNode === CLAIM_NODE)
    return { ok: false, key: 'gw.biz.ratingNoClaims' };
  if (!RATABLE_BIZ_TYPES.includes(bizType))
    return { ok: false, key: 'gw.biz.ratingBizTypeBad', params: { bizType } };

  const known = new Set(template.flatMap((t) => t.items.map((i) => `${t.commentType}/${i.code}`)));
  const seen = new Set<string>();
  const stars = new Map<string, number>();
  for (const group of body.commentList ?? []) {
    for (const item of group.list) {
      const key = `${group.commentType}/${item.code}`;
      const code = item.code.slice(0, 40); // as the message names it
      if (!known.has(key)) return { ok: false, key: 'gw.biz.ratingUnknownItem', params: { code } };
      if (seen.has(key)) return { ok: false, key: 'gw.biz.ratingItemTwice', params: { code } };
      seen.add(key);
      const score = item.score ?? 0;
      // An unscored star (null or 0, as the app sends it) is the §5 'Please rate all' below.
      if (group.commentType === STARS && score === 0) continue;
      const [min, max] = rangeOf(group.commentType);
      if (!Number.isInteger(score) || score < min || score > max)
        return {
          ok: false,
          key: 'gw.biz.ratingScoreBad',
          params: { code, min: String(min), max: String(max) },
        };
      if (group.commentType === STARS) stars.set(item.code, score);
    }
  }
  const starCodes = template
    .filter((t) => t.commentType === STARS)
    .flatMap((t) => t.items.map((i) => i.code));
  const allScored = starCodes.length > 0 && starCodes.every((code) => stars.has(code));
  return allScored ? { ok: true } : { ok: false, key: 'gw.biz.ratingRateAll' };
}

/** The overall score: the mean of the star items, 2 decimals (of a body `checkRating` passed: 1-5). */
export function overallScore(body: RatingBody): number {
  const scores = (body.commentList ?? [])
    .filter((c) => c.commentType === STARS)
    .flatMap((c) => c.list.map((i) => i.score ?? 0));
  if (scores.length === 0) return 0;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}
