import type { ComponentType } from 'react';
import { SALES_REPLAY_PATH } from './paths';

type Page = () => Promise<{ default: ComponentType }>;

/**
 * Every page growth builds, by its spec §2 path (plus the staff replay page), lazily loaded — one
 * chunk per page. The lead spreads these into the screen entries (src/routes/screenPages.ts); the
 * route table already has the spec rows (login required; promoter pages with a back button).
 * /signList is the shell's (src/pages/account/SignListPage.tsx).
 */
export const growthPages: Record<string, Page> = {
  '/watchSign': () => import('./pages/WatchSignPage'),
  '/detailSign': () => import('./pages/DetailSignPage'),
  '/myAchievement': () => import('./pages/MyAchievementPage'),
  '/validList': () => import('./pages/ValidListPage'),
  '/renewalList': () => import('./pages/RenewalListPage'),
  '/customerList': () => import('./pages/CustomerListPage'),
  '/achievementDetail': () => import('./pages/AchievementDetailPage'),
  '/rewardDetail': () => import('./pages/RewardDetailPage'),
  '/renewalDetail': () => import('./pages/RenewalDetailPage'),
  '/customerDetail': () => import('./pages/CustomerDetailPage'),
  '/customerDetailPush': () => import('./pages/CustomerDetailPushPage'),
  [SALES_REPLAY_PATH]: () => import('./pages/SalesReplayPage'),
};
