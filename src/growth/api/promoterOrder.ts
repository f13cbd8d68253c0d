import * as contract from '../../../contract/growth/promoterOrder';
import { appCall } from '../../api/instance';

/** One attributed order. */
export const promoterOrder = appCall(contract, 'shell.api.name.policyDetail');
