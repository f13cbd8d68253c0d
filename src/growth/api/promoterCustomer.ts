import * as contract from '../../../contract/growth/promoterCustomer';
import { appCall } from '../../api/instance';

/** One customer of the promoter. */
export const promoterCustomer = appCall(contract, 'shell.api.name.promoter');
