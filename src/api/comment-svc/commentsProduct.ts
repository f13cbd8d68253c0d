import * as contract from '../../../contract/comment-svc/commentsProduct';
import { appCall } from '../instance';

/** Published ratings of a product (estimate widget, /estimateList). */
export const commentsProduct = appCall(contract, 'shell.api.name.generic', { skipRefresh: true });
