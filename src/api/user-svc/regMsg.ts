import * as contract from '../../../contract/user-svc/regMsg';
import { appCall } from '../instance';

/** SMS code for registration and password recovery. */
export const regMsg = appCall(contract, 'shell.api.name.sms', { skipRefresh: true });
