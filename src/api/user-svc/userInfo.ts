import * as contract from '../../../contract/user-svc/userInfo';
import { appCall } from '../instance';

/** The user info of /userInfo. */
export const userInfo = appCall(contract, 'shell.api.name.userInfo');
