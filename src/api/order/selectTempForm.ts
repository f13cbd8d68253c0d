import * as contract from '../../../contract/order/selectTempForm';
import { appCall } from '../instance';

/** The user's saved drafts (/zancunList). */
export const selectTempForm = appCall(contract, 'shell.api.name.drafts');
