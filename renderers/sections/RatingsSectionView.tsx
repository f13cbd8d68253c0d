/** ratings: the estimate widget (tabs 1 and 2, two per page, view more → /estimateList). */
import type { RatingsSection } from '../../engine/generated/manifest';
import { useScreenServices } from '../platform/services';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { EstimateWidget } from '../widgets/estimate/EstimateWidget';

export function RatingsSectionView({ section, product }: SectionRendererProps) {
  const { loadReviews, navigate } = useScreenServices();
  const ratings = section as RatingsSection;
  return (
    <EstimateWidget
      productCode={product.productCode}
      tabs={ratings.tabs ?? [1, 2]}
      pageSize={ratings.pageSize ?? 2}
      loadReviews={loadReviews}
      onViewMore={({ productCode, tab }) => navigate('estimateList', { productCode, tab: String(tab) })}
      {...(ratings.title ? { title: ratings.title } : {})}
    />
  );
}

export const ratingsSectionEntry: SectionEntry = {
  key: 'ratings',
  tester: rankWith(1, sectionTypeIs('ratings')),
  renderer: RatingsSectionView,
};
