import { describe, expect, it } from 'vitest';
import { PageModel, pageModelOf } from './pageModel';

describe('page model (spec §4)', () => {
  const model = (hasLocation: boolean, hasMarket: boolean, marketOnline: boolean, inited = true) =>
    pageModelOf({ inited, hasLocation, hasMarket, marketOnline });

  it('is UN_INITED before the market state is resolved', () => {
    expect(model(true, true, true, false)).toBe(PageModel.UN_INITED);
  });
  it('no location with a market is ONLY_MARKET (2_1), online or not', () => {
    expect(model(false, true, true)).toBe('2_1');
    expect(model(false, true, false)).toBe(PageModel.ONLY_MARKET);
  });
  it('location, market, online is GLOBAL_MARKET (1_1_1)', () => {
    expect(model(true, true, true)).toBe('1_1_1');
  });
  it('location, market, offline is OFF_NET_MARKET (1_1_0)', () => {
    expect(model(true, true, false)).toBe('1_1_0');
  });
  it('no market is NORMAL', () => {
    expect(model(true, false, false)).toBe(PageModel.NORMAL);
    expect(model(false, false, false)).toBe(PageModel.NORMAL);
  });
});
