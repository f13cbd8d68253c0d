import type { markets as zh } from '../zh-CN/markets';

/** en-US messages: the market pages (market home, companies, search) (same keys as zh-CN). */
export const markets: Record<keyof typeof zh, string> = {
  'shell.market.offline':
    'The insurance market you chose for this area is offline. Jump to another one or choose a different market?',
  'shell.market.extra': 'There is another insurance market in this area. Jump to it?',
  'shell.market.jump': 'Jump',
  'shell.market.stay': 'Not now',
  'shell.market.choose': 'Choose an insurance market',
  'shell.market.area': 'Current area: {name}',
  'shell.market.noArea': 'No area chosen yet',
  'shell.market.changeArea': 'Change area',
  'shell.market.online': 'Open',
  'shell.market.offlineTag': 'Offline',
  'shell.market.none': 'No insurance market in this area',
  'shell.market.products': 'Market products',
  'shell.market.enter': 'Enter',
  'shell.market.province': 'Province',
  'shell.market.city': 'City',
  'shell.market.search': 'Search product names',
  'shell.market.searchEmpty': 'No matching products',
};
