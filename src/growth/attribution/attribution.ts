/**
 * Attribution (spec §2, §6): promoCode, partnerSource and the channel code read from the links and QR
 * codes a buyer arrives by, kept in local storage through login, and bound to the user afterwards.
 */
export const ATTRIBUTION_KEY = 'growth.attribution';

/** Spec §6: a promo code or channel code makes the user an all-sale user (channel code 05). */
export const ALL_SALE_CHANNEL = '05';

export interface Attribution {
  promoCode?: string;
  partnerSource?: string;
  channelCode?: string;
  /** the user the promo code was bound to (registerCustomer/addCustomer), once done */
  boundTo?: string;
}

const FIELDS = ['promoCode', 'partnerSource', 'channelCode'] as const;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The attribution fields of a query (a QR code opens the same link); anything not code-shaped is ignored. */
export function attributionFrom(query: URLSearchParams): Omit<Attribution, 'boundTo'> {
  const found: Omit<Attribution, 'boundTo'> = {};
  for (const field of FIELDS) {
    const value = query.get(field)?.trim() ?? '';
    if (CODE.test(value)) found[field] = value;
  }
  return found;
}

/** The latest link wins; a new promo code must be bound again. */
export function mergeAttribution(stored: Attribution, incoming: Omit<Attribution, 'boundTo'>): Attribution {
  const merged: Attribution = { ...stored, ...incoming };
  if (incoming.promoCode && incoming.promoCode !== stored.promoCode) delete merged.boundTo;
  return merged;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readAttribution(storage: Store): Attribution {
  try {
    const value = JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? '{}') as Record<string, unknown>;
    const out: Attribution = {};
    for (const field of [...FIELDS, 'boundTo'] as const)
      if (typeof value[field] === 'string') out[field] = value[field];
    return out;
  } catch {
    return {};
  }
}

export function writeAttribution(storage: Store, value: Attribution): void {
  try {
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(value));
  } catch {
    // storage refused (private mode): attribution lives for this page only
  }
}

/** What to do for a logged-in user: bind the promo code (not their own, not yet bound), mark all-sale. */
export function bindingFor(
  value: Attribution,
  userCode: string | undefined,
): { addCustomer?: string; allSale: boolean } {
  if (!userCode) return { allSale: false };
  const allSale = Boolean(value.promoCode || value.channelCode);
  const code = value.promoCode;
  return code && code !== userCode && value.boundTo !== userCode
    ? { addCustomer: code, allSale }
    : { allSale };
}

/** The promo code stored from a link (spec §6 "a promo code stored locally": the last agent source). */
export function storedPromoCode(): string | undefined {
  try {
    return readAttribution(window.localStorage).promoCode;
  } catch {
    return undefined;
  }
}
