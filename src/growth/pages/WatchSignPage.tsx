import { WatchSignPage } from './SignPages';

export default WatchSignPage;
