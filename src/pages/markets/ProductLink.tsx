import { Link } from 'react-router-dom';
import { withQuery } from '../../../engine/routes/table';

/** A row that opens a product's detail page (a market's products, search results). */
export function ProductLink({
  product,
}: {
  product: { productCode: string; productName: string; detailPath: string };
}) {
  return (
    <Link className="list-link" to={withQuery(product.detailPath, { productCode: product.productCode })}>
      <span>{product.productName}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}
