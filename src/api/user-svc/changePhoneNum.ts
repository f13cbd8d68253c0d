import * as contract from '../../../contract/user-svc/changePhoneNum';
import { appCall } from '../instance';

/** Phone change (/bindPhone). */
export const changePhoneNum = appCall(contract, 'shell.api.name.changePhone');
