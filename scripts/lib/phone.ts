/**
 * The phone every browser test and bench browses as: a 390×844 screen at 3× with touch, in Chinese
 * (what playwright.config.ts gives the journeys' own pages). Spread it into `browser.newContext`
 * for a second page of one's own: another user, a visitor, a bench round.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
} as const;
