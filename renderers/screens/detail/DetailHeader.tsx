/**
 * The detail page's header: the product's name, labels, scope and the rating tag with share.
 * Memoized: the screen appends its sections one per task, and the header does not change meanwhile.
 */
import { memo } from 'react';
import type { ProductModel } from '../../../engine/model';
import { RatingTag, type RatingSummary } from './RatingTag';

export interface DetailHeaderProps {
  product: ProductModel;
  onShare?: (() => void) | undefined;
  loadRatingSummary?: (() => Promise<RatingSummary>) | undefined;
}

export const DetailHeader = memo(function DetailHeader({
  product,
  onShare,
  loadRatingSummary,
}: DetailHeaderProps) {
  return (
    <header style={{ background: '#fff', padding: '12px 16px' }}>
      {/* A fixed line height: the box must not change with the font's metrics (first screen → app swap). */}
      <h1 style={{ margin: 0, fontSize: 19, lineHeight: '22px' }}>{product.name}</h1>
      {product.labels.length > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
          {product.labels.map((label) => (
            <span
              key={label}
              style={{
                fontSize: 12,
                // antd's blue-7 on the light blue: 5.4:1, readable at 12 px (the brand blue was 3.6:1)
                color: '#0958d9',
                background: '#e8f1ff',
                borderRadius: 4,
                padding: '1px 6px',
              }}
            >
              {label}
            </span>
          ))}
        </div>
      ) : null}
      {product.attributes.applicationScope ? (
        <p style={{ margin: '6px 0 0', fontSize: 13, color: '#666' }}>
          {product.attributes.applicationScope}
        </p>
      ) : null}
      <RatingTag loadSummary={loadRatingSummary} onShare={onShare} />
    </header>
  );
});
