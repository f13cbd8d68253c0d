import type { ProductIndexEntry } from '../../../engine/catalogue/product-index';
import { DetailScreen } from '../../../renderers/screens/detail/DetailScreen';
import { statisticsProduct } from '../../api/comment-svc/statisticsProduct';
import { appNavigate } from '../../app/navigation';
import { catalogue } from '../../products/catalogue';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { screenServices } from '../../products/screenServices';
import { AsyncView } from '../../ui/AsyncView';
import { openSharePoster } from '../../growth/share/open-poster';
import { ShareCard } from '../../growth/share/ShareCard';
import { useAsync } from '../../ui/useAsync';
import { OfflineInsuredPanel } from '../offline/OfflineInsuredPanel';

/** A product detail route: the manifest's ProductModel drawn by the screens' DetailScreen. */
export function ProductDetailPage({ entry }: { entry: ProductIndexEntry }) {
  const state = useAsync(() => catalogue.load(entry.productCode), [entry.productCode]);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(product) => (
        <>
          <ShareCard product={product} />
          {product.offlineChannel?.enabled && <OfflineInsuredPanel product={product} />}
          <DetailScreen
            product={product}
            services={screenServices}
            onBuy={() => appNavigate(insureHrefFor(product))}
            onShare={() => void openSharePoster(product)}
            loadRatingSummary={async () => {
              const reply = await statisticsProduct({ productCode: product.productCode }, { silent: true });
              return { score: reply.data?.score ?? 0, total: reply.data?.total ?? 0 };
            }}
          />
        </>
      )}
    </AsyncView>
  );
}
