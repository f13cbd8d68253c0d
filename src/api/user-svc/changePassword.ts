import * as contract from '../../../contract/user-svc/changePassword';
import { appCall } from '../instance';

/** Password change. */
export const changePassword = appCall(contract, 'shell.api.name.changePassword');
