import { CustomerDetailPage } from './CustomerPages';

export default CustomerDetailPage;
