import * as contract from '../../../contract/edu-svc/contractList';
import { appCall } from '../instance';

/** The user's signed agreements (/signList). */
export const contractList = appCall(contract, 'shell.api.name.signList');
