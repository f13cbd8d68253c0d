/** Shapes of the rating widget's data (spec §3 "Rating template item", "Rating submission"). */
import type { Locale } from '../../../engine/messages';

/** Comment types (§9): '00' stars, '01' tags, anything else free text. */
export const STAR_COMMENT_TYPE = '00';
export const TAG_COMMENT_TYPE = '01';

export interface RatingTemplateEntry {
  /** The brokerage's name of the item: content, in `lang` (Chinese when absent). */
  name: string;
  lang?: Locale | undefined;
  code: string;
  score?: number;
  num?: number;
}

export interface RatingTemplateItem {
  commentType: string;
  list: RatingTemplateEntry[];
}

export interface RatingScore {
  name: string;
  code: string;
  score: number;
}

export interface RatingSubmission {
  productCode: string;
  productName: string;
  userCode: string;
  userName: string;
  loginAccount: string;
  bizNo: string;
  bizType: string;
  commentNode: string;
  commentList: { commentType: string; list: RatingScore[] }[];
}

/** What the widget rates: the business object and who rates it. */
export interface RatingSubject {
  productCode: string;
  productName: string;
  /** Business code: the policy, order or case number. */
  bizNo: string;
  /** Business type (§9): order '00', policy '01', case '02'. */
  bizType: string;
  /** Rating node (§9): policy '00', claim '01'. */
  commentNode: string;
  userCode: string;
  userName: string;
  loginAccount: string;
}
