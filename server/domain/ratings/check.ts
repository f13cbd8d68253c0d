import type { MessageKey } from '../../../engine/messages';
import type { RatingBody } from '../../../contract/comment-svc/commentSubmit';

export type RatingCheck = { ok: true } | { ok: false; key: MessageKey; params?: Record<string, string> };

const REQUIRED: { field: 'productCode' | 'productName' | 'bizNo' | 'bizType'; label: MessageKey }[] = [
  { field: 'productCode', label: 'gw.biz.ratingLabel.productCode' },
  { field: 'productName', label: 'gw.biz.ratingLabel.productName' },
  { field: 'bizNo', label: 'gw.biz.ratingLabel.bizNo' },
  { field: 'bizType', label: 'gw.biz.ratingLabel.bizType' },
];

/**
 * The §5 rating checks, in the app's order: productCode, productName, bizNo and bizType present
 * ('missing {label} parameter'); every star item scored 1-5 ('Please rate all'). `label` is a key:
 * the caller formats it in the answer's language.
 */
export function checkRating(body: RatingBody, templateCodes: readonly string[]): RatingCheck {
  for (const { field, label } of REQUIRED) {
    if (!body[field]?.trim()) return { ok: false, key: 'gw.biz.ratingMissing', params: { label } };
  }
  const stars = (body.commentList ?? []).filter((c) => c.commentType === '00').flatMap((c) => c.list);
  const scored = new Map(stars.map((s) => [s.code, s.score]));
  const allScored =
    templateCodes.length > 0 &&
    templateCodes.every((code) => {
      const score = scored.get(code);
      return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5;
    });
  return allScored ? { ok: true } : { ok: false, key: 'gw.biz.ratingRateAll' };
}

/** The overall score: the mean of the star items, 2 decimals. */
export function overallScore(body: RatingBody): number {
  const scores = (body.commentList ?? [])
    .filter((c) => c.commentType === '00')
    .flatMap((c) => c.list.map((i) => i.score ?? 0));
  if (scores.length === 0) return 0;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}
