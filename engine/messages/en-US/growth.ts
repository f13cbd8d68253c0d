import type { growth as zh } from '../zh-CN/growth';

/** en-US messages: growth (same keys as zh-CN). */
export const growth: Record<keyof typeof zh, string> = {
  'growth.track.flowStart': 'Entered the purchase flow',
  'growth.track.orderSubmitted': 'Order submitted: {orderCode}',
  'growth.track.flowExit': 'Left the purchase flow',
  'growth.track.resumed': 'Page reopened, recording continues',
};
