import { useLoaderData } from 'react-router-dom';
import type { ProductRouteData } from '../../products/productLoader';
import NotFoundPage from '../system/NotFoundPage';
import { ProductDetailPage } from './ProductDetailPage';

/** Any path outside the route table: a catalogue product's detail page, or not found. */
export default function ProductRoutePage() {
  const { entry, product } = useLoaderData() as ProductRouteData;
  return entry ? <ProductDetailPage key={entry.productCode} entry={entry} preloaded={product ?? null} /> : <NotFoundPage />;
}
