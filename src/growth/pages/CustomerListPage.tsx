import { CustomerListPage } from './CustomerPages';

export default CustomerListPage;
