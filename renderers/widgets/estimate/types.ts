/** The estimate (review) data of spec §3 "Rating list item" and the tab/node mapping of §2, §9. */

/** Widget tabs: 1 insurance service reviews, 2 claims service reviews. */
export type EstimateTab = 1 | 2;

/** Rating node per tab: insurance service → policy node '00', claims service → claim node '01'. */
export const COMMENT_NODE_OF_TAB: Readonly<Record<EstimateTab, string>> = { 1: '00', 2: '01' };

export interface ReviewItem {
  createTime: string;
  loginAccount: string;
  bizNo: string;
  commentStatistics: { commentNode: string; score: number }[];
  /** Free text of the review, when the server returns one. */
  content?: string;
}

export interface ReviewPage {
  list: ReviewItem[];
  total: number;
}

export interface ReviewQuery {
  productCode: string;
  tab: EstimateTab;
  commentNode: string;
  /** Page number, from 1. */
  pn: number;
  /** Page size. */
  ps: number;
}

/** Fetches one page of reviews (the shell calls the comment service's rating list, status 1). */
export type LoadReviews = (query: ReviewQuery) => Promise<ReviewPage>;
