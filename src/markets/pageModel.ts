/**
 * The page model of spec §4, derived from whether a location is present, whether a market is
 * present and whether that market is online. Enumerations of spec §3: location on/off = 1/2,
 * market on/off = 1/2, net off/on = 0/1.
 */
export const PageModel = {
  UN_INITED: 'UN_INITED',
  ONLY_MARKET: '2_1',
  GLOBAL_MARKET: '1_1_1',
  OFF_NET_MARKET: '1_1_0',
  NORMAL: 'NORMAL',
} as const;
export type PageModel = (typeof PageModel)[keyof typeof PageModel];

export const LocationFlag = { on: '1', off: '2' } as const;
export const MarketFlag = { on: '1', off: '2' } as const;
export const NetFlag = { off: '0', on: '1' } as const;

export type PageModelInput = {
  /** false until the market state was first resolved for this visit */
  inited: boolean;
  hasLocation: boolean;
  hasMarket: boolean;
  marketOnline: boolean;
};

export function pageModelOf(input: PageModelInput): PageModel {
  if (!input.inited) return PageModel.UN_INITED;
  const location = input.hasLocation ? LocationFlag.on : LocationFlag.off;
  const market = input.hasMarket ? MarketFlag.on : MarketFlag.off;
  const key =
    location === LocationFlag.off
      ? `${location}_${market}`
      : `${location}_${market}_${input.marketOnline ? NetFlag.on : NetFlag.off}`;
  switch (key) {
    case PageModel.ONLY_MARKET:
      return PageModel.ONLY_MARKET;
    case PageModel.GLOBAL_MARKET:
      return PageModel.GLOBAL_MARKET;
    case PageModel.OFF_NET_MARKET:
      return PageModel.OFF_NET_MARKET;
    default:
      return PageModel.NORMAL;
  }
}
