/** The product rating tag with a share button (spec §2 shared UI): average score, review count (999+). */
import { useEffect, useState } from 'react';
import { useFormat } from '../../platform/locale';
import { formatReviewCount } from '../../widgets/rating/rating-rules';
import '../../../engine/messages/zh-CN/detail';

export interface RatingSummary {
  /** Average score, 0-5. */
  score: number;
  total: number;
}

export interface RatingTagProps {
  loadSummary?: (() => Promise<RatingSummary>) | undefined;
  onShare?: (() => void) | undefined;
}

export function RatingTag({ loadSummary, onShare }: RatingTagProps) {
  const format = useFormat();
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  useEffect(() => {
    if (!loadSummary) return;
    let live = true;
    loadSummary().then(
      (value) => live && setSummary(value),
      () => live && setSummary(null),
    );
    return () => {
      live = false;
    };
  }, [loadSummary]);
  return (
    <div
      data-testid="rating-tag"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}
    >
      <span style={{ fontSize: 13, color: '#ff8f1f' }}>
        {summary && summary.total > 0
          ? `${format('screens.detail.rating')} ${summary.score.toFixed(1)} · ${format('screens.estimate.count', { count: formatReviewCount(summary.total) })}`
          : null}
        {summary && summary.total === 0 ? (
          <span style={{ color: '#666' }}>{format('screens.estimate.empty')}</span>
        ) : null}
      </span>
      {onShare ? (
        <button
          type="button"
          onClick={onShare}
          style={{
            border: '1px solid #1677ff',
            color: '#1677ff',
            background: '#fff',
            borderRadius: 14,
            padding: '2px 12px',
            fontSize: 13,
          }}
        >
          {format('screens.detail.share')}
        </button>
      ) : null}
    </div>
  );
}
