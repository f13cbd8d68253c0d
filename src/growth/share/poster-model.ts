/**
 * What the share poster shows (spec §2 shared UI, §6 roles), as a pure decision: the link (product
 * page + the promoter's code), the role styling, the share text and the 'recommender' label.
 */
export interface ShareProduct {
  productCode: string;
  name: string;
  /** the product's detail route (engine ProductModel.route.path) */
  path: string;
  /** a path several product codes share needs the code to open the right product */
  sharedPath: boolean;
  tagline: string;
  image?: string | undefined;
}

export interface Sharer {
  loggedIn: boolean;
  isStaff: boolean;
  userCode?: string | undefined;
  staffName?: string | undefined;
  licenseNumber?: string | undefined;
  /** the user's promoter from the promoter lookup (a customer's manager) */
  promoter?: { code: string; name: string } | undefined;
  /** a promoter code this browser came in with (attribution) */
  storedPromoCode?: string | undefined;
}

export type PosterModel = {
  link: string;
  /** the promoter code the link carries ('' for none) */
  code: string;
  variant: 'visitor' | 'staff' | 'customer';
  /** the 'recommender' name when the code is another person's */
  recommender?: string;
  staff?: { name: string; licence: string };
};

/** The product link for a base URL (origin + app path) carrying `code` as promoCode. */
export function productLink(appBase: string, product: ShareProduct, code: string): string {
  const query = new URLSearchParams();
  if (code) query.set('promoCode', code);
  if (product.sharedPath) query.set('productCode', product.productCode);
  const search = query.toString();
  return `${appBase}#${product.path}${search ? `?${search}` : ''}`;
}

export function posterModel(appBase: string, product: ShareProduct, sharer: Sharer): PosterModel {
  if (!sharer.loggedIn) {
    // A visitor who came by someone's link passes that code on, labelled as the recommender's.
    const code = sharer.storedPromoCode ?? '';
    return {
      link: productLink(appBase, product, code),
      code,
      variant: 'visitor',
      ...(code ? { recommender: code } : {}),
    };
  }
  if (sharer.isStaff && sharer.userCode) {
    // Staff links carry their own code (spec §6).
    return {
      link: productLink(appBase, product, sharer.userCode),
      code: sharer.userCode,
      variant: 'staff',
      staff: { name: sharer.staffName ?? '', licence: sharer.licenseNumber ?? '' },
    };
  }
  const code = sharer.promoter?.code || sharer.storedPromoCode || '';
  const other = code !== '' && code !== sharer.userCode;
  return {
    link: productLink(appBase, product, code),
    code,
    variant: 'customer',
    ...(other
      ? { recommender: sharer.promoter?.code === code && sharer.promoter.name ? sharer.promoter.name : code }
      : {}),
  };
}
