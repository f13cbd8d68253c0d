/** What the app shell and screens mount from growth (docs/promoters.md "Wiring"). */
export { GrowthMounts } from './mounts';
export { openSharePoster } from './share/open-poster';
export { ShareCard } from './share/ShareCard';
export { storedPromoCode } from './attribution/attribution';
export { detectClient, detectOs, ClientCode, OsCode } from './share/client';
