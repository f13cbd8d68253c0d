import * as contract from '../../../contract/edu-svc/addCustomer';
import { appCall } from '../../api/instance';

/** Registers the user as a customer of a promoter. */
export const addCustomer = appCall(contract, 'shell.api.name.promoter');
