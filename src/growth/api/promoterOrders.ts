import * as contract from '../../../contract/growth/promoterOrders';
import { appCall } from '../../api/instance';

/** Orders attributed to the promoter. */
export const promoterOrders = appCall(contract, 'shell.api.name.policyList');
