import { DetailSignPage } from './SignPages';

export default DetailSignPage;
