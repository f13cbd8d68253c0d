import * as contract from '../../../contract/user-svc/updateUserInfo';
import { appCall } from '../instance';

/** Saves the user info. */
export const updateUserInfo = appCall(contract, 'shell.api.name.userInfo');
