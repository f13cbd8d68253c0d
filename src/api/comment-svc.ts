import * as commentSubmit from '../../contract/comment-svc/commentSubmit';
import * as commentsProduct from '../../contract/comment-svc/commentsProduct';
import * as indicatorsProduct from '../../contract/comment-svc/indicatorsProduct';
import * as statisticsProduct from '../../contract/comment-svc/statisticsProduct';
import { appCall } from './instance';

/** The comment-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const commentSvc = {
  /** Submits a rating (array of one body). */
  commentSubmit: appCall(commentSubmit, 'shell.api.name.generic'),
  /** Published ratings of a product (estimate widget, /estimateList). */
  commentsProduct: appCall(commentsProduct, 'shell.api.name.generic', { skipRefresh: true }),
  /** The rating template of a product and node. */
  indicatorsProduct: appCall(indicatorsProduct, 'shell.api.name.generic'),
  /** Rating statistics of a product (rating tag). */
  statisticsProduct: appCall(statisticsProduct, 'shell.api.name.generic', { skipRefresh: true }),
};
