import { RenewalDetailPage } from './OrderDetailPages';

export default RenewalDetailPage;
