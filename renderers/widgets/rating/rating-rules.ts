/**
 * The rating checks of spec §5: the four business parameters must be present (in this order), and
 * every star item must be scored. Pure, so they are tested without a DOM.
 */
import { format, type Locale, type StorefrontKey } from '../../../engine/messages';
import {
  STAR_COMMENT_TYPE,
  TAG_COMMENT_TYPE,
  type RatingScore,
  type RatingSubject,
  type RatingSubmission,
  type RatingTemplateItem,
} from './types';
import '../../../engine/messages/zh-CN/detail';

const REQUIRED_PARAMS: readonly { field: keyof RatingSubject; label: StorefrontKey }[] = [
  { field: 'productCode', label: 'screens.rating.label.productCode' },
  { field: 'productName', label: 'screens.rating.label.productName' },
  { field: 'bizNo', label: 'screens.rating.label.bizNo' },
  { field: 'bizType', label: 'screens.rating.label.bizType' },
];

/** The 'missing {label} parameter' message for the first absent parameter, or null. */
export function missingParamMessage(
  subject: Partial<RatingSubject>,
  locale: Locale = 'zh-CN',
): string | null {
  for (const { field, label } of REQUIRED_PARAMS) {
    const value = subject[field];
    if (value === undefined || value === '')
      return format('screens.rating.missingParam', { label: format(label, undefined, locale) }, locale);
  }
  return null;
}

/** Scores keyed by `${commentType}:${code}`; stars 1-5, tags 1 when chosen. */
export type ScoreSheet = Readonly<Record<string, number>>;

export const scoreKey = (commentType: string, code: string): string => `${commentType}:${code}`;

/** True when every star item of the template has a score above zero. */
export function allStarsScored(template: readonly RatingTemplateItem[], scores: ScoreSheet): boolean {
  return template
    .filter((item) => item.commentType === STAR_COMMENT_TYPE)
    .every((item) => item.list.every((entry) => (scores[scoreKey(item.commentType, entry.code)] ?? 0) > 0));
}

/** Builds the submission body from the template, the scores and any free text. */
export function buildRatingSubmission(
  subject: RatingSubject,
  template: readonly RatingTemplateItem[],
  scores: ScoreSheet,
  texts: Readonly<Record<string, string>>,
): RatingSubmission {
  const commentList = template.map((item) => {
    const list: RatingScore[] = [];
    for (const entry of item.list) {
      if (item.commentType === STAR_COMMENT_TYPE || item.commentType === TAG_COMMENT_TYPE) {
        const score = scores[scoreKey(item.commentType, entry.code)] ?? 0;
        if (item.commentType === STAR_COMMENT_TYPE || score > 0)
          list.push({ name: entry.name, code: entry.code, score });
      } else {
        const text = texts[scoreKey(item.commentType, entry.code)]?.trim() ?? '';
        if (text) list.push({ name: text, code: entry.code, score: 0 });
      }
    }
    return { commentType: item.commentType, list };
  });
  return {
    productCode: subject.productCode,
    productName: subject.productName,
    userCode: subject.userCode,
    userName: subject.userName,
    loginAccount: subject.loginAccount,
    bizNo: subject.bizNo,
    bizType: subject.bizType,
    commentNode: subject.commentNode,
    commentList,
  };
}

/** Review counts are shown as 999+ once they need more than three digits (§9). */
export function formatReviewCount(count: number): string {
  return count > 999 ? '999+' : String(count);
}
