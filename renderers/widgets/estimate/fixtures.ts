/** Review fixtures for stories: answers the estimate widget's and list's loadReviews like the gateway. */
import type { LoadReviews, ReviewItem } from './types';

function review(index: number, commentNode: string): ReviewItem {
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    createTime: `2026-10-${day} 10:00:00`,
    loginAccount: `1380013${String(8000 + index).padStart(4, '0')}`,
    bizNo: `P2026${String(index).padStart(6, '0')}`,
    commentStatistics: [{ commentNode, score: 3 + (index % 3) }],
    content: index % 2 === 0 ? '投保流程很方便，客服回复及时。' : '理赔材料提交后很快就到账了。',
  };
}

/** A product with `total` reviews per tab. */
export function fixtureReviews(total: number): LoadReviews {
  return async ({ pn, ps, commentNode }) => {
    const start = (pn - 1) * ps;
    const list = Array.from({ length: Math.max(0, Math.min(ps, total - start)) }, (_, i) =>
      review(start + i, commentNode),
    );
    return { list, total };
  };
}
