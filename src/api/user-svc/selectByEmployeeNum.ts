import * as contract from '../../../contract/user-svc/selectByEmployeeNum';
import { appCall } from '../instance';

/** The staff check (cached in the user fields). */
export const selectByEmployeeNum = appCall(contract, 'shell.api.name.staff');
