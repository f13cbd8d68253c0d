import * as contract from '../../../contract/user-svc/appRegister';
import { appCall } from '../instance';

/** Registration. */
export const appRegister = appCall(contract, 'shell.api.name.register');
