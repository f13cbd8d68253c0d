import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { ProductIndexEntry } from '../../../engine/catalogue/product-index';
import type { ProductModel } from '../../../engine/model';
import { DetailScreen } from '../../../renderers/screens/detail/DetailScreen';
import { revealApp } from '../../app/firstScreen';
import { whenIdle } from '../../app/idle';
import { appNavigate } from '../../app/navigation';
import { catalogue } from '../../products/catalogue';
import { OnSaleGate } from '../../products/OnSaleGate';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { screenServices } from '../../products/screenServices';
import { AsyncView } from '../../ui/AsyncView';
import { openSharePoster } from '../../growth/share/open-poster';
import { ShareCard } from '../../growth/share/ShareCard';
import { useAsync } from '../../ui/useAsync';
import { useAtomValue } from 'jotai/react';
import { modelInLocale } from '../../../engine/rules/effective';
import { localeAtom } from '../../state/locale';

/**
 * A product detail route: the manifest's ProductModel drawn by the screens' DetailScreen. The
 * route's loader normally brings the model (`preloaded`); when that load failed, the page loads it
 * itself with a skeleton and a retry button.
 */
export function ProductDetailPage({
  entry,
  preloaded,
}: {
  entry: ProductIndexEntry;
  preloaded: ProductModel | null;
}) {
  // The prerendered first screen (if any) gives way in the frame the page is drawn in.
  useLayoutEffect(revealApp, []);
  return preloaded ? <ProductDetail product={preloaded} /> : <LoadingProductDetail entry={entry} />;
}

function LoadingProductDetail({ entry }: { entry: ProductIndexEntry }) {
  const state = useAsync(() => catalogue.load(entry.productCode), [entry.productCode]);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(product) => <ProductDetail product={product} />}
    </AsyncView>
  );
}

/**
 * The rating summary comes over the API client, loaded on first use and once the page is idle:
 * axios and the zod contracts stay off the page's first paint.
 */
/** The offline school channel's panel (and its API calls) loads only on products that have one. */
const OfflineInsuredPanel = lazy(() =>
  import('../offline/OfflineInsuredPanel').then((m) => ({ default: m.OfflineInsuredPanel })),
);

async function loadRatingSummary(productCode: string) {
  await whenIdle();
  const { commentSvc } = await import('../../api/comment-svc');
  const reply = await commentSvc.statisticsProduct({ productCode }, { silent: true });
  return { score: reply.data?.score ?? 0, total: reply.data?.total ?? 0 };
}

function ProductDetail({ product: model }: { product: ProductModel }) {
  const product = modelInLocale(model, useAtomValue(localeAtom));
  const loadSummary = useCallback(() => loadRatingSummary(product.productCode), [product.productCode]);
  // The share card (messaging SDK settings) is configured once the first screen is drawn.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <OnSaleGate productCode={product.productCode} name={product.name}>
      {idle ? <ShareCard product={product} /> : null}
      {product.offlineChannel?.enabled ? (
        <Suspense fallback={null}>
          <OfflineInsuredPanel product={product} />
        </Suspense>
      ) : null}
      <DetailScreen
        product={product}
        services={screenServices}
        onBuy={(planCode) => appNavigate(insureHrefFor(product, planCode))}
        onShare={() => void openSharePoster(product)}
        loadRatingSummary={loadSummary}
      />
    </OnSaleGate>
  );
}
