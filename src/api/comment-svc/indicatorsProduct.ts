import * as contract from '../../../contract/comment-svc/indicatorsProduct';
import { appCall } from '../instance';

/** The rating template of a product and node. */
export const indicatorsProduct = appCall(contract, 'shell.api.name.generic');
