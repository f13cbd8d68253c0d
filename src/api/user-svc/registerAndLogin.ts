import * as contract from '../../../contract/user-svc/registerAndLogin';
import { appCall } from '../instance';

/** SMS-code login (registers a new phone). */
export const registerAndLogin = appCall(contract, 'shell.api.name.login');
