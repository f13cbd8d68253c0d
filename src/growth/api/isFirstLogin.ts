import * as contract from '../../../contract/edu-svc/isFirstLogin';
import { appCall } from '../../api/instance';

/** Whether the user has no privacy consent on record yet (first login). */
export const isFirstLogin = appCall(contract, 'shell.api.name.generic');
