import * as contract from '../../../contract/comment-svc/statisticsProduct';
import { appCall } from '../instance';

/** Rating statistics of a product (rating tag). */
export const statisticsProduct = appCall(contract, 'shell.api.name.generic', { skipRefresh: true });
