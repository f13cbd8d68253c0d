import { HomeLink } from '../../ui/HomeLink';
import { useT } from '../../messages/useT';

/**
 * 产品暂不可售: a product switched off because its manifest failed its checks (at build, in the
 * index; or at the gateway's start). Said plainly, with the way home — never a broken product page.
 */
export function ProductUnavailablePage({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="page-state" data-testid="product-unavailable" role="alert">
      <p className="page-state-title">{t('shell.product.unavailable')}</p>
      <p className="page-state-detail">{t('shell.product.unavailableHint', { name })}</p>
      <HomeLink />
    </div>
  );
}
