import * as contract from '../../../contract/comment-svc/commentSubmit';
import { appCall } from '../instance';

/** Submits a rating (array of one body). */
export const commentSubmit = appCall(contract, 'shell.api.name.generic');
