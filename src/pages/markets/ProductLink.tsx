import { Link } from '../../app/routing';
import type { Locale } from '../../../engine/messages';
import { withQuery } from '../../../engine/routes/table';
import { ProductName } from '../../ui/content';

/** A row that opens a product's detail page (a market's products, search results); the name in the language the gateway answered it in. */
export function ProductLink({
  product,
}: {
  product: { productCode: string; productName: string; productNameLang: Locale; detailPath: string };
}) {
  return (
    <Link className="list-link" to={withQuery(product.detailPath, { productCode: product.productCode })}>
      <ProductName name={product.productName} lang={product.productNameLang} />
      <span aria-hidden="true">›</span>
    </Link>
  );
}
