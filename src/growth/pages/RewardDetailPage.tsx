import { RewardDetailPage } from './OrderListPages';

export default RewardDetailPage;
