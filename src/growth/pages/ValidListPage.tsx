import { ValidListPage } from './OrderListPages';

export default ValidListPage;
