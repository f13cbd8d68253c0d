import { useSearchParams } from '../../app/routing';
import { EstimateList } from '../../../renderers/widgets/estimate/EstimateList';
import { screenServices } from '../../products/screenServices';

/** /estimateList?productCode=[&tab=]: all reviews of a product (the screens' infinite list). */
export default function EstimateListPage() {
  const [query] = useSearchParams();
  const tab = query.get('tab') === '2' ? 2 : 1;
  const loadReviews = screenServices.loadReviews;
  if (!loadReviews) return null;
  return (
    <EstimateList productCode={query.get('productCode') ?? ''} initialTab={tab} loadReviews={loadReviews} />
  );
}
