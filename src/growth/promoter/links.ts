import { getHref } from '../../../engine/routes/table';

/** Links between the promoter pages (the route table's paths and query fields). */
export const promoterLinks = {
  achievementDetail: (orderCode: string) => getHref('achievementDetail', { orderCode }),
  renewalDetail: (orderCode: string) => getHref('renewalDetail', { orderCode }),
  customerDetail: (customerUserCode: string) => getHref('customerDetail', { customerUserCode }),
  customerDetailPush: (customerUserCode: string) => getHref('customerDetailPush', { customerUserCode }),
};

/** The renewal page link a promoter sends a customer: the product's renewal view carrying the promoter's code. */
export function renewalLink(appBase: string, productCode: string, promoCode: string): string {
  return `${appBase}#${getHref('insurerenew', { productCode, promoCode })}`;
}
