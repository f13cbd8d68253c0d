import * as contract from '../../../contract/prod-svc/calpremiums';
import { appCall } from '../instance';

/** Premium calculation (the insure screen recalculates on every change). */
export const calpremiums = appCall(contract, 'shell.api.name.generic');
