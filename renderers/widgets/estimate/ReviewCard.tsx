/** One review: masked account, date and the average star score. */
import { maskId } from '../../../engine/validators/mask-id';
import type { ReviewItem } from './types';

export function averageScore(item: { commentStatistics: { score: number }[] }): number {
  const scores = item.commentStatistics.map((entry) => entry.score);
  return scores.length === 0 ? 0 : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

export function ReviewCard({ item }: { item: ReviewItem }) {
  const score = averageScore(item);
  return (
    <div data-testid="review" style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: '#666' }}>
        <span>{maskId(item.loginAccount)}</span>
        <span>{item.createTime.slice(0, 10)}</span>
      </div>
      <div aria-label={`${score}`} style={{ color: '#ffb400', fontSize: 14 }}>
        {'★'.repeat(Math.round(score))}
        <span style={{ color: '#ddd' }}>{'★'.repeat(5 - Math.round(score))}</span>
      </div>
      {item.content ? <p style={{ margin: '4px 0 0', fontSize: 14 }}>{item.content}</p> : null}
    </div>
  );
}
