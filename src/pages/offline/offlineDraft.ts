/**
 * The card-number check's inputs per product, kept in session storage so that coming back to the
 * product page (e.g. from identity verification) shows the same record again (forms never lose input).
 */
export interface CardCheck {
  insuredName: string;
  insuredCardNo: string;
}

const key = (productCode: string) => `offline.check.${productCode}`;

export function readCheck(productCode: string): CardCheck | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(productCode)) ?? 'null') as Partial<CardCheck> | null;
    return value && typeof value.insuredName === 'string' && typeof value.insuredCardNo === 'string'
      ? { insuredName: value.insuredName, insuredCardNo: value.insuredCardNo }
      : null;
  } catch {
    return null;
  }
}

export const saveCheck = (productCode: string, check: CardCheck) =>
  sessionStorage.setItem(key(productCode), JSON.stringify(check));
export const clearCheck = (productCode: string) => sessionStorage.removeItem(key(productCode));
