import * as contract from '../../../contract/user-svc/login';
import { appCall } from '../instance';

/** Password login; pass the captcha key as the imgcode header. */
export const login = appCall(contract, 'shell.api.name.login');
