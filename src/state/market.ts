import { atom } from 'jotai/vanilla';
import { pageModelOf } from '../markets/pageModel';
import type { MarketSummary } from '../markets/marketDecision';

/** Local-market state (spec §3 Market, §4 page model). */
export type MarketState = {
  inited: boolean;
  /** the area (region code) the user is in or chose; absent = no location */
  areaCode?: string;
  areaName?: string;
  /** the current market */
  market?: MarketSummary;
};

export const marketAtom = atom<MarketState>({ inited: false });

export const pageModelAtom = atom((get) => {
  const state = get(marketAtom);
  return pageModelOf({
    inited: state.inited,
    hasLocation: Boolean(state.areaCode),
    hasMarket: Boolean(state.market),
    marketOnline: state.market?.online ?? false,
  });
});
