import * as contract from '../../../contract/user-svc/loginOut';
import { appCall } from '../instance';

/** Logout. */
export const loginOut = appCall(contract, 'shell.api.name.logout');
