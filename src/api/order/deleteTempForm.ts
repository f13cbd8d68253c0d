import * as contract from '../../../contract/order/deleteTempForm';
import { appCall } from '../instance';

/** Deletes a saved draft; call with { path: pathFor(serialNo) }. */
export const deleteTempForm = appCall(contract, 'shell.api.name.deleteDraft');
