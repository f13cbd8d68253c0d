import * as contract from '../../../contract/edu-svc/savePayOut';
import { appCall } from '../instance';

/** The payout record saved after submit. */
export const savePayOut = appCall(contract, 'shell.api.name.generic');
