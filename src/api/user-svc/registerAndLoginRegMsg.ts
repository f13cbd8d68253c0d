import * as contract from '../../../contract/user-svc/registerAndLoginRegMsg';
import { appCall } from '../instance';

/** SMS code for SMS-code login; no refresh for captcha-bound calls. */
export const registerAndLoginRegMsg = appCall(contract, 'shell.api.name.sms', { skipRefresh: true });
