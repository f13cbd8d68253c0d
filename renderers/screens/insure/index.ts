/** Lazy entry of the insure screen (/insure, /newProductInsure, /maincenter). */
export { InsureScreen, InsureScreen as default, type InsureScreenProps } from './InsureScreen';
export type { CalculatePremium } from './use-premium';
