import { CustomerDetailPushPage } from './CustomerPages';

export default CustomerDetailPushPage;
