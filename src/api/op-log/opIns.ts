import * as contract from '../../../contract/op-log/opIns';
import { appCall } from '../instance';

/** A tracking record. */
export const opIns = appCall(contract, 'shell.api.name.generic');
