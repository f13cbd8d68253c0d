import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../app/idle';
import { ProductUnavailablePage } from '../pages/system/ProductUnavailablePage';
import { catalogue } from './catalogue';

/** Answers of the gateway's product_status, kept for the session: one call per product. */
const known = new Map<string, Promise<boolean>>();

/** False when the gateway has switched the product off; true on any doubt (a failed status call never blocks a sale). */
function onSaleAtGateway(productCode: string): Promise<boolean> {
  let answer = known.get(productCode);
  if (!answer) {
    // Once the page is idle: the API client stays off the product page's first paint.
    answer = whenIdle()
      .then(() => import('../api/prod-svc'))
      .then(({ prodSvc }) => prodSvc.productStatus({ productCode }, { silent: true }))
      .then((reply) => reply.data?.available !== false)
      .catch(() => true);
    known.set(productCode, answer);
  }
  return answer;
}

/**
 * Shows its children while the product is on sale, else 产品暂不可售: when the build's index marks it
 * switched off (its manifest failed its checks), or when the gateway says so (it switched the
 * product off at its start).
 */
export function OnSaleGate({ productCode, name, children }: { productCode: string; name: string; children: ReactNode }) {
  const offInIndex = catalogue.known(productCode)?.unavailable === true;
  const [offAtGateway, setOffAtGateway] = useState(false);
  useEffect(() => {
    if (offInIndex) return;
    let live = true;
    void onSaleAtGateway(productCode).then((onSale) => live && setOffAtGateway(!onSale));
    return () => {
      live = false;
    };
  }, [productCode, offInIndex]);
  return offInIndex || offAtGateway ? <ProductUnavailablePage name={name} /> : <>{children}</>;
}
