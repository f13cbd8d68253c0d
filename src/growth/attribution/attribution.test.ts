import { describe, expect, it } from 'vitest';
import {
  attributionFrom,
  bindingFor,
  mergeAttribution,
  readAttribution,
  writeAttribution,
} from './attribution';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('attribution', () => {
  it('reads promoCode, partnerSource and channelCode from a link, ignoring what is not a code', () => {
    expect(
      attributionFrom(
        new URLSearchParams('promoCode=U20260000002&partnerSource=school01&channelCode=05&x=1'),
      ),
    ).toEqual({
      promoCode: 'U20260000002',
      partnerSource: 'school01',
      channelCode: '05',
    });
    expect(attributionFrom(new URLSearchParams('promoCode=<script>&partnerSource='))).toEqual({});
  });

  it('keeps what it stored through a reload (local storage), the latest link winning', () => {
    const storage = memory();
    writeAttribution(
      storage,
      mergeAttribution(readAttribution(storage), { promoCode: 'U1', partnerSource: 'p' }),
    );
    writeAttribution(storage, mergeAttribution(readAttribution(storage), { promoCode: 'U2' }));
    expect(readAttribution(storage)).toEqual({ promoCode: 'U2', partnerSource: 'p' });
  });

  it('binds a promo code once per user, never to the promoter themselves; a new code binds again', () => {
    expect(bindingFor({ promoCode: 'U2' }, undefined)).toEqual({ allSale: false });
    expect(bindingFor({ promoCode: 'U2' }, 'U1')).toEqual({ addCustomer: 'U2', allSale: true });
    expect(bindingFor({ promoCode: 'U2', boundTo: 'U1' }, 'U1')).toEqual({ allSale: true });
    expect(bindingFor({ promoCode: 'U2' }, 'U2')).toEqual({ allSale: true });
    expect(bindingFor({ channelCode: '05' }, 'U1')).toEqual({ allSale: true });
    expect(mergeAttribution({ promoCode: 'U2', boundTo: 'U1' }, { promoCode: 'U3' })).toEqual({
      promoCode: 'U3',
    });
  });
});
