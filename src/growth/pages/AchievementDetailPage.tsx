import { AchievementDetailPage } from './OrderDetailPages';

export default AchievementDetailPage;
