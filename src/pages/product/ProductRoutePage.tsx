import { lazy } from 'react';
import { useRouterState } from '../../app/RouterView';
import NotFoundPage from '../system/NotFoundPage';
import { ProductUnavailablePage } from '../system/ProductUnavailablePage';
import { ProductDetailPage } from './ProductDetailPage';

/** One page for every contract product (its own chunk: the detail pages do not carry it). */
const ContractFlowPage = lazy(() => import('../contract/ContractFlowPage'));

/** Any path outside the route table: a catalogue product's detail or contract page, or not found. */
export default function ProductRoutePage() {
  const { entry = null, product, contract } = useRouterState().match?.data ?? {};
  if (contract) return <ContractFlowPage />;
  if (!entry) return <NotFoundPage />;
  // Switched off at build (its manifest failed the product checks): the route stays, the page says so.
  if (entry.unavailable) return <ProductUnavailablePage name={entry.name} />;
  return <ProductDetailPage key={entry.productCode} entry={entry} preloaded={product ?? null} />;
}
